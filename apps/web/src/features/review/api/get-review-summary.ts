import { reviewSummaryResponse, type ReviewSummary } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

export async function getReviewSummary(signal?: AbortSignal): Promise<ReviewSummary> {
  return reviewSummaryResponse.parse(await apiGet<unknown>('/review/summary', signal));
}

/** Per user (under the session key, so logout drops it); fresh on every visit, since any quiz moves it. */
export const reviewSummaryQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'review', 'summary', userId],
    queryFn: ({ signal }) => getReviewSummary(signal),
    enabled: userId !== undefined,
    staleTime: 0,
  });

export function useReviewSummary(userId: number | undefined) {
  return useQuery(reviewSummaryQuery(userId));
}
