import type { CertificationDto } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const certificationsQuery = queryOptions({
  queryKey: ['certifications'],
  queryFn: ({ signal }) => apiGet<CertificationDto[]>('/get-certifications', signal),
});

/** Live counts (topics, questions) per certification id; empty until loaded. */
export function useCertificationCounts(): Map<number, CertificationDto> {
  const { data } = useQuery(certificationsQuery);
  return new Map((data ?? []).map((certification) => [certification.id, certification]));
}
