import { topicSchema, type TopicDto } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_CATALOGUE_KEY } from './query-keys';

/** GET /api/get-topics/{certificationId}?lang=: the certification's topics, titled in the page's language. */
export const adminTopicsQuery = (certificationId: number | null, lang: string) =>
  queryOptions({
    queryKey: [...ADMIN_CATALOGUE_KEY, 'topics', certificationId, lang],
    queryFn: async ({ signal }): Promise<TopicDto[]> => z.array(topicSchema).parse(await apiGet<unknown>(`/get-topics/${certificationId}?lang=${lang}`, signal)),
    enabled: certificationId !== null,
  });

export function useAdminTopics(certificationId: number | null, lang: string) {
  return useQuery(adminTopicsQuery(certificationId, lang));
}
