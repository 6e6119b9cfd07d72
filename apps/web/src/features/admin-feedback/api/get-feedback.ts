import { adminFeedbackResponse, type AdminFeedbackItem, type Language } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { FEEDBACK_QUERY_KEY } from './query-keys';

/** The page reads this many of each list: more feedback than an admin reviews in one sitting. */
export const FEEDBACK_LIST_LIMIT = 500;

export async function getFeedback(params: { archived: boolean; lang: Language }, signal?: AbortSignal): Promise<AdminFeedbackItem[]> {
  const query = new URLSearchParams({ archived: String(params.archived), lang: params.lang, limit: String(FEEDBACK_LIST_LIMIT) });
  return adminFeedbackResponse.parse(await apiGet<unknown>(`/admin/feedback?${query}`, signal));
}

/** GET /api/admin/feedback: active or archived items, newest first. */
export const feedbackQuery = (params: { archived: boolean; lang: Language }) =>
  queryOptions({ queryKey: [...FEEDBACK_QUERY_KEY, 'list', params], queryFn: ({ signal }) => getFeedback(params, signal) });

export function useFeedback(params: { archived: boolean; lang: Language }) {
  return useQuery(feedbackQuery(params));
}
