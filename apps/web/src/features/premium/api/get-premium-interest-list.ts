import { premiumInterestListResponse, type PremiumInterestList } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

export async function getPremiumInterestList(signal?: AbortSignal): Promise<PremiumInterestList> {
  return premiumInterestListResponse.parse(await apiGet<unknown>('/admin/premium-interest', signal));
}

/** An admin's read: under the session key, so logging out drops it. */
export const premiumInterestListQuery = () =>
  queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'admin', 'premium-interest'], queryFn: ({ signal }) => getPremiumInterestList(signal), staleTime: 0 });

/** GET /api/admin/premium-interest (admins only). */
export function usePremiumInterestList() {
  return useQuery(premiumInterestListQuery());
}
