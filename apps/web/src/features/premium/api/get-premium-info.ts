import { premiumInfoResponse, type PremiumInfo } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Public, the same for everyone: not under the session key. */
export const PREMIUM_INFO_QUERY_KEY = ['premium-info'] as const;

export async function getPremiumInfo(signal?: AbortSignal): Promise<PremiumInfo> {
  return premiumInfoResponse.parse(await apiGet<unknown>('/premium-info', signal));
}

export const premiumInfoQuery = () => queryOptions({ queryKey: PREMIUM_INFO_QUERY_KEY, queryFn: ({ signal }) => getPremiumInfo(signal) });

/** GET /api/premium-info: launch date, counter, prices and the first-month offer (docs/product.md, Premium). */
export function usePremiumInfo() {
  return useQuery(premiumInfoQuery());
}
