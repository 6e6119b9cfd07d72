import { adminQuestionsResponse, type AdminQuestionsQuery, type AdminQuestionsResponse } from '@certamen/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_QUESTIONS_KEY } from './query-keys';

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
