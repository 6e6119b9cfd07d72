import { addCategoryResponse, type AddCategoryBody } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ADMIN_CATALOGUE_KEY } from './query-keys';

/** POST /api/add-category. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddCategoryBody) => addCategoryResponse.parse(await apiPost<unknown>('/add-category', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY }),
  });
}
