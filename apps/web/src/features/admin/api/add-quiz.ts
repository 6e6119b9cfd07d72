import { addQuizResponse, type AddQuizBody } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { refreshCatalogue } from './query-keys';

/** POST /api/add-quiz: the questions land in the quiz's topic (docs/decisions.md, Administration). */
export function useAddQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddQuizBody) => addQuizResponse.parse(await apiPost<unknown>('/add-quiz', body)),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
