import type { Db } from '../../db/database';

export function findTopic(db: Db, topicId: number) {
  return db.selectFrom('topics').select(['id', 'certification_id']).where('id', '=', topicId).executeTakeFirst();
}

/** Topic ids of a certification in study order (position decides which are free). */
export async function topicIdsInOrder(db: Db, certificationId: number): Promise<number[]> {
  const rows = await db.selectFrom('topics').select('id').where('certification_id', '=', certificationId).orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Every topic id, grouped by certification in study order; optionally only those of some certifications. */
export async function topicIdsByCertification(db: Db, certificationIds?: number[]): Promise<Map<number, number[]>> {
  let query = db.selectFrom('topics').select(['id', 'certification_id']).orderBy('certification_id').orderBy('sort_order').orderBy('id');
  if (certificationIds) query = query.where('certification_id', 'in', certificationIds.length ? certificationIds : [-1]);
  const groups = new Map<number, number[]>();
  for (const row of await query.execute()) groups.set(row.certification_id, [...(groups.get(row.certification_id) ?? []), row.id]);
  return groups;
}

export async function liveQuestionIds(db: Db, topicIds: number[]): Promise<number[]> {
  if (topicIds.length === 0) return [];
  const rows = await db.selectFrom('questions').select('id').where('topic_id', 'in', topicIds).where('retired_at', 'is', null).execute();
  return rows.map((row) => row.id);
}

export interface QuestionRow {
  id: number;
  topic_id: number;
  correct_index: number;
  certification_id: number;
  certification_name: string;
  topic_title: string;
  question: string;
  answers: string[];
  explanation: string | null;
}

/** Questions with their text in `lang` (Italian where a question lacks that language). */
export async function questionsWithText(db: Db, ids: number[], lang: string): Promise<Map<number, QuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('questions')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .innerJoin('certifications', 'certifications.id', 'topics.certification_id')
    .leftJoin('topic_translations as tt', (join) => join.onRef('tt.topic_id', '=', 'topics.id').on('tt.lang', '=', lang))
    .innerJoin('question_translations as qt', 'qt.question_id', 'questions.id')
    .select([
      'questions.id',
      'questions.topic_id',
      'questions.correct_index',
      'topics.certification_id',
      'certifications.name as certification_name',
      'topics.title as topic_default_title',
      'tt.title as topic_title',
      'qt.lang',
      'qt.question',
      'qt.answers',
      'qt.explanation',
    ])
    .where('questions.id', 'in', ids)
    .where('qt.lang', 'in', [lang, 'it'])
    .execute();
  const byId = new Map<number, QuestionRow>();
  for (const row of rows) {
    const existing = byId.get(row.id);
    if (existing && row.lang !== lang) continue;
    byId.set(row.id, {
      id: row.id,
      topic_id: row.topic_id,
      correct_index: row.correct_index,
      certification_id: row.certification_id,
      certification_name: row.certification_name,
      topic_title: row.topic_title ?? row.topic_default_title,
      question: row.question,
      answers: JSON.parse(row.answers) as string[],
      explanation: row.explanation,
    });
  }
  return byId;
}

export function findAttempt(db: Db, attemptId: string) {
  return db.selectFrom('quiz_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
}

export function attemptAnswers(db: Db, attemptId: string) {
  return db.selectFrom('attempt_answers').selectAll().where('attempt_id', '=', attemptId).execute();
}

export function findResultOfAttempt(db: Db, attemptId: string) {
  return db.selectFrom('quiz_results').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
}

export function userResults(db: Db, userId: number) {
  return db
    .selectFrom('quiz_results')
    .leftJoin('certifications', 'certifications.id', 'quiz_results.certification_id')
    .leftJoin('topics', 'topics.id', 'quiz_results.topic_id')
    .select([
      'quiz_results.id',
      'quiz_results.certification_id',
      'certifications.name as certification_name',
      'quiz_results.topic_id',
      'topics.title as topic_title',
      'quiz_results.category_id',
      'quiz_results.mode',
      'quiz_results.correct_answers',
      'quiz_results.total_questions',
      'quiz_results.percentage',
      'quiz_results.points',
      'quiz_results.passed',
      'quiz_results.created_at',
    ])
    .where('quiz_results.user_id', '=', userId)
    .orderBy('quiz_results.created_at', 'desc')
    .orderBy('quiz_results.id', 'desc')
    .execute();
}
