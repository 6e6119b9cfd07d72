import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

/** Admin data is per session (logging out drops it); the whole admin area is refreshed under ['session', 'admin']. */
export const ADMIN_QUERY_KEY = [...SESSION_QUERY_KEY, 'admin'] as const;
export const FEEDBACK_QUERY_KEY = [...ADMIN_QUERY_KEY, 'feedback'] as const;
