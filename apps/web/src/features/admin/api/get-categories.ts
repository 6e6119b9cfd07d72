import { categorySchema, type CategoryDto } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_CATALOGUE_KEY } from './query-keys';

/** GET /api/get-categories (public), read fresh: an admin's new category shows at once. */
export const adminCategoriesQuery = queryOptions({
  queryKey: [...ADMIN_CATALOGUE_KEY, 'categories'],
  queryFn: async ({ signal }): Promise<CategoryDto[]> => z.array(categorySchema).parse(await apiGet<unknown>('/get-categories', signal)),
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}
