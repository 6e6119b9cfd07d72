import { addCategoryResponse, addQuizResponse, addTopicResponse, type AddCategoryBody, type AddQuizBody, type AddTopicBody } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificationsQuery } from '../../../lib/certifications-query';
import { apiPost } from '../../../lib/api-client';
import { ADMIN_CATALOGUE_KEY } from './catalogue';

/** POST /api/add-category. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddCategoryBody) => addCategoryResponse.parse(await apiPost<unknown>('/add-category', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY }),
  });
}

/** POST /api/add-topic. */
export function useAddTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddTopicBody) => addTopicResponse.parse(await apiPost<unknown>('/add-topic', body)),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY }), queryClient.invalidateQueries({ queryKey: certificationsQuery.queryKey })]),
  });
}

/** POST /api/add-quiz: the questions land in the quiz's topic (docs/decisions.md, Administration). */
export function useAddQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddQuizBody) => addQuizResponse.parse(await apiPost<unknown>('/add-quiz', body)),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY }), queryClient.invalidateQueries({ queryKey: certificationsQuery.queryKey })]),
  });
}
