import { isPassed } from './pass-mark';

export type QuizMode = 'training' | 'exam';

export interface QuizScore {
  correctAnswers: number;
  totalQuestions: number;
  /** Whole percent, rounded down: 79.9% is not shown as 80%. */
  percentage: number;
  passed: boolean;
  points: number;
}

/** Points: 1 per right answer in training, 2 in an exam, plus 20 for passing an exam. */
export function scoreQuiz(mode: QuizMode, correctAnswers: number, totalQuestions: number): QuizScore {
  const percentage = totalQuestions > 0 ? Math.floor((correctAnswers * 100) / totalQuestions) : 0;
  const passed = isPassed(correctAnswers, totalQuestions);
  const points = mode === 'exam' ? correctAnswers * 2 + (passed ? 20 : 0) : correctAnswers;
  return { correctAnswers, totalQuestions, percentage, passed, points };
}
