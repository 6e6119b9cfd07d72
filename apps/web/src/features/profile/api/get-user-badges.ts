import { userBadgesResponse, type Language, type UserBadge } from '@certamen/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './query-keys';

export async function getUserBadges(lang: Language, signal?: AbortSignal): Promise<UserBadge[]> {
  return userBadgesResponse.parse(await apiGet<unknown>(`/user/user-badges?lang=${lang}`, signal));
}

/** Every badge of the catalogue with the learner's earned flag. */
export const userBadgesQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, 'badges', lang],
    queryFn: ({ signal }) => getUserBadges(lang, signal),
    staleTime: 0,
  });

export function useUserBadges(lang: Language) {
  return useQuery(userBadgesQuery(lang));
}
