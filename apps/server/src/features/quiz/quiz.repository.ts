import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AttemptAnswersTable, QuizAttemptsTable, QuizResultsTable } from '../../db/tables';

/** Every query of the quiz feature. Each takes `db` or a transaction (same type) as its first argument. */

export function findTopic(db: Db, topicId: number) {
  return db.selectFrom('topics').select(['id', 'certification_id']).where('id', '=', topicId).executeTakeFirst();
}

export async function certificationExists(db: Db, certificationId: number): Promise<boolean> {
  return (await db.selectFrom('certifications').select('id').where('id', '=', certificationId).executeTakeFirst()) !== undefined;
}

export function findCategoryBySlug(db: Db, slug: string) {
  return db.selectFrom('categories').select(['id', 'slug']).where('slug', '=', slug).executeTakeFirst();
}

export async function certificationIdsInCategory(db: Db, categoryId: number): Promise<number[]> {
  return (await db.selectFrom('certifications').select('id').where('category_id', '=', categoryId).execute()).map((row) => row.id);
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

/** A question feedback may be about: retired ones too, not those of an import still in progress. */
export function findQuestion(db: Db, questionId: number) {
  return db.selectFrom('questions').select(['id', 'topic_id', 'correct_index']).where('id', '=', questionId).where('import_batch', 'is', null).executeTakeFirst();
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

/**
 * The texts and keys admins' edits replaced after `asOf`, i.e. what was live at that moment: per question,
 * the earliest revision replaced after it, by language (docs/decisions.md, Administration: versioned edits).
 */
async function revisionsAfter(db: Db, ids: number[], asOf: string, langs: string[]) {
  const rows = await db
    .selectFrom('question_revisions')
    .select(['question_id', 'lang', 'question', 'answers', 'explanation', 'correct_index', 'replaced_at'])
    .where('question_id', 'in', ids)
    .where('replaced_at', '>', asOf)
    .where('lang', 'in', langs)
    .orderBy('replaced_at')
    .orderBy('id')
    .execute();
  const first = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (!first.has(`${row.question_id}:${row.lang}`)) first.set(`${row.question_id}:${row.lang}`, row);
    if (!first.has(`${row.question_id}:*`)) first.set(`${row.question_id}:*`, row);
  }
  return first;
}

/**
 * Questions with their text in `lang` (Italian where a question lacks that language). With `asOf` (an
 * attempt's start), as they were then: an admin's later edit does not change what a past quiz showed.
 */
export async function questionsWithText(db: Db, ids: number[], lang: string, asOf?: string): Promise<Map<number, QuestionRow>> {
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
  if (asOf && byId.size > 0) {
    const revisions = await revisionsAfter(db, [...byId.keys()], asOf, [lang, 'it']);
    for (const row of byId.values()) {
      const key = revisions.get(`${row.id}:*`);
      if (!key) continue;
      const text = revisions.get(`${row.id}:${lang}`) ?? revisions.get(`${row.id}:it`);
      row.correct_index = key.correct_index;
      if (text) Object.assign(row, { question: text.question, answers: JSON.parse(text.answers) as string[], explanation: text.explanation });
    }
  }
  return byId;
}

/** The answer key of some questions: question id to the index of its right answer (as it was at `asOf`). */
export async function answerKeys(db: Db, questionIds: number[], asOf?: string): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db.selectFrom('questions').select(['id', 'correct_index']).where('id', 'in', questionIds).execute();
  const keys = new Map(rows.map((row) => [row.id, row.correct_index]));
  if (asOf) for (const [id, revision] of await revisionsAfter(db, questionIds, asOf, ['it'])) if (id.endsWith(':*')) keys.set(revision.question_id, revision.correct_index);
  return keys;
}

export async function insertAttempt(db: Db, attempt: Insertable<QuizAttemptsTable>): Promise<void> {
  await db.insertInto('quiz_attempts').values(attempt).execute();
}

