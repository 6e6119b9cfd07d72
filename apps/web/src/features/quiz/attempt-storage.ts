import type { QuizMode } from '@certamen/shared';
import type { QuizTarget } from './api/start-attempt';

/** Which attempt a route and mode are in, so a reload resumes it (local storage survives the reload). */
export const attemptStorageKey = (target: QuizTarget, mode: QuizMode) => `quiz-attempt:${JSON.stringify(target)}:${mode}`;

export function rememberAttempt(key: string, attemptId: string | null) {
  try {
    if (attemptId) localStorage.setItem(key, attemptId);
    else localStorage.removeItem(key);
  } catch {
    // Without storage an exam simply cannot resume after a reload.
  }
}

export function rememberedAttempt(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
