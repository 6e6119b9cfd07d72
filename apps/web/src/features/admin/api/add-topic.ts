import { addTopicResponse, type AddTopicBody } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { refreshCatalogue } from './query-keys';

/** POST /api/add-topic. */
export function useAddTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddTopicBody) => addTopicResponse.parse(await apiPost<unknown>('/add-topic', body)),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