export function findAttempt(db: Db, attemptId: string) {
  return db.selectFrom('quiz_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** Marks the attempt submitted; false when another submit got there first. */
export async function claimAttempt(db: Db, attemptId: string, at: string): Promise<boolean> {
  const claimed = await db.updateTable('quiz_attempts').set({ submitted_at: at }).where('id', '=', attemptId).where('submitted_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function attemptAnswers(db: Db, attemptId: string) {
  return db.selectFrom('attempt_answers').selectAll().where('attempt_id', '=', attemptId).execute();
}

/** Records answers; one already recorded for the same question is kept. Returns how many were new. */
export async function insertAnswers(db: Db, rows: Insertable<AttemptAnswersTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('attempt_answers')
    .values(rows)
    .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function heldBadgeKeys(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('user_badges').innerJoin('badges', 'badges.id', 'user_badges.badge_id').select('badges.key').where('user_badges.user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.key));
}

export async function awardBadges(db: Db, userId: number, keys: readonly string[], at: string): Promise<void> {
  if (keys.length === 0) return;
  const badges = await db.selectFrom('badges').select('id').where('key', 'in', keys).execute();
  await db.insertInto('user_badges').values(badges.map((badge) => ({ user_id: userId, badge_id: badge.id, awarded_at: at }))).execute();
}

export async function insertResult(db: Db, result: Insertable<QuizResultsTable>): Promise<void> {
  await db.insertInto('quiz_results').values(result).execute();
}

/** After a finished quiz: points, streak, and the learner's running totals (count, score sum, best, exams passed). */
export async function applyProgress(
  db: Db,
  userId: number,
  progress: { points: number; currentStreak: number; bestStreak: number; lastStreakDay: string | null; streakFreezes: number; percentage: number; examPassed: boolean },
  at: string,
) {
  await db
    .updateTable('users')
    .set((eb) => ({
      total_points: eb('total_points', '+', progress.points),
      current_streak: progress.currentStreak,
      best_streak: progress.bestStreak,
      last_streak_day: progress.lastStreakDay,
      streak_freezes: progress.streakFreezes,
      quizzes_completed: eb('quizzes_completed', '+', 1),
      percentage_sum: eb('percentage_sum', '+', progress.percentage),
      best_percentage: eb.case().when('best_percentage', '<', progress.percentage).then(progress.percentage).else(eb.ref('best_percentage')).end(),
      exams_passed: eb('exams_passed', '+', progress.examPassed ? 1 : 0),
      updated_at: at,
    }))
    .where('id', '=', userId)
    .execute();
}

export function findResultOfAttempt(db: Db, attemptId: string) {
  return db.selectFrom('quiz_results').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
}
export type ResultRow = NonNullable<Awaited<ReturnType<typeof findResultOfAttempt>>>;

export async function insertFeedback(db: Db, row: { user_id: number; question_id: number; topic_id: number | null; type: string; description: string | null; created_at: string }): Promise<number> {
  const inserted = await db.insertInto('question_feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}


/** Of these questions, the ones that already earned this learner points on `day`. */
export async function questionsAwardedOn(db: Db, userId: number, questionIds: number[], day: string): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db.selectFrom('user_question_points').select('question_id').where('user_id', '=', userId).where('question_id', 'in', questionIds).where('last_day', '=', day).execute();
  return new Set(rows.map((row) => row.question_id));
}

export async function markQuestionsAwarded(db: Db, userId: number, questionIds: number[], day: string): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .insertInto('user_question_points')
    .values(questionIds.map((question_id) => ({ user_id: userId, question_id, last_day: day })))
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet({ last_day: day }))
    .execute();
}

export async function pointsEarnedOn(db: Db, userId: number, day: string): Promise<number> {
  const row = await db.selectFrom('user_daily_points').select('points').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return row?.points ?? 0;
}

/** Adds points to the learner's day and week (the daily cap and the weekly leaderboard). */
export async function addDatedPoints(db: Db, userId: number, points: number, day: string, week: string): Promise<void> {
  if (points <= 0) return;
  await db
    .insertInto('user_daily_points')
    .values({ user_id: userId, day, points })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({ points: eb('user_daily_points.points', '+', points) })))
    .execute();
  await db
    .insertInto('user_weekly_points')
    .values({ user_id: userId, week, points })
    .onConflict((oc) => oc.columns(['user_id', 'week']).doUpdateSet((eb) => ({ points: eb('user_weekly_points.points', '+', points) })))
    .execute();
}

/** Counts a finished quiz in the learner's per-topic progress: questions answered per topic. */
export async function addTopicProgress(db: Db, userId: number, answeredPerTopic: Map<number, number>): Promise<void> {
  for (const [topicId, questions] of answeredPerTopic) {
    await db
      .insertInto('user_topic_progress')
      .values({ user_id: userId, topic_id: topicId, quizzes: 1, questions })
      .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doUpdateSet((eb) => ({ quizzes: eb('user_topic_progress.quizzes', '+', 1), questions: eb('user_topic_progress.questions', '+', questions) })))
      .execute();
  }
}

/** Topics of a certification the learner has not finished a quiz on yet. */
export async function unpractisedTopicCount(db: Db, userId: number, certificationId: number): Promise<number> {
  const row = await db
    .selectFrom('topics')
    .leftJoin('user_topic_progress as p', (join) => join.onRef('p.topic_id', '=', 'topics.id').on('p.user_id', '=', userId))
    .select((eb) => eb.fn.countAll().as('n'))
    .where('topics.certification_id', '=', certificationId)
    .where('p.user_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addCertificationStats(db: Db, userId: number, certificationId: number, quizType: 'topic' | 'mixed', percentage: number): Promise<void> {
  await db
    .insertInto('user_certification_stats')
    .values({ user_id: userId, certification_id: certificationId, quiz_type: quizType, total: 1, max_score: percentage, score_sum: percentage })
    .onConflict((oc) =>
      oc.columns(['user_id', 'certification_id', 'quiz_type']).doUpdateSet((eb) => ({
        total: eb('user_certification_stats.total', '+', 1),
        score_sum: eb('user_certification_stats.score_sum', '+', percentage),
        max_score: eb.case().when('user_certification_stats.max_score', '<', percentage).then(percentage).else(eb.ref('user_certification_stats.max_score')).end(),
      })),
    )
    .execute();
}

/** The question ids answered in an attempt, with their topic: for per-topic progress. */
export async function answeredTopics(db: Db, attemptId: string) {
  return db.selectFrom('attempt_answers').innerJoin('questions', 'questions.id', 'attempt_answers.question_id').select(['attempt_answers.question_id', 'attempt_answers.correct', 'questions.topic_id']).where('attempt_answers.attempt_id', '=', attemptId).execute();
}

/** The certification's name and the topic's title (in the attempt's language) of an attempt. */
export async function attemptNames(db: Db, attempt: Pick<AttemptRow, 'certification_id' | 'topic_id' | 'lang'>) {
  const certification = attempt.certification_id === null ? undefined : await db.selectFrom('certifications').select('name').where('id', '=', attempt.certification_id).executeTakeFirst();
  const topic =
    attempt.topic_id === null
      ? undefined
      : await db
          .selectFrom('topics')
          .leftJoin('topic_translations as tt', (join) => join.onRef('tt.topic_id', '=', 'topics.id').on('tt.lang', '=', attempt.lang))
          .select(['topics.title', 'tt.title as translated'])
          .where('topics.id', '=', attempt.topic_id)
          .executeTakeFirst();
  return { certification_name: certification?.name ?? null, topic_title: topic ? (topic.translated ?? topic.title) : null };
}
