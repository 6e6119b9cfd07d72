import type { CertificationDto } from '@certamen/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /api/get-certifications: the catalogue with live counts, used by the catalogue pages and the profile. */
export const certificationsQuery = queryOptions({
  queryKey: ['certifications'],
  queryFn: ({ signal }) => apiGet<CertificationDto[]>('/get-certifications', signal),
});
