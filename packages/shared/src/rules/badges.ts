/** The badges and when they are earned; titles are shown as the spec's awardedBadge. */
export const BADGES = [
  { key: 'first-quiz', title: 'Primo passo', description: 'Completa il tuo primo quiz.' },
  { key: 'exam-passed', title: 'Promosso', description: 'Supera una simulazione d\'esame con almeno l\'80%.' },
  { key: 'perfect-score', title: 'Percorso netto', description: 'Rispondi correttamente a tutte le domande di un quiz da almeno 10 domande.' },
  { key: 'streak-3', title: 'Slancio di 3 giorni', description: 'Allenati 3 giorni di fila.' },
  { key: 'streak-7', title: 'Slancio di 7 giorni', description: 'Allenati 7 giorni di fila.' },
  { key: 'streak-30', title: 'Slancio di 30 giorni', description: 'Allenati 30 giorni di fila.' },
  { key: 'ten-quizzes', title: 'Costanza', description: 'Completa 10 quiz.' },
] as const;

export type BadgeKey = (typeof BADGES)[number]['key'];

export interface BadgeFacts {
  mode: 'training' | 'exam';
  correctAnswers: number;
  totalQuestions: number;
  passed: boolean;
  currentStreak: number;
  quizzesCompleted: number;
}

/** Every badge the facts of a finished quiz qualify for (already-held ones are filtered by the caller). */
export function qualifyingBadges(facts: BadgeFacts): BadgeKey[] {
  const keys: BadgeKey[] = [];
  if (facts.quizzesCompleted >= 1) keys.push('first-quiz');
  if (facts.mode === 'exam' && facts.passed) keys.push('exam-passed');
  if (facts.totalQuestions >= 10 && facts.correctAnswers === facts.totalQuestions) keys.push('perfect-score');
  if (facts.currentStreak >= 3) keys.push('streak-3');
  if (facts.currentStreak >= 7) keys.push('streak-7');
  if (facts.currentStreak >= 30) keys.push('streak-30');
  if (facts.quizzesCompleted >= 10) keys.push('ten-quizzes');
  return keys;
}
