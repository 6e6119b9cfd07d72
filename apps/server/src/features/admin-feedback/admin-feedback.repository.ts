import type { FeedbackType } from '@certamen/shared';
import type { Db } from '../../db/database';

/** Every query of the feedback review (indexes question_feedback_list and question_feedback_question). */

export interface FeedbackFilter {
  type?: FeedbackType;
  archived?: boolean;
  questionId?: number;
}

/** Newest first; the question and topic titled in `lang`, else in Italian (every bank question has it). */
export function listFeedback(db: Db, filter: FeedbackFilter, lang: string, page: { limit: number; offset: number }) {
  let query = db
    .selectFrom('question_feedback as f')
    .innerJoin('questions as q', 'q.id', 'f.question_id')
    .innerJoin('topics as t', 't.id', 'q.topic_id')
    .innerJoin('certifications as c', 'c.id', 't.certification_id')
    .leftJoin('question_translations as qt', (join) => join.onRef('qt.question_id', '=', 'q.id').on('qt.lang', '=', lang))
    .leftJoin('question_translations as qi', (join) => join.onRef('qi.question_id', '=', 'q.id').on('qi.lang', '=', 'it'))
    .leftJoin('topic_translations as tt', (join) => join.onRef('tt.topic_id', '=', 't.id').on('tt.lang', '=', lang))
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .select((eb) => [
      'f.id',
      'f.type',
      'f.question_id',
      eb.fn.coalesce('qt.question', 'qi.question').as('question'),
      'q.topic_id',
      eb.fn.coalesce('tt.title', 't.title').as('topic_title'),
      'c.id as certification_id',
      'c.name as certification_name',
      'f.description',
      'u.username',
      'f.created_at',
      'f.archived',
    ]);
  if (filter.type) query = query.where('f.type', '=', filter.type);
  if (filter.archived !== undefined) query = query.where('f.archived', '=', filter.archived ? 1 : 0);
  if (filter.questionId) query = query.where('f.question_id', '=', filter.questionId);
  return query.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** Items per type and archived flag: at most six rows. */
export function countsByType(db: Db) {
  return db
    .selectFrom('question_feedback')
    .select(['type', 'archived', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['type', 'archived'])
    .execute();
}

export function findFeedback(db: Db, id: number) {
  return db.selectFrom('question_feedback').select(['id', 'archived']).where('id', '=', id).executeTakeFirst();
}

/** Archives an active item; true when this call did it. */
export async function archiveFeedback(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('question_feedback').set({ archived: 1 }).where('id', '=', id).where('archived', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an active item (archived ones are read-only); true when this call did it. */
export async function deleteActiveFeedback(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('question_feedback').where('id', '=', id).where('archived', '=', 0).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
