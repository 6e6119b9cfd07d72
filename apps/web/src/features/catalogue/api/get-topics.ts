import type { Language, TopicDto } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const topicsQuery = (certificationId: number | undefined, lang: Language) =>
  queryOptions({
    queryKey: ['topics', certificationId, lang],
    queryFn: ({ signal }) => apiGet<TopicDto[]>(`/get-topics/${certificationId}?lang=${lang}`, signal),
    enabled: certificationId !== undefined,
  });

/** A certification's topics in the given language; idle while the certification is unknown. */
export function useTopics(certificationId: number | undefined, lang: Language) {
  return useQuery(topicsQuery(certificationId, lang));
}
