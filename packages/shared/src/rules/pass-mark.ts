/** docs/product.md, Quizzes: an exam is passed at 80%. */
export const PASS_PERCENT = 80;

/** docs/product.md, Quizzes: pass when correct >= 80% of the questions, rounded up (10 questions need 8; 36 need 29). */
export function correctAnswersToPass(totalQuestions: number): number {
  return Math.ceil((totalQuestions * PASS_PERCENT) / 100);
}

export function isPassed(correctAnswers: number, totalQuestions: number): boolean {
  return totalQuestions > 0 && correctAnswers >= correctAnswersToPass(totalQuestions);
}
