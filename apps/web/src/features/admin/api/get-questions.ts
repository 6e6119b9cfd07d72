import { adminQuestionsResponse, type AdminQuestionsQuery, type AdminQuestionsResponse } from '@certamen/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryString } from '../../../lib/api-client';
import { ADMIN_QUESTIONS_KEY } from './query-keys';

/** GET /api/admin/questions?certificationId=&topicId=&q=&status=&page=&lang=; the previous page stays while the next loads. */
export const adminQuestionsQuery = (params: AdminQuestionsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_QUESTIONS_KEY, 'list', params],
    queryFn: async ({ signal }): Promise<AdminQuestionsResponse> => {
      return adminQuestionsResponse.parse(await apiGet<unknown>(`/admin/questions?${queryString(params)}`, signal));
    },
    placeholderData: keepPreviousData,
  });

export function useAdminQuestions(params: AdminQuestionsQuery) {
  return useQuery(adminQuestionsQuery(params));
}
