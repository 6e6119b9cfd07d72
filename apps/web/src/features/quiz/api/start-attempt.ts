import type { Attempt, Language, QuizMode } from '@certamen/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth-context';

/** What a quiz route asks for: one topic, one certification's mix, or a category's (or everything's) mix. */
export type QuizTarget =
  | { kind: 'topic'; topicId: number }
  | { kind: 'certification'; certificationId: number }
  | { kind: 'category'; categorySlug: string }
  // docs/product.md, Spaced review and readiness: the learner's due questions of one certification, always training.
  | { kind: 'review'; certificationId: number };

/** Starts a new attempt: its questions, without the answer key. */
export function startAttempt(target: QuizTarget, mode: QuizMode, lang: Language, signal?: AbortSignal): Promise<Attempt> {
  const query = `lang=${lang}&mode=${mode}`;
  if (target.kind === 'topic') return apiGet(`/questions/${target.topicId}?${query}`, signal);
  if (target.kind === 'review') return apiGet(`/questions-review/${target.certificationId}?lang=${lang}&mode=training`, signal);
  if (target.kind === 'certification') return apiGet(`/questions-mixed/${target.certificationId}?${query}`, signal);
  return apiGet(`/questions-mixed/0?${query}&category=${encodeURIComponent(target.categorySlug)}`, signal);
}

/**
 * Each fetch creates an attempt on the server, so the answer is never refetched (a refetch would swap
 * the questions mid-quiz) nor kept once the quiz is left; `run` tells one start of a route from the next.
 */
export const startAttemptQuery = (target: QuizTarget, mode: QuizMode, lang: Language, run: number) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'quiz', 'start', target, mode, lang, run],
    queryFn: ({ signal }) => startAttempt(target, mode, lang, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
