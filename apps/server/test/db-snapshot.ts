import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../src/db/database';

/** The row count of every table of the schema (found by introspection, so a new table is counted too), and the aggregates below. */
export async function rowCounts(db: Db): Promise<Record<string, number | string>> {
  return (await snapshotter(db))();
}

/**
 * A function that reads, in one query, the row count of every table plus what an update could change
 * without adding a row: users' token versions, visibility, roles, Premium and last update; submitted
 * attempts; questions edited, retired or re-keyed, their texts' lengths; archived feedback.
 */
export async function snapshotter(db: Db): Promise<() => Promise<Record<string, number | string>>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const columns: RawBuilder<unknown>[] = tables.map((name) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(name)}`);
  columns.push(
    sql`(select coalesce(sum(token_version), 0) from users) as users_token_versions`,
    sql`(select coalesce(sum(hidden_from_leaderboard), 0) from users) as users_hidden`,
    sql`(select coalesce(max(updated_at), '') from users) as users_updated`,
    sql`(select count(*) from quiz_attempts where submitted_at is not null) as attempts_submitted`,
    sql`(select count(*) from users where role = 'admin') as users_admins`,
    sql`(select coalesce(sum(is_premium), 0) from users) as users_premium`,
    sql`(select coalesce(max(updated_at), '') from questions) as questions_updated`,
    sql`(select coalesce(max(edited_at), '') from questions) as questions_edited`,
    sql`(select count(*) from questions where retired_at is not null) as questions_retired`,
    sql`(select coalesce(sum(correct_index + topic_id), 0) from questions) as questions_correct_and_topics`,
    sql`(select coalesce(sum(length(question) + length(answers) + coalesce(length(explanation), 0)), 0) from question_translations) as question_text_length`,
    sql`(select coalesce(sum(archived), 0) from question_feedback) as feedback_archived`,
  );
  const query = sql<Record<string, number | string>>`select ${sql.join(columns)}`;
  return async () => {
    const { rows } = await query.execute(db);
    return Object.fromEntries(Object.entries(rows[0]).map(([key, value]) => [key, typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value]));
  };
}
