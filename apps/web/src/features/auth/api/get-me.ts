import type { User } from '@certamen/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

/** Runs at every start: typed from the schema, checked only for the user it must hold (the schema library stays off the startup path). */
export async function getMe(signal?: AbortSignal): Promise<{ user: User }> {
  const answer = await apiGet<{ user?: User }>('/auth/me', signal);
  if (!answer?.user || typeof answer.user.id !== 'number') throw new Error('Incomplete server response to /auth/me');
  return { user: answer.user };
}

/** "Who am I" for one token: a new login is a new query, a 401 means the token is dead (no retry). */
export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'me', token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
