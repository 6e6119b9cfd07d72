import { hash } from '@node-rs/argon2';
import { usernameSkeleton } from '@certamen/shared';
import { ARGON2_OPTIONS } from '../common/password-hashing';
import type { Db } from '../db/database';

/**
 * Makes sure the configured admin account exists and has the admin role. An existing account
 * keeps its password: the variable bootstraps an account, it does not reset one on every start.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }, now: string): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const existing = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (existing) {
    if (existing.role !== 'admin') await db.updateTable('users').set({ role: 'admin', updated_at: now }).where('id', '=', existing.id).execute();
    return;
  }
  let username = email.split('@')[0] || 'admin';
  const taken = await db.selectFrom('users').select('id').where('username_key', '=', username.toLowerCase()).executeTakeFirst();
  if (taken) username = `${username}-admin`;
  await db
    .insertInto('users')
    .values({
      username,
      username_key: username.toLowerCase(),
      username_skeleton: (await skeletonTaken(db, usernameSkeleton(username))) ? `${usernameSkeleton(username)}#admin` : usernameSkeleton(username),
      email,
      password_hash: await hash(admin.password, ARGON2_OPTIONS),
      role: 'admin',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function skeletonTaken(db: Db, skeleton: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('username_skeleton', '=', skeleton).executeTakeFirst()) !== undefined;
}
