import { isPassed } from './pass-mark';

export type QuizMode = 'training' | 'exam';

export interface QuizScore {
  correctAnswers: number;
  totalQuestions: number;
  /** Whole percent, rounded down: 79.9% is not shown as 80%. */
  percentage: number;
  passed: boolean;
  /** Before the limits of `limitPoints`: every right answer counted. */
  points: number;
}

/** Points: 1 per right answer in training, 2 in an exam, plus 20 for passing an exam. */
export function quizPoints(mode: QuizMode, rightAnswers: number, passed: boolean): number {
  return mode === 'exam' ? rightAnswers * 2 + (passed ? 20 : 0) : rightAnswers;
}

export function scoreQuiz(mode: QuizMode, correctAnswers: number, totalQuestions: number): QuizScore {
  const percentage = totalQuestions > 0 ? Math.floor((correctAnswers * 100) / totalQuestions) : 0;
  const passed = isPassed(correctAnswers, totalQuestions);
  return { correctAnswers, totalQuestions, percentage, passed, points: quizPoints(mode, correctAnswers, passed) };
}

/**
 * Points mean learning (docs/product.md, Points, streaks and badges): the caller counts only right
 * answers to questions that have not earned this learner points today, and what a day earns is
 * capped. The streak bonus is paid first, then the quiz's points, until the cap is reached.
 */
export function limitPoints(input: { quizPoints: number; streakBonus: number; earnedToday: number; dailyCap: number }): { points: number; streakBonus: number } {
  let allowance = Math.max(0, input.dailyCap - input.earnedToday);
  const streakBonus = Math.min(input.streakBonus, allowance);
  allowance -= streakBonus;
  return { points: Math.min(input.quizPoints, allowance), streakBonus };
}

/** The UTC Monday (YYYY-MM-DD) of the week an instant falls in: the weekly leaderboard's key. */
export function weekKey(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
