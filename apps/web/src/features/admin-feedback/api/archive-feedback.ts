import { adminFeedbackArchiveResponse } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './query-keys';

export async function archiveFeedback(id: number) {
  return adminFeedbackArchiveResponse.parse(await apiPut<unknown>(`/admin/feedback/${id}/archive`, undefined));
}

/** PUT /api/admin/feedback/{id}/archive; the lists, the counters and the triage list are read again. */
export function useArchiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveFeedback, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }) });
}
