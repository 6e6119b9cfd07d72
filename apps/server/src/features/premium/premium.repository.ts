import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PremiumInterestTable } from '../../db/tables';

/** Every query of the premium feature: the interest answers, their counter and the admin's tallies. */

export async function insertInterest(db: Db, row: Insertable<PremiumInterestTable>): Promise<number> {
  const inserted = await db.insertInto('premium_interest').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * People who said yes: a learner counts once however often they answer, an anonymous answer (the
 * interest page without an account) counts as one person each.
 */
export async function countInterested(db: Db): Promise<number> {
  const row = await db
    .selectFrom('premium_interest')
    .select((eb) => [
      eb.fn.count<string | number>('user_id').distinct().as('learners'),
      eb.fn.sum<string | number | null>(eb.case().when('user_id', 'is', null).then(1).else(0).end()).as('anonymous'),
    ])
    .where('answer', '=', 'si')
    .executeTakeFirstOrThrow();
  return Number(row.learners) + Number(row.anonymous ?? 0);
}

export async function countAll(db: Db): Promise<number> {
  const row = await db.selectFrom('premium_interest').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function countByAnswer(db: Db) {
  return db.selectFrom('premium_interest').select((eb) => ['answer', eb.fn.countAll<string | number>().as('n')]).groupBy('answer').execute();
}

export function countByPrice(db: Db) {
  return db
    .selectFrom('premium_interest')
    .select((eb) => ['price_suggestion', eb.fn.countAll<string | number>().as('n')])
    .groupBy('price_suggestion')
    .execute();
}

/** The newest answers first, with the learner's username where there is one. */
export function listInterest(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('premium_interest as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'u.username', 'p.answer', 'p.email', 'p.feedback', 'p.lang', 'p.price_suggestion', 'p.created_at'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
