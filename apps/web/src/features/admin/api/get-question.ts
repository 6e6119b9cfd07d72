import { adminQuestionSchema, type AdminQuestion } from '@certamen/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_QUESTIONS_KEY } from './query-keys';

/** GET /api/admin/questions/{id}: every language, the key, the topic and the retired flag. */
export const adminQuestionQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUESTIONS_KEY, 'one', id],
    queryFn: async ({ signal }): Promise<AdminQuestion> => adminQuestionSchema.parse(await apiGet<unknown>(`/admin/questions/${id}`, signal)),
    staleTime: 0,
  });

export function useAdminQuestion(id: number) {
  return useQuery(adminQuestionQuery(id));
}

/** A change that answers with the saved question: it replaces the cached one, and the lists reload. */
export function useQuestionChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => adminQuestionSchema.parse(await send(input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQuestionQuery(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_QUESTIONS_KEY, 'list'] });
    },
  });
}
