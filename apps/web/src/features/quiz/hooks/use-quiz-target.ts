import { findCategoryBySlug } from '@certamen/shared';
import { useParams } from 'react-router';
import type { QuizTarget } from '../api/start-attempt';

const ID = /^[1-9]\d{0,9}$/;

/** /quiz/topic/{topicId}, /quiz/{certificationId}/mixed, /quiz/{categorySlug}/mixed and /quiz/review/{certificationId}; null for anything else. */
export function useQuizTarget(): QuizTarget | null {
  const { topicId, quizId, reviewCertificationId } = useParams();
  if (reviewCertificationId !== undefined) return ID.test(reviewCertificationId) ? { kind: 'review', certificationId: Number(reviewCertificationId) } : null;
  if (topicId !== undefined) return ID.test(topicId) ? { kind: 'topic', topicId: Number(topicId) } : null;
  if (quizId === undefined) return null;
  if (ID.test(quizId)) return { kind: 'certification', certificationId: Number(quizId) };
  return findCategoryBySlug(quizId) ? { kind: 'category', categorySlug: quizId } : null;
}
