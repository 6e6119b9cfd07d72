import type { ResumedAttempt } from '@certamen/shared';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

/** An attempt as the server holds it: answers so far, time left, whether it was submitted. */
export const resumeAttempt = (attemptId: string, signal?: AbortSignal) => apiGet<ResumedAttempt>(`/attempts/${attemptId}`, signal);

/**
 * Read once, when a page opens on an attempt it was in before a reload; idle without one. A failure
 * is not retried: the page then starts a new attempt instead.
 */
export const resumeAttemptQuery = (attemptId: string | null) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'quiz', 'attempt', attemptId],
    queryFn: attemptId === null ? skipToken : ({ signal }) => resumeAttempt(attemptId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
