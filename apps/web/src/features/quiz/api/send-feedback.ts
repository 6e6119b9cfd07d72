import type { FeedbackBody } from '@certamen/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Useful, not useful or a report on a question; the answer (the feedback's id) is not read. */
export async function sendFeedback(body: FeedbackBody): Promise<void> {
  await apiPost<unknown>('/feedback', body);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
