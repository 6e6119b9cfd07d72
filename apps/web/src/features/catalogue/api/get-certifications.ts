import type { CertificationDto } from '@certamen/shared';
import { useQuery } from '@tanstack/react-query';
import { certificationsQuery } from '../../../lib/certifications-query';

/** Live counts (topics, questions) per certification id; empty until loaded. */
export function useCertificationCounts(): Map<number, CertificationDto> {
  const { data } = useQuery(certificationsQuery);
  return new Map((data ?? []).map((certification) => [certification.id, certification]));
}
