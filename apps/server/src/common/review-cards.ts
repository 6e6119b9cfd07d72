import { nextReviewCard, type ReviewCardState } from '@certamen/shared';
import type { Db } from '../db/database';

/**
 * A learner's spaced-review cards (docs/product.md, Spaced review and readiness). The quiz feature moves
 * them inside the transaction that records answers; the review feature reads them. Neutral ground, so
 * neither feature imports the other.
 */

const CARD_COLUMNS = ['question_id', 'due', 'stability', 'difficulty', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review', 'last_correct'] as const;

/** The learner's cards for some questions, by question id. */
export async function cardsFor(db: Db, userId: number, questionIds: readonly number[]): Promise<Map<number, ReviewCardState>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db.selectFrom('review_cards').select(CARD_COLUMNS).where('user_id', '=', userId).where('question_id', 'in', [...questionIds]).execute();
  return new Map(rows.map(({ question_id, ...card }) => [question_id, card]));
}

/** Moves the learner's card of each answered question (a question seen for the first time gets one). */
export async function recordReviewAnswers(db: Db, userId: number, answers: readonly { questionId: number; correct: boolean }[], at: Date): Promise<void> {
  if (answers.length === 0) return;
  const existing = await cardsFor(db, userId, answers.map((answer) => answer.questionId));
  // One statement for the whole exam (a 90-question submit was 90 round trips); one row per question,
  // as one upsert may not touch a row twice.
  const rows = new Map(answers.map((answer) => [answer.questionId, { user_id: userId, question_id: answer.questionId, ...nextReviewCard(existing.get(answer.questionId) ?? null, answer.correct, at) }]));
  await db
    .insertInto('review_cards')
    .values([...rows.values()])
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => Object.fromEntries(CARD_COLUMNS.filter((column) => column !== 'question_id').map((column) => [column, eb.ref(`excluded.${column}`)]))))
    .execute();
}

/** The learner's cards for the live questions of some topics, with each question's topic. */
export async function cardsInTopics(db: Db, userId: number, topicIds: readonly number[]) {
  if (topicIds.length === 0) return [];
  const rows = await db
    .selectFrom('review_cards')
    .innerJoin('questions', 'questions.id', 'review_cards.question_id')
    .select(['questions.topic_id', ...CARD_COLUMNS.map((column) => `review_cards.${column}` as const)])
    .where('review_cards.user_id', '=', userId)
    .where('questions.topic_id', 'in', [...topicIds])
    .where('questions.retired_at', 'is', null)
    .execute();
  return rows.map(({ question_id, topic_id, ...card }) => ({ question_id, topic_id, card }));
}
