import type { Kysely } from 'kysely';

/**
 * Chunked imports (docs/decisions.md, Administration): an import writes its questions in short
 * transactions, tagged with its batch id and retired so nothing serves them, then one last transaction
 * clears both at once. The index finds a batch to publish or to delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('import_batch', 'text').execute();
  await db.schema.createIndex('questions_import_batch').on('questions').column('import_batch').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('questions_import_batch').execute();
  await db.schema.alterTable('questions').dropColumn('import_batch').execute();
}
