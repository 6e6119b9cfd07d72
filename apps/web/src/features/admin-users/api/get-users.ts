import { adminUsersResponse, type AdminUsersResponse } from '@certamen/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

export const ADMIN_USERS_KEY = [...SESSION_QUERY_KEY, 'admin', 'users'] as const;

export async function getUsers(params: { q: string; page: number }, signal?: AbortSignal): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.q) query.set('q', params.q);
  return adminUsersResponse.parse(await apiGet<unknown>(`/admin/users?${query}`, signal));
}

/** GET /api/admin/users?q=&page=; the previous page stays on screen while the next one loads. */
export const usersQuery = (params: { q: string; page: number }) =>
  queryOptions({ queryKey: [...ADMIN_USERS_KEY, params], queryFn: ({ signal }) => getUsers(params, signal), placeholderData: keepPreviousData });

export function useUsers(params: { q: string; page: number }) {
  return useQuery(usersQuery(params));
}
