import { createEmptyCard, fsrs, Rating, State, type FSRS, type Grade } from 'ts-fsrs';

/**
 * Spaced review with FSRS (docs/product.md, Spaced review and readiness). The scheduler's parameters
 * live here and nowhere else: every answered question moves the learner's card for it.
 *
 * - `request_retention` 0.9: a card is due when the chance of still knowing it falls to 90%.
 * - `enable_short_term` false: a quiz is not a flashcard deck; a missed question comes back the next
 *   day, not in ten minutes, so "due today" means something.
 * - `enable_fuzz` false: the same answers give the same schedule (tests, and fairness between learners).
 * - `maximum_interval` one year: certifications are renewed; a question is seen at least yearly.
 */
export const REVIEW_SCHEDULER_PARAMS = {
  request_retention: 0.9,
  maximum_interval: 365,
  enable_fuzz: false,
  enable_short_term: false,
} as const;

/** Questions served in one review session. */
export const REVIEW_SESSION_SIZE = 10;

/** One learner's memory of one question, as stored (timestamps are ISO strings in UTC). */
export interface ReviewCardState {
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  last_review: string | null;
  /** Whether the latest answer was right (1) or wrong (0). */
  last_correct: number;
}

let scheduler: FSRS | undefined;
/** Built on first use: importing this module costs nothing until a card is scheduled. */
function reviewScheduler(): FSRS {
  scheduler ??= fsrs(REVIEW_SCHEDULER_PARAMS);
  return scheduler;
}

function toFsrsCard(card: ReviewCardState | null, at: Date) {
  if (!card) return createEmptyCard(at);
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: card.last_review ? new Date(card.last_review) : undefined,
  };
}

/**
 * The rating of an answer: wrong is Again, right is Good. How long ago the question was last seen is
 * not folded into the rating: FSRS takes the real time between answers itself, so a right answer
 * after a long gap (low recall probability) raises stability far more than one the next day.
 */
export function ratingFor(correct: boolean): Grade {
  return correct ? Rating.Good : Rating.Again;
}

/** The card after answering its question at `at` (a missing card is a question never answered before). */
export function nextReviewCard(card: ReviewCardState | null, correct: boolean, at: Date): ReviewCardState {
  // An answer timestamped before the last review (clock skew between servers) counts as given at that review.
  const last = card?.last_review ? new Date(card.last_review) : null;
  const when = last && last.getTime() > at.getTime() ? last : at;
  const next = reviewScheduler().next(toFsrsCard(card, when), when, ratingFor(correct)).card;
  return {
    due: next.due.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    scheduled_days: next.scheduled_days,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    last_review: (next.last_review ?? when).toISOString(),
    last_correct: correct ? 1 : 0,
  };
}

/** FSRS's probability that the learner still recalls the card's answer at `at` (0 for a question never answered). */
export function recallProbability(card: ReviewCardState | null, at: Date): number {
  if (!card || card.state === State.New || card.last_review === null) return 0;
  return reviewScheduler().get_retrievability(toFsrsCard(card, at), at, false);
}

/**
 * The chance the learner would answer the question right now: the recall probability when their
 * latest answer was right, 0 when it was wrong (having been shown the key is not knowing it) or the
 * question is unseen. Mastery and readiness are built from this (rules/readiness.ts).
 */
export function knownProbability(card: ReviewCardState | null, at: Date): number {
  return card && card.last_correct === 1 ? recallProbability(card, at) : 0;
}

/**
 * The questions of a review session: those due by `dueBy` first (earliest due first), then the rest by
 * how likely they are forgotten (lowest recall first); at most `size`.
 */
export function pickReviewQuestions<T extends { question_id: number; card: ReviewCardState }>(cards: readonly T[], at: Date, dueBy: Date, size = REVIEW_SESSION_SIZE): number[] {
  const due = cards.filter((entry) => new Date(entry.card.due).getTime() <= dueBy.getTime()).sort((a, b) => a.card.due.localeCompare(b.card.due) || a.question_id - b.question_id);
  const dueIds = new Set(due.map((entry) => entry.question_id));
  const rest = cards
    .filter((entry) => !dueIds.has(entry.question_id))
    .map((entry) => ({ id: entry.question_id, recall: knownProbability(entry.card, at) }))
    .sort((a, b) => a.recall - b.recall || a.id - b.id);
  return [...due.map((entry) => entry.question_id), ...rest.map((entry) => entry.id)].slice(0, size);
}
