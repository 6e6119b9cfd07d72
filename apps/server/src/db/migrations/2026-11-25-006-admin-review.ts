import type { Kysely } from 'kysely';

/**
 * Indexes for the admin review (docs/product.md, Administration): question statistics group first
 * answers by question, and the feedback page lists active or archived items newest first and counts
 * each question's open reports.
 */
// Migrations see the schema of their day, not today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The primary key (attempt_id, question_id) serves per-attempt sums; this one serves per-question ones.
  await db.schema.createIndex('attempt_answers_question').on('attempt_answers').columns(['question_id', 'correct']).execute();
  await db.schema.createIndex('question_feedback_list').on('question_feedback').columns(['archived', 'created_at']).execute();
  await db.schema.createIndex('question_feedback_question').on('question_feedback').columns(['question_id', 'archived', 'type']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('question_feedback_question').execute();
  await db.schema.dropIndex('question_feedback_list').execute();
  await db.schema.dropIndex('attempt_answers_question').execute();
}
