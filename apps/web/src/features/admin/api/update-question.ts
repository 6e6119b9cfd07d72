import type { UpdateQuestionBody } from '@certamen/shared';
import { apiPut } from '../../../lib/api-client';
import { useQuestionChange } from './get-question';

/** PUT /api/admin/questions/{id}: a new version (the old texts stay for past attempts). */
export function useUpdateQuestion(id: number) {
  return useQuestionChange((body: UpdateQuestionBody) => apiPut<unknown>(`/admin/questions/${id}`, body));
}
