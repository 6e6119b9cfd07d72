import type { User } from '@certamen/shared';
import type { Db } from '../db/database';
import type { UserRow } from '../db/tables';

/** The user record as every feature sends it to the browser (no hash, no token version). */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    is_premium: row.is_premium === 1,
    avatarUrl: row.avatar_url,
    language: row.language,
    current_streak: row.current_streak,
    best_streak: row.best_streak,
    total_points: row.total_points,
  };
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Premium users and admins see every topic and every explanation. */
export const isEntitled = (user: Pick<UserRow, 'role' | 'is_premium'>) => user.role === 'admin' || user.is_premium === 1;
