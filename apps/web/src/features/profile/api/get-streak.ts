import { streakResponse, type StreakResponse } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './query-keys';

export async function getStreak(userId: number, signal?: AbortSignal): Promise<StreakResponse> {
  return streakResponse.parse(await apiGet<unknown>(`/user/slancio/${userId}`, signal));
}

/**
 * docs/product.md, Progress and leaderboard, streak card: skipped without a user id; a newer load cancels the one in flight (TanStack
 * aborts the previous fetch through its signal), and a cancelled load is no failure.
 */
export const streakQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, 'streak', userId],
    queryFn: ({ signal }) => getStreak(userId!, signal),
    enabled: userId !== undefined,
    staleTime: 0,
  });

export function useStreak(userId: number | undefined) {
  return useQuery(streakQuery(userId));
}
