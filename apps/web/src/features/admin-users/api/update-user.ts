import { adminUserSchema, type AdminUser, type AdminUserUpdate } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { ADMIN_USERS_KEY } from './get-users';

export async function updateUser({ id, changes }: { id: number; changes: AdminUserUpdate }): Promise<AdminUser> {
  return adminUserSchema.parse(await apiPut<unknown>(`/admin/users/${id}`, changes));
}

/** PUT /api/admin/users/{id}: Premium or the role; the list is read again afterwards. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }) });
}
