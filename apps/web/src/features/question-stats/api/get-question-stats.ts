import { questionStatsResponse, type Language, type QuestionStatsResponse } from '@certamen/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

/** Under ['session', 'admin'], so archiving a report elsewhere in the admin area refreshes it too. */
const QUESTION_STATS_KEY = [...SESSION_QUERY_KEY, 'admin', 'question-stats'] as const;

export interface QuestionStatsParams {
  view: 'triage' | 'all';
  certificationId?: number;
  lang: Language;
  page: number;
}

export async function getQuestionStats(params: QuestionStatsParams, signal?: AbortSignal): Promise<QuestionStatsResponse> {
  const query = new URLSearchParams({ view: params.view, lang: params.lang, page: String(params.page) });
  if (params.certificationId) query.set('certificationId', String(params.certificationId));
  return questionStatsResponse.parse(await apiGet<unknown>(`/admin/question-stats?${query}`, signal));
}

/** GET /api/admin/question-stats; the previous page stays on screen while the next one loads. */
export const questionStatsQuery = (params: QuestionStatsParams) =>
  queryOptions({ queryKey: [...QUESTION_STATS_KEY, params], queryFn: ({ signal }) => getQuestionStats(params, signal), placeholderData: keepPreviousData });

export function useQuestionStats(params: QuestionStatsParams) {
  return useQuery(questionStatsQuery(params));
}
