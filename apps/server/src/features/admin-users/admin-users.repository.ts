import { sql } from 'kysely';
import { containsPattern, likeEscaped } from '../../common/like';
import type { Db } from '../../db/database';

/** Every query of the users administration. */

const COLUMNS = ['id', 'username', 'email', 'role', 'is_premium', 'total_points', 'created_at'] as const;

function matching(db: Db, q: string | undefined) {
  const query = db.selectFrom('users');
  if (!q) return query;
  const pattern = containsPattern(q);
  // username_key and email are stored lower-cased, so the search ignores case on both dialects.
  return query.where((eb) => eb.or([likeEscaped(sql.ref('username_key'), pattern), likeEscaped(sql.ref('email'), pattern)]));
}

export function usersPage(db: Db, q: string | undefined, page: { limit: number; offset: number }) {
  return matching(db, q).select(COLUMNS).orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function countUsers(db: Db, q: string | undefined): Promise<number> {
  const row = await matching(db, q).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function updateUser(db: Db, id: number, changes: { role?: string; is_premium?: number }, at: string) {
  await db.updateTable('users').set({ ...changes, updated_at: at }).where('id', '=', id).execute();
}
