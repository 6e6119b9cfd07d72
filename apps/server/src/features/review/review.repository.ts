import type { Db } from '../../db/database';

/** Every query of the review feature: reads of one learner's cards and results, and of the catalogue. */

/** The learner's cards on live questions, each with its certification: the summary. */
export function cardsByCertification(db: Db, userId: number) {
  return db
    .selectFrom('review_cards')
    .innerJoin('questions', 'questions.id', 'review_cards.question_id')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .select(['topics.certification_id', 'review_cards.due', 'review_cards.last_correct'])
    .where('review_cards.user_id', '=', userId)
    .where('questions.retired_at', 'is', null)
    .execute();
}

export function certificationsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('certifications').select(['id', 'name', 'slug']).where('id', 'in', ids).orderBy('id').execute();
}

export function findCertification(db: Db, certificationId: number) {
  return db.selectFrom('certifications').select(['id', 'name']).where('id', '=', certificationId).executeTakeFirst();
}

/** Live questions per certification. */
export async function liveQuestionsPerCertification(db: Db, certificationIds: number[]): Promise<Map<number, number>> {
  if (certificationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('questions')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .select(['topics.certification_id', (eb) => eb.fn.countAll().as('n')])
    .where('topics.certification_id', 'in', certificationIds)
    .where('questions.retired_at', 'is', null)
    .groupBy('topics.certification_id')
    .execute();
  return new Map(rows.map((row) => [row.certification_id, Number(row.n)]));
}

/** The certification's topics in study order, titled in `lang`, with their live questions counted. */
export async function topicsWithQuestionCounts(db: Db, certificationId: number, lang: string) {
  const rows = await db
    .selectFrom('topics')
    .leftJoin('topic_translations as tt', (join) => join.onRef('tt.topic_id', '=', 'topics.id').on('tt.lang', '=', lang))
    .leftJoin('questions', (join) => join.onRef('questions.topic_id', '=', 'topics.id').on('questions.retired_at', 'is', null))
    .select(['topics.id', 'topics.title', 'tt.title as translated', 'topics.sort_order', (eb) => eb.fn.count('questions.id').as('questions')])
    .where('topics.certification_id', '=', certificationId)
    .groupBy(['topics.id', 'topics.title', 'tt.title', 'topics.sort_order'])
    .orderBy('topics.sort_order')
    .orderBy('topics.id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.translated ?? row.title, questions: Number(row.questions) }));
}

/** Percentages of the learner's latest full mock exams of a certification since `since`. */
export async function recentExamPercentages(db: Db, userId: number, certificationId: number, since: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quiz_results')
    .select('percentage')
    .where('user_id', '=', userId)
    .where('certification_id', '=', certificationId)
    .where('mode', '=', 'exam')
    .where('topic_id', 'is', null)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.percentage);
}
