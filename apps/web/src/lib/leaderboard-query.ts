import { leaderboardResponse, type LeaderboardResponse } from '@certamen/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { SESSION_QUERY_KEY } from './auth-context';

export type LeaderboardPeriod = LeaderboardResponse['period'];

/**
 * GET /api/leaderboard, shared by the leaderboard page and the profile's "hide me" switch. With a token the
 * answer carries the caller's own standing, so it lives under the session key (logout drops it) and per user.
 */
export const LEADERBOARD_QUERY_KEY = [...SESSION_QUERY_KEY, 'leaderboard'] as const;

export async function getLeaderboard(period: LeaderboardPeriod, signal?: AbortSignal): Promise<LeaderboardResponse> {
  return leaderboardResponse.parse(await apiGet<unknown>(`/leaderboard?period=${period}`, signal));
}

export const leaderboardQuery = (period: LeaderboardPeriod, userId: number | null) =>
  queryOptions({
    queryKey: [...LEADERBOARD_QUERY_KEY, period, userId ?? 'anonymous'],
    queryFn: ({ signal }) => getLeaderboard(period, signal),
    staleTime: 30_000,
  });
