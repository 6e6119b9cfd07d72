import type { AnswerBody, AnswerResponse } from '@certamen/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

type AnswerQuestionVariables = AnswerBody & { attemptId: string };

/** Records the first answer to a question; training answers with the verdict, an exam only with `recorded`. */
export const answerQuestion = ({ attemptId, ...body }: AnswerQuestionVariables) => apiPost<AnswerResponse>(`/attempts/${attemptId}/answers`, body);

export function useAnswerQuestion() {
  return useMutation({ mutationFn: answerQuestion });
}
