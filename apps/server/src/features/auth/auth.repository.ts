import type { Db } from '../../db/database';
import type { NewUser } from '../../db/tables';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function emailOrUsernameTaken(db: Db, email: string, usernameKey: string, skeleton: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', email), eb('username_key', '=', usernameKey), eb('username_skeleton', '=', skeleton)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function insertResetToken(db: Db, row: { user_id: number; token_hash: string; expires_at: string; created_at: string }) {
  await db.insertInto('password_reset_tokens').values(row).execute();
}

export function findUsableResetToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first. */
export async function consumeResetToken(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('password_reset_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function retireOtherResetTokens(db: Db, userId: number, now: string) {
  await db.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** New password, and every token issued before is no longer accepted. */
export async function setPassword(db: Db, userId: number, passwordHash: string, now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', userId)
    .execute();
}

export async function bumpTokenVersion(db: Db, userId: number, now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', userId)
    .execute();
}
