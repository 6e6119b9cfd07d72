import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './query-keys';

export async function deleteFeedback(id: number): Promise<void> {
  await apiDelete(`/admin/feedback/${id}`);
}

/** DELETE /api/admin/feedback/{id} (active items only); the lists, the counters and the triage list are read again. */
export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFeedback, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }) });
}
