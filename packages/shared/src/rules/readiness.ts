/**
 * Mastery per topic and readiness per certification (docs/product.md, Spaced review and readiness;
 * the model is written down in docs/decisions.md). Pure arithmetic: the recall probabilities come
 * from rules/spaced-review.ts on the server, so the web can use this file without loading FSRS.
 */

export type ReadinessLevel = 'ready' | 'almost' | 'not-yet';

/** At or above: "ready" (the exam's pass mark) and "almost". */
export const READINESS_THRESHOLDS = { ready: 0.8, almost: 0.6 } as const;
/** Share of readiness taken from recent full exams, when there are any. */
export const EXAM_SCORE_WEIGHT = 0.3;
/** Which exams count as recent: the latest few, within a month. */
export const RECENT_EXAMS = { count: 3, days: 30 } as const;

/**
 * A topic's mastery: the chance of answering one of its questions right now, averaged over all of its
 * live questions, an unseen question counting as not known.
 */
export function topicMastery(knownProbabilities: readonly number[], liveQuestions: number): number {
  if (liveQuestions <= 0) return 0;
  const sum = knownProbabilities.reduce((total, p) => total + p, 0);
  return Math.min(1, Math.max(0, sum / liveQuestions));
}

/**
 * Readiness: the expected share of right answers on the real exam. Topic masteries weighted by the
 * topic's share of the exam, blended with the mean of recent full-exam scores (0..1) when there are any.
 */
export function readinessEstimate(topics: readonly { weight: number; mastery: number }[], recentExamScores: readonly number[] = []): number {
  const totalWeight = topics.reduce((sum, topic) => sum + topic.weight, 0);
  const fromCards = totalWeight > 0 ? topics.reduce((sum, topic) => sum + topic.weight * topic.mastery, 0) / totalWeight : 0;
  if (recentExamScores.length === 0) return clamp01(fromCards);
  const exams = recentExamScores.reduce((sum, score) => sum + score, 0) / recentExamScores.length;
  return clamp01((1 - EXAM_SCORE_WEIGHT) * fromCards + EXAM_SCORE_WEIGHT * exams);
}

export function readinessLevel(readiness: number): ReadinessLevel {
  if (readiness >= READINESS_THRESHOLDS.ready) return 'ready';
  if (readiness >= READINESS_THRESHOLDS.almost) return 'almost';
  return 'not-yet';
}

/**
 * The topics that cost the most readiness: below the pass mark, ordered by what they cost (their weight
 * times the mastery missing up to the pass mark), at most `limit`.
 */
export function topicsHoldingBack<T extends { weight: number; mastery: number }>(topics: readonly T[], limit = 3): T[] {
  const cost = (topic: T) => topic.weight * (READINESS_THRESHOLDS.ready - topic.mastery);
  return topics.filter((topic) => topic.mastery < READINESS_THRESHOLDS.ready).sort((a, b) => cost(b) - cost(a)).slice(0, limit);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
