import type { SaveExamBody, SaveExamResponse } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { LEADERBOARD_QUERY_KEY } from '../../../lib/leaderboard-query';
import { requestProgressRefresh } from '../../../lib/progress-refresh';

/** Submits an attempt; the server scores it (once, however often it is sent). */
export const saveExam = (body: SaveExamBody) => apiPost<SaveExamResponse>('/save-exam', body);

/**
 * Submits, then puts the user the answer carries (points, streak) into the session at once, asks the
 * profile to reload badges and streak, and marks the leaderboard stale.
 */
export function useSaveExam() {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExam,
    onSuccess: (result) => {
      updateUser(result.updatedUser);
      requestProgressRefresh();
      // Not awaited: the result shows without waiting for a leaderboard on screen to reload.
      void queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY });
    },
  });
}
