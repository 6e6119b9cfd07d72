import type { AnswerResponse } from '@certamen/shared';

export interface AnswerState {
  answerId: number;
  /** Training only: what the server said of the answer. */
  feedback?: Extract<AnswerResponse, { correct: boolean }>;
}

/** Which attempt a route and mode are in, so a reload resumes it (local storage survives the reload). */
export const attemptStorageKey = (routeKey: string, mode: string) => `quiz-attempt:${routeKey}:${mode}`;

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

/** 1-4 or A-D pick an answer. */
export function answerIndexForKey(key: string): number | null {
  const index = '1234'.indexOf(key) >= 0 ? '1234'.indexOf(key) : 'abcd'.indexOf(key.toLowerCase());
  return key.length === 1 && index >= 0 ? index : null;
}
