import { useQuery } from '@tanstack/react-query';
import { leaderboardQuery } from '../../../lib/leaderboard-query';

/** The learner's own all-time standing, including whether they are hidden from the leaderboard. */
export function useLeaderboardStanding(userId: number) {
  return useQuery({ ...leaderboardQuery('all', userId), select: (data) => data.me });
}
