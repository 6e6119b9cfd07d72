import { leaderboardVisibilityResponse, type LeaderboardVisibility } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { LEADERBOARD_QUERY_KEY } from '../../../lib/leaderboard-query';

export async function setLeaderboardVisibility(hidden: boolean): Promise<LeaderboardVisibility> {
  return leaderboardVisibilityResponse.parse(await apiPut<unknown>('/user/leaderboard-visibility', { hidden }));
}

/** PUT /api/user/leaderboard-visibility; the leaderboard (both periods) is read again afterwards. */
export function useSetLeaderboardVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaderboardVisibility,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY }),
  });
}
