import { usernameSkeleton } from '@certamen/shared';
import type { Kysely } from 'kysely';

/**
 * The skeleton of each username (rules/username.ts): a new name is refused when it only looks like an
 * existing one. Names that already collide keep working; the later ones get a skeleton of their own.
 */
// Migrations see the schema of their day, not today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('username_skeleton', 'text').execute();
  const users: { id: number; username: string }[] = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
  const taken = new Set<string>();
  for (const user of users) {
    const skeleton = usernameSkeleton(user.username);
    const value = taken.has(skeleton) ? `${skeleton}#${user.id}` : skeleton;
    taken.add(value);
    await db.updateTable('users').set({ username_skeleton: value }).where('id', '=', user.id).execute();
  }
  await db.schema.createIndex('users_username_skeleton').on('users').column('username_skeleton').unique().execute();
}
