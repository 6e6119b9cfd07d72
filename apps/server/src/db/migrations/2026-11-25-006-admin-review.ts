import type { Kysely } from 'kysely';

/**
 * Indexes for the admin review (docs/product.md, Administration): the feedback page lists active or
 * archived items newest first, and the triage list counts each question's open reports. The question
 * statistics read attempt_answers in its primary-key order (attempt, question): no index added there,
 * so answering a question costs no extra write.
 */
// Migrations see the schema of their day, not today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('question_feedback_list').on('question_feedback').columns(['archived', 'created_at']).execute();
  await db.schema.createIndex('question_feedback_question').on('question_feedback').columns(['question_id', 'archived', 'type']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('question_feedback_question').execute();
  await db.schema.dropIndex('question_feedback_list').execute();
}
