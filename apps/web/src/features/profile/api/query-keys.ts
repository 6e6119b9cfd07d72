import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

/** Every per-user progress query lives under the session key, so logging out drops them all. */
export const PROFILE_QUERY_KEY = [...SESSION_QUERY_KEY, 'profile'] as const;
