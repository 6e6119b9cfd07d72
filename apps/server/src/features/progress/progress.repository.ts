import type { Db } from '../../db/database';

/** Every query of the progress feature: indexed reads of one learner's rows and aggregates. */

export function findUserProgress(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'current_streak', 'best_streak', 'last_streak_day', 'streak_freezes', 'total_points', 'quizzes_completed', 'percentage_sum', 'best_percentage', 'exams_passed', 'hidden_from_leaderboard'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function badgesOf(db: Db, userId: number) {
  return db
    .selectFrom('badges')
    .leftJoin('user_badges as ub', (join) => join.onRef('ub.badge_id', '=', 'badges.id').on('ub.user_id', '=', userId))
    .select(['badges.id', 'badges.key', 'ub.awarded_at'])
    .orderBy('badges.id')
    .execute();
}

/** The newest results first, a page at a time or all of them (index quiz_results_user: user_id, created_at). */
export function resultsPage(db: Db, userId: number, page: { limit: number; offset: number } | null, lang: string) {
  const query = db
    .selectFrom('quiz_results')
    .leftJoin('certifications', 'certifications.id', 'quiz_results.certification_id')
    .leftJoin('topics', 'topics.id', 'quiz_results.topic_id')
    .leftJoin('topic_translations as tt', (join) => join.onRef('tt.topic_id', '=', 'quiz_results.topic_id').on('tt.lang', '=', lang))
    .select([
      'quiz_results.id',
      'quiz_results.attempt_id',
      'quiz_results.certification_id',
      'certifications.name as certification_name',
      'quiz_results.topic_id',
      'topics.title as topic_default_title',
      'tt.title as topic_title',
      'quiz_results.category_id',
      'quiz_results.mode',
      'quiz_results.correct_answers',
      'quiz_results.total_questions',
      'quiz_results.percentage',
      'quiz_results.points',
      'quiz_results.streak_bonus',
      'quiz_results.passed',
      'quiz_results.created_at',
    ])
    .where('quiz_results.user_id', '=', userId)
    .orderBy('quiz_results.created_at', 'desc')
    .orderBy('quiz_results.id', 'desc');
  return (page ? query.limit(page.limit).offset(page.offset) : query).execute();
}

/** Topics per category: the catalogue's size, a few hundred rows at most. */
export function topicsPerCategory(db: Db) {
  return db
    .selectFrom('categories')
    .leftJoin('certifications', 'certifications.category_id', 'categories.id')
    .leftJoin('topics', 'topics.certification_id', 'certifications.id')
    .select(['categories.id', 'categories.slug', 'categories.name', 'categories.sort_order', (eb) => eb.fn.count('topics.id').as('total_topics')])
    .groupBy(['categories.id', 'categories.slug', 'categories.name', 'categories.sort_order'])
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .execute();
}

/** One learner's topics practised and questions answered, per category. */
export function topicProgressByCategory(db: Db, userId: number) {
  return db
    .selectFrom('user_topic_progress as p')
    .innerJoin('topics', 'topics.id', 'p.topic_id')
    .innerJoin('certifications', 'certifications.id', 'topics.certification_id')
    .select(['certifications.category_id', (eb) => eb.fn.countAll().as('topics_practised'), (eb) => eb.fn.sum('p.questions').as('questions')])
    .where('p.user_id', '=', userId)
    .groupBy('certifications.category_id')
    .execute();
}

/** One learner's finished quizzes per category, from the per-certification aggregates. */
export function quizzesByCategory(db: Db, userId: number) {
  return db
    .selectFrom('user_certification_stats as s')
    .innerJoin('certifications', 'certifications.id', 's.certification_id')
    .select(['certifications.category_id', (eb) => eb.fn.sum('s.total').as('quizzes')])
    .where('s.user_id', '=', userId)
    .groupBy('certifications.category_id')
    .execute();
}

export function certificationStats(db: Db, userId: number, certificationId: number, quizTypes: ('topic' | 'mixed')[]) {
  return db
    .selectFrom('user_certification_stats')
    .select(['total', 'max_score', 'score_sum'])
    .where('user_id', '=', userId)
    .where('certification_id', '=', certificationId)
    .where('quiz_type', 'in', quizTypes)
    .execute();
}

export async function certificationExists(db: Db, certificationId: number): Promise<boolean> {
  return (await db.selectFrom('certifications').select('id').where('id', '=', certificationId).executeTakeFirst()) !== undefined;
}

export async function setHiddenFromLeaderboard(db: Db, userId: number, hidden: boolean, at: string): Promise<void> {
  await db.updateTable('users').set({ hidden_from_leaderboard: hidden ? 1 : 0, updated_at: at }).where('id', '=', userId).execute();
}
