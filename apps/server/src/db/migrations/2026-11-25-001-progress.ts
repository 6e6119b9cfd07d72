import { type Kysely, sql } from 'kysely';

/**
 * Progress aggregates, kept current by save-exam inside its transaction, so that the profile and the
 * leaderboard read a few indexed rows instead of scanning results (docs/product.md, Progress and leaderboard).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('hidden_from_leaderboard', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('quizzes_completed', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('percentage_sum', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('best_percentage', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('exams_passed', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  // Leaderboard (all time): the top of this index, and a learner's rank as a count above their points.
  await db.schema.createIndex('users_leaderboard').on('users').columns(['hidden_from_leaderboard', 'total_points desc', 'id']).execute();

  // Points earned per learner and local day: the daily cap.
  await db.schema
    .createTable('user_daily_points')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_daily_points_pk', ['user_id', 'day'])
    .execute();

  // Points per learner and week (the UTC Monday it starts on): the weekly leaderboard.
  await db.schema
    .createTable('user_weekly_points')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_weekly_points_pk', ['user_id', 'week'])
    .execute();
  await db.schema.createIndex('user_weekly_points_rank').on('user_weekly_points').columns(['week', 'points desc', 'user_id']).execute();

  // The last local day a question earned a learner points: at most once a day per question.
  await db.schema
    .createTable('user_question_points')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('last_day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_question_points_pk', ['user_id', 'question_id'])
    .execute();

  // Quizzes and answered questions per learner and topic: category progress and the all-topics badge.
  await db.schema
    .createTable('user_topic_progress')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_id', 'integer', (col) => col.notNull().references('topics.id'))
    .addColumn('quizzes', 'integer', (col) => col.notNull())
    .addColumn('questions', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_topic_progress_pk', ['user_id', 'topic_id'])
    .execute();

  // Per learner, certification and quiz type (topic or mixed): count, best and sum of scores.
  await db.schema
    .createTable('user_certification_stats')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('certification_id', 'integer', (col) => col.notNull().references('certifications.id'))
    .addColumn('quiz_type', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('max_score', 'integer', (col) => col.notNull())
    .addColumn('score_sum', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_certification_stats_pk', ['user_id', 'certification_id', 'quiz_type'])
    .execute();

  await db.schema.createIndex('topics_certification').on('topics').columns(['certification_id', 'sort_order']).execute();
  await db.schema.createIndex('certifications_category').on('certifications').column('category_id').execute();

  // Results saved before this migration count too (the weekly and daily points start from now).
  await sql`UPDATE users SET
    quizzes_completed = (SELECT COUNT(*) FROM quiz_results r WHERE r.user_id = users.id),
    percentage_sum = COALESCE((SELECT SUM(r.percentage) FROM quiz_results r WHERE r.user_id = users.id), 0),
    best_percentage = COALESCE((SELECT MAX(r.percentage) FROM quiz_results r WHERE r.user_id = users.id), 0),
    exams_passed = (SELECT COUNT(*) FROM quiz_results r WHERE r.user_id = users.id AND r.is_exam = 1 AND r.passed = 1)`.execute(db);
  await sql`INSERT INTO user_certification_stats (user_id, certification_id, quiz_type, total, max_score, score_sum)
    SELECT user_id, certification_id, CASE WHEN topic_id IS NULL THEN 'mixed' ELSE 'topic' END, COUNT(*), MAX(percentage), SUM(percentage)
    FROM quiz_results WHERE certification_id IS NOT NULL
    GROUP BY user_id, certification_id, CASE WHEN topic_id IS NULL THEN 'mixed' ELSE 'topic' END`.execute(db);
  await sql`INSERT INTO user_topic_progress (user_id, topic_id, quizzes, questions)
    SELECT a.user_id, q.topic_id, COUNT(DISTINCT a.id), COUNT(*)
    FROM attempt_answers aa JOIN quiz_attempts a ON a.id = aa.attempt_id JOIN questions q ON q.id = aa.question_id
    WHERE a.submitted_at IS NOT NULL
    GROUP BY a.user_id, q.topic_id`.execute(db);
}
