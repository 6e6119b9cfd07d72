import type { AnswerResponse, Attempt, Language, QuizMode, ResumedAttempt, SaveExamResponse } from '@certamen/shared';
import { apiGet, apiPost } from '../../../lib/api-client';

/** What a quiz route asks for: one topic, one certification's mix, or a category's (or everything's) mix. */
export type QuizTarget = { kind: 'topic'; topicId: number } | { kind: 'certification'; certificationId: number } | { kind: 'category'; categorySlug: string };

export function startAttempt(target: QuizTarget, mode: QuizMode, lang: Language, signal?: AbortSignal): Promise<Attempt> {
  const query = `lang=${lang}&mode=${mode}`;
  if (target.kind === 'topic') return apiGet(`/questions/${target.topicId}?${query}`, signal);
  if (target.kind === 'certification') return apiGet(`/questions-mixed/${target.certificationId}?${query}`, signal);
  return apiGet(`/questions-mixed/0?${query}&category=${encodeURIComponent(target.categorySlug)}`, signal);
}

export const resumeAttempt = (attemptId: string, signal?: AbortSignal) => apiGet<ResumedAttempt>(`/attempts/${attemptId}`, signal);

export const answerQuestion = (attemptId: string, questionId: number, answerId: number) =>
  apiPost<AnswerResponse>(`/attempts/${attemptId}/answers`, { questionId, answerId });

export const saveExam = (attemptId: string, answers: { questionId: number; answerId: number }[], isExam: boolean) =>
  apiPost<SaveExamResponse>('/save-exam', { attemptId, answers, isExam });

export const sendFeedback = (body: { questionId: number; topicId: number | null; type: 'positive' | 'negative' | 'report'; description?: string }) =>
  apiPost<{ id: number }>('/feedback', body);

/** A training round on the questions a submitted attempt missed. */
export const retryMissed = (attemptId: string, lang: Language) => apiPost<Attempt>(`/attempts/${attemptId}/retry-missed?lang=${lang}`, {});
