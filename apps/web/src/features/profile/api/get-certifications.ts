import { useQuery } from '@tanstack/react-query';
import { certificationsQuery } from '../../../lib/certifications-query';

/** The certifications for the stats selector (the catalogue's own query, shared through lib/). */
export function useCertifications() {
  return useQuery(certificationsQuery);
}
