import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';
import { certificationsQuery } from '../../../lib/certifications-query';

/** What the admin forms pick from; under the session key so logging out drops it. */
export const ADMIN_CATALOGUE_KEY = [...SESSION_QUERY_KEY, 'admin', 'catalogue'] as const;

export const ADMIN_QUESTIONS_KEY = [...SESSION_QUERY_KEY, 'admin', 'questions'] as const;

/** After a new topic or quiz: the admin's pickers and the public catalogue's topic counts. */
export const refreshCatalogue = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY }), queryClient.invalidateQueries({ queryKey: certificationsQuery.queryKey })]);
