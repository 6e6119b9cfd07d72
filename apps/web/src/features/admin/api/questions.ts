import { adminQuestionSchema, adminQuestionsResponse, type AdminQuestion, type AdminQuestionsQuery, type AdminQuestionsResponse, type UpdateQuestionBody } from '@certamen/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

export const ADMIN_QUESTIONS_KEY = [...SESSION_QUERY_KEY, 'admin', 'questions'] as const;

/** GET /api/admin/questions?certificationId=&topicId=&q=&status=&page=&lang=; the previous page stays while the next loads. */
export const adminQuestionsQuery = (params: AdminQuestionsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_QUESTIONS_KEY, 'list', params],
    queryFn: async ({ signal }): Promise<AdminQuestionsResponse> => {
      const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
      return adminQuestionsResponse.parse(await apiGet<unknown>(`/admin/questions?${query}`, signal));
    },
    placeholderData: keepPreviousData,
  });

export function useAdminQuestions(params: AdminQuestionsQuery) {
  return useQuery(adminQuestionsQuery(params));
}

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

function useQuestionMutation<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => adminQuestionSchema.parse(await send(input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQuestionQuery(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_QUESTIONS_KEY, 'list'] });
    },
  });
}

/** PUT /api/admin/questions/{id}: a new version (the old texts stay for past attempts). */
export function useUpdateQuestion(id: number) {
  return useQuestionMutation((body: UpdateQuestionBody) => apiPut<unknown>(`/admin/questions/${id}`, body));
}

/** POST /api/admin/questions/{id}/retire or /restore. */
export function useSetRetired(id: number) {
  return useQuestionMutation((retired: boolean) => apiPost<unknown>(`/admin/questions/${id}/${retired ? 'retire' : 'restore'}`, {}));
}
