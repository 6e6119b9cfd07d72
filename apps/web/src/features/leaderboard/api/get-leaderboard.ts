import { useQuery } from '@tanstack/react-query';
import { leaderboardQuery, type LeaderboardPeriod } from '../../../lib/leaderboard-query';

/** GET /api/leaderboard?period=: the top 50, plus the caller's own standing when logged in. */
export function useLeaderboard(period: LeaderboardPeriod, userId: number | null) {
  return useQuery(leaderboardQuery(period, userId));
}
