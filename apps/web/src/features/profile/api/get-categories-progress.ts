import { categoriesProgressResponse, type CategoryProgress } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './query-keys';

export async function getCategoriesProgress(signal?: AbortSignal): Promise<CategoryProgress[]> {
  return categoriesProgressResponse.parse(await apiGet<unknown>('/user/user-categories-progress', signal));
}

export const categoriesProgressQuery = queryOptions({
  queryKey: [...PROFILE_QUERY_KEY, 'categories-progress'],
  queryFn: ({ signal }) => getCategoriesProgress(signal),
  staleTime: 0,
});

export function useCategoriesProgress() {
  return useQuery(categoriesProgressQuery);
}
