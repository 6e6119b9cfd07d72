import { historyResponse, type HistoryResponse, type Language } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './query-keys';

/** The most the API gives in one page: plenty for the history list, the trend and the PDF. */
export const HISTORY_LIMIT = 100;

export async function getUserHistory(lang: Language, limit: number, signal?: AbortSignal): Promise<HistoryResponse> {
  return historyResponse.parse(await apiGet<unknown>(`/user/user-history?limit=${limit}&offset=0&lang=${lang}`, signal));
}

/** The learner's finished quizzes (topic titles in the page's language) with their totals (average, best, passed). */
export const userHistoryQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, 'history', lang, HISTORY_LIMIT],
    queryFn: ({ signal }) => getUserHistory(lang, HISTORY_LIMIT, signal),
    // A quiz just finished elsewhere must show up when the profile opens.
    staleTime: 0,
  });

export function useUserHistory(lang: Language) {
  return useQuery(userHistoryQuery(lang));
}
