import { BADGES, CATEGORIES, CERTIFICATIONS, findCategoryBySlug } from '@certamen/shared';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';

/** Writes the shared catalogue's categories and certifications with their fixed ids; running it again changes nothing. */
export async function seedCatalogue(db: Db, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('categories')
      .values(CATEGORIES.map((category, index) => ({ id: category.id, slug: category.slug, name: category.name, sort_order: index, created_at: now })))
      // Name and counters are the admins' to edit once the category exists.
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    await trx
      .insertInto('certifications')
      .values(
        CERTIFICATIONS.map((certification) => ({
          id: certification.id,
          slug: certification.slug,
          category_id: findCategoryBySlug(certification.category)!.id,
          name: certification.name,
          vendor: certification.vendor,
          exam_minutes: certification.examMinutes,
          exam_questions: certification.examQuestions,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          category_id: eb.ref('excluded.category_id'),
          name: eb.ref('excluded.name'),
          vendor: eb.ref('excluded.vendor'),
          exam_minutes: eb.ref('excluded.exam_minutes'),
          exam_questions: eb.ref('excluded.exam_questions'),
        })),
      )
      .execute();
    await trx
      .insertInto('badges')
      .values(BADGES.map((badge) => ({ key: badge.key, title: badge.title.it, description: badge.description.it, image: `/badges/${badge.key}.svg`, created_at: now })))
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), description: eb.ref('excluded.description'), image: eb.ref('excluded.image') })))
      .execute();
  });
  await advancePostgresSequences(db, ['categories', 'certifications']);
}

/** Rows inserted with explicit ids leave a PostgreSQL serial behind; move it past them. */
export async function advancePostgresSequences(db: Db, tables: string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 1))`.execute(db);
  }
}
