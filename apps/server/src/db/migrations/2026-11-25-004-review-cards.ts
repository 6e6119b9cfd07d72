import type { Kysely } from 'kysely';

/**
 * Spaced review (docs/product.md, Spaced review and readiness): one FSRS card per learner and question
 * answered, moved by every answer; and the streak freezes a learner holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_cards')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('due', 'text', (col) => col.notNull())
    .addColumn('stability', 'double precision', (col) => col.notNull())
    .addColumn('difficulty', 'double precision', (col) => col.notNull())
    .addColumn('scheduled_days', 'integer', (col) => col.notNull())
    .addColumn('learning_steps', 'integer', (col) => col.notNull())
    .addColumn('reps', 'integer', (col) => col.notNull())
    .addColumn('lapses', 'integer', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('last_review', 'text')
    .addColumn('last_correct', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_cards_pk', ['user_id', 'question_id'])
    .execute();
  // "Due today" and a review session read a learner's cards by due date.
  await db.schema.createIndex('review_cards_due').on('review_cards').columns(['user_id', 'due']).execute();

  await db.schema.alterTable('users').addColumn('streak_freezes', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}
