import type { Attempt, Language } from '@certamen/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** A training round on the questions a submitted attempt missed. */
export const retryMissed = ({ attemptId, lang }: { attemptId: string; lang: Language }) => apiPost<Attempt>(`/attempts/${attemptId}/retry-missed?lang=${lang}`, {});

export function useRetryMissed() {
  return useMutation({ mutationFn: retryMissed });
}
