import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The question editor (docs/product.md, Administration): `edited_at` marks a question an admin
 * changed, so the start-up seed leaves it alone; `question_revisions` keeps each text an edit
 * replaced, so a past attempt's review shows the question as the learner saw it.
 */
// Migrations see the schema of their day, not today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('edited_at', 'text').execute();
  const table = db.schema.createTable('question_revisions');
  await (db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('explanation', 'text')
    .addColumn('correct_index', 'integer', (col) => col.notNull())
    /** When this text stopped being the live one: it was shown to attempts started before. */
    .addColumn('replaced_at', 'text', (col) => col.notNull())
    .addColumn('edited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('question_revisions_question').on('question_revisions').columns(['question_id', 'replaced_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('question_revisions').execute();
  await db.schema.alterTable('questions').dropColumn('edited_at').execute();
}
