import type { Db } from '../../db/database';

/** Every query of the leaderboard: the top of an index, and a rank as a count above a score. */

export const TOP = 50;

export function topAllTime(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'total_points as points'])
    .where('hidden_from_leaderboard', '=', 0)
    .where('total_points', '>', 0)
    .orderBy('total_points', 'desc')
    .orderBy('id')
    .limit(TOP)
    .execute();
}

export function topOfWeek(db: Db, week: string) {
  return db
    .selectFrom('user_weekly_points as w')
    .innerJoin('users', 'users.id', 'w.user_id')
    .select(['users.id', 'users.username', 'w.points'])
    .where('w.week', '=', week)
    .where('users.hidden_from_leaderboard', '=', 0)
    .where('w.points', '>', 0)
    .orderBy('w.points', 'desc')
    .orderBy('w.user_id')
    .limit(TOP)
    .execute();
}

export function findUser(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'total_points', 'hidden_from_leaderboard']).where('id', '=', userId).executeTakeFirst();
}

export async function weekPoints(db: Db, userId: number, week: string): Promise<number> {
  return (await db.selectFrom('user_weekly_points').select('points').where('user_id', '=', userId).where('week', '=', week).executeTakeFirst())?.points ?? 0;
}

/** Visible learners with more points than `points`, ties broken by the smaller id, as the list orders them. */
export async function countAheadAllTime(db: Db, userId: number, points: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('hidden_from_leaderboard', '=', 0)
    .where('id', '!=', userId)
    .where((eb) => eb.or([eb('total_points', '>', points), eb.and([eb('total_points', '=', points), eb('id', '<', userId)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAheadInWeek(db: Db, userId: number, week: string, points: number): Promise<number> {
  const row = await db
    .selectFrom('user_weekly_points as w')
    .innerJoin('users', 'users.id', 'w.user_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('w.week', '=', week)
    .where('users.hidden_from_leaderboard', '=', 0)
    .where('users.id', '!=', userId)
    .where((eb) => eb.or([eb('w.points', '>', points), eb.and([eb('w.points', '=', points), eb('users.id', '<', userId)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
