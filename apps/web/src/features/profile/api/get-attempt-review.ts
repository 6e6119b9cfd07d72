import { attemptReviewResponse, type AttemptReview } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './query-keys';

export async function getAttemptReview(attemptId: string, signal?: AbortSignal): Promise<AttemptReview> {
  return attemptReviewResponse.parse(await apiGet<unknown>(`/attempts/${encodeURIComponent(attemptId)}/review`, signal));
}

/** A finished attempt of one's own, question by question (it never changes once finished). */
export const attemptReviewQuery = (attemptId: string) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, 'review', attemptId],
    queryFn: ({ signal }) => getAttemptReview(attemptId, signal),
    staleTime: Infinity,
  });

export function useAttemptReview(attemptId: string) {
  return useQuery(attemptReviewQuery(attemptId));
}
