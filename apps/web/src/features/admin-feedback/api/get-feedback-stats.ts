import { adminFeedbackStatsSchema, type AdminFeedbackStats } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { FEEDBACK_QUERY_KEY } from './query-keys';

export async function getFeedbackStats(signal?: AbortSignal): Promise<AdminFeedbackStats> {
  return adminFeedbackStatsSchema.parse(await apiGet<unknown>('/admin/feedback/stats', signal));
}

/** GET /api/admin/feedback/stats: positive, negative and report among active items. */
export const feedbackStatsQuery = queryOptions({ queryKey: [...FEEDBACK_QUERY_KEY, 'stats'], queryFn: ({ signal }) => getFeedbackStats(signal) });

export function useFeedbackStats() {
  return useQuery(feedbackStatsQuery);
}
