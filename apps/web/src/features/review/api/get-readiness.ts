import { readinessResponse, type Language, type Readiness } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

export async function getReadiness(certificationId: number, lang: Language, signal?: AbortSignal): Promise<Readiness> {
  return readinessResponse.parse(await apiGet<unknown>(`/user/readiness/${certificationId}?lang=${lang}`, signal));
}

export const readinessQuery = (userId: number | undefined, certificationId: number, lang: Language) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'review', 'readiness', userId, certificationId, lang],
    queryFn: ({ signal }) => getReadiness(certificationId, lang, signal),
    enabled: userId !== undefined,
    staleTime: 0,
  });

export function useReadiness(userId: number | undefined, certificationId: number, lang: Language) {
  return useQuery(readinessQuery(userId, certificationId, lang));
}
