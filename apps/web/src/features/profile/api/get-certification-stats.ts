import { certificationStatsResponse, type CertificationStats } from '@certamen/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './query-keys';

export type QuizTypeFilter = CertificationStats['type'];

export async function getCertificationStats(userId: number, certificationId: number, type: QuizTypeFilter, signal?: AbortSignal): Promise<CertificationStats> {
  return certificationStatsResponse.parse(await apiGet<unknown>(`/user-certification-stats/${userId}/${certificationId}?type=${type}`, signal));
}

/** docs/product.md, Progress and leaderboard: the certification id is sent only when it is a positive number. */
export const certificationStatsQuery = (userId: number, certificationId: number | null, type: QuizTypeFilter) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, 'certification-stats', userId, certificationId, type],
    queryFn: ({ signal }) => getCertificationStats(userId, certificationId!, type, signal),
    enabled: certificationId !== null && certificationId > 0,
    staleTime: 0,
    // Switching certification or filter keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useCertificationStats(userId: number, certificationId: number | null, type: QuizTypeFilter) {
  return useQuery(certificationStatsQuery(userId, certificationId, type));
}
