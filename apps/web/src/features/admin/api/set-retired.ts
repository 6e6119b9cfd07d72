import { apiPost } from '../../../lib/api-client';
import { useQuestionChange } from './get-question';

/** POST /api/admin/questions/{id}/retire or /restore. */
export function useSetRetired(id: number) {
  return useQuestionChange((retired: boolean) => apiPost<unknown>(`/admin/questions/${id}/${retired ? 'retire' : 'restore'}`, {}));
}
