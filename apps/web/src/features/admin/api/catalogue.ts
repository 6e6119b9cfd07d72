import { categorySchema, topicSchema, type CategoryDto, type TopicDto } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

/** What the admin forms pick from; under the session key so logging out drops it. */
export const ADMIN_CATALOGUE_KEY = [...SESSION_QUERY_KEY, 'admin', 'catalogue'] as const;

/** GET /api/get-categories (public), read fresh: an admin's new category shows at once. */
export const adminCategoriesQuery = queryOptions({
  queryKey: [...ADMIN_CATALOGUE_KEY, 'categories'],
  queryFn: async ({ signal }): Promise<CategoryDto[]> => z.array(categorySchema).parse(await apiGet<unknown>('/get-categories', signal)),
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}

/** GET /api/get-topics/{certificationId}?lang=: the certification's topics, titled in the page's language. */
export const adminTopicsQuery = (certificationId: number | null, lang: string) =>
  queryOptions({
    queryKey: [...ADMIN_CATALOGUE_KEY, 'topics', certificationId, lang],
    queryFn: async ({ signal }): Promise<TopicDto[]> => z.array(topicSchema).parse(await apiGet<unknown>(`/get-topics/${certificationId}?lang=${lang}`, signal)),
    enabled: certificationId !== null,
  });

export function useAdminTopics(certificationId: number | null, lang: string) {
  return useQuery(adminTopicsQuery(certificationId, lang));
}
