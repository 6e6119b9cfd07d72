// A realistic large data set for the benchmark (docs/performance.md): 100,000 learners, 2,000,000
// results, 20,000 questions in four languages, with the aggregates save-exam would have kept.
// Runs against DATABASE_URL (PostgreSQL) or SQLITE_PATH, on top of the normal migrations and seed.
//   npm run seed:large              (SQLITE_PATH defaults to ./data/large.sqlite)
import { hash } from '@node-rs/argon2';
import { CATEGORIES, LANGUAGES, usernameSkeleton, weekKey } from '@certamen/shared';
import { ARGON2_OPTIONS } from '../apps/server/src/common/password-hashing';
import { loadConfig } from '../apps/server/src/config';
import { createDb, migrateToLatest, type Db } from '../apps/server/src/db/database';
import { seed } from '../apps/server/src/seed/seed';
import { advancePostgresSequences } from '../apps/server/src/seed/seed-catalogue';

const LEARNERS = Number(process.env.LARGE_LEARNERS ?? 100_000);
const RESULTS = Number(process.env.LARGE_RESULTS ?? 2_000_000);
const QUESTIONS = Number(process.env.LARGE_QUESTIONS ?? 20_000);
const BATCH = 1000;
/** The password of every generated learner (the benchmark logs in as some of them). */
export const LARGE_PASSWORD = 'bench-pass1';

// A seeded generator: the same data set every time.
let state = 0x9e3779b9;
const random = () => {
  state |= 0;
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function main() {
  process.env.SQLITE_PATH ??= './data/large.sqlite';
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const db = createDb(config.database);
  const started = Date.now();
  await migrateToLatest(db);
  await seed(db, config);
  const already = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', 'like', 'large%@example.com').executeTakeFirstOrThrow();
  if (Number(already.n) >= LEARNERS) {
    console.log(`already seeded: ${already.n} generated learners in ${config.database.kind}`);
    await db.destroy();
    return;
  }
  const now = new Date();
  const stamp = now.toISOString();
  await addQuestions(db, stamp);
  await addLearnersAndResults(db, now);
  await advancePostgresSequences(db, ['users', 'questions', 'quiz_results']);
  console.log(`seeded ${config.database.kind} in ${Math.round((Date.now() - started) / 1000)} s`);
  await db.destroy();
}

/** Synthetic questions spread over every topic, until the bank holds QUESTIONS. */
async function addQuestions(db: Db, stamp: string) {
  const existing = Number((await db.selectFrom('questions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const topics = (await db.selectFrom('topics').select('id').execute()).map((row) => row.id);
  const missing = Math.max(0, QUESTIONS - existing);
  let nextId = Number((await db.selectFrom('questions').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0) + 1;
  for (let done = 0; done < missing; done += BATCH) {
    const questions = Array.from({ length: Math.min(BATCH, missing - done) }, () => ({
      id: nextId++,
      topic_id: pick(topics),
      key: `large-${nextId}`,
      difficulty: pick(['easy', 'medium', 'hard']),
      correct_index: Math.floor(random() * 4),
      created_at: stamp,
      updated_at: stamp,
    }));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('questions').values(questions).execute();
      const translations = questions.flatMap((question) =>
        LANGUAGES.map((lang) => ({
          question_id: question.id,
          lang,
          question: `[${lang}] Synthetic question ${question.id}: which option completes the scenario of a company that needs a resilient, secure design?`,
          answers: JSON.stringify([0, 1, 2, 3].map((i) => `[${lang}] Option ${i + 1} for question ${question.id}, a plausible configuration choice`)),
          explanation: `[${lang}] Option ${question.correct_index + 1} is right because it meets every constraint; the others each miss one.`,
        })),
      );
      await inBatches(translations, (batch) => trx.insertInto('question_translations').values(batch).execute());
    });
  }
  console.log(`questions: ${existing} + ${missing}`);
}

async function addLearnersAndResults(db: Db, now: Date) {
  const passwordHash = await hash(LARGE_PASSWORD, ARGON2_OPTIONS);
  const certifications = await db.selectFrom('certifications').select(['id', 'category_id']).execute();
  const topicsByCertification = new Map<number, number[]>();
  for (const topic of await db.selectFrom('topics').select(['id', 'certification_id']).execute()) {
    topicsByCertification.set(topic.certification_id, [...(topicsByCertification.get(topic.certification_id) ?? []), topic.id]);
  }
  const practised = certifications.filter((c) => topicsByCertification.has(c.id));
  const firstId = Number((await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0) + 1;
  const week = weekKey(now);
  const perLearner = RESULTS / LEARNERS;
  let results = 0;
  for (let from = 0; from < LEARNERS; from += BATCH) {
    const users = [];
    const resultRows = [];
    const stats = new Map<string, { user_id: number; certification_id: number; quiz_type: 'topic' | 'mixed'; total: number; max_score: number; score_sum: number }>();
    const weekly = [];
    const topicProgress = new Map<string, { user_id: number; topic_id: number; quizzes: number; questions: number }>();
    for (let i = from; i < Math.min(from + BATCH, LEARNERS); i += 1) {
      const id = firstId + i;
      // Some learners do a lot, most a little: about RESULTS / LEARNERS each on average.
      const count = Math.max(1, Math.round(-Math.log(1 - random()) * perLearner));
      let points = 0, sum = 0, best = 0, passed = 0, weekPoints = 0;
      for (let r = 0; r < count; r += 1) {
        const certification = pick(practised);
        const topics = topicsByCertification.get(certification.id)!;
        const isTopic = random() < 0.6;
        const isExam = random() < 0.4;
        const total = isTopic ? 10 : 40;
        const correct = Math.floor(random() * (total + 1));
        const percentage = Math.floor((correct * 100) / total);
        const pass = correct >= Math.ceil(total * 0.8);
        const earned = isExam ? correct * 2 + (pass ? 20 : 0) : correct;
        const at = new Date(now.getTime() - Math.floor(random() * 365 * 86_400_000));
        const topicId = isTopic ? pick(topics) : null;
        resultRows.push({ user_id: id, certification_id: certification.id, topic_id: topicId, category_id: null, mode: isExam ? ('exam' as const) : ('training' as const), is_exam: isExam ? 1 : 0, correct_answers: correct, total_questions: total, percentage, points: earned, streak_bonus: 0, awarded_badge: null, passed: pass && isExam ? 1 : 0, attempt_id: null, created_at: at.toISOString() });
        points += earned; sum += percentage; best = Math.max(best, percentage); if (pass && isExam) passed += 1;
        if (weekKey(at) === week) weekPoints += earned;
        const key = `${id}:${certification.id}:${isTopic ? 'topic' : 'mixed'}`;
        const row = stats.get(key) ?? { user_id: id, certification_id: certification.id, quiz_type: isTopic ? 'topic' : 'mixed', total: 0, max_score: 0, score_sum: 0 };
        row.total += 1; row.max_score = Math.max(row.max_score, percentage); row.score_sum += percentage;
        stats.set(key, row);
        const touched = topicId ?? pick(topics);
        const progress = topicProgress.get(`${id}:${touched}`) ?? { user_id: id, topic_id: touched, quizzes: 0, questions: 0 };
        progress.quizzes += 1; progress.questions += total;
        topicProgress.set(`${id}:${touched}`, progress);
      }
      results += count;
      if (weekPoints > 0) weekly.push({ user_id: id, week, points: weekPoints });
      const streak = Math.floor(random() * 12);
      users.push({ id, username: `large${id}`, username_key: `large${id}`, username_skeleton: usernameSkeleton(`large${id}`), email: `large${id}@example.com`, password_hash: passwordHash, current_streak: streak, best_streak: streak + Math.floor(random() * 20), total_points: points, quizzes_completed: count, percentage_sum: sum, best_percentage: best, exams_passed: passed, created_at: now.toISOString(), updated_at: now.toISOString() });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      await inBatches(resultRows, (batch) => trx.insertInto('quiz_results').values(batch).execute());
      await inBatches([...stats.values()], (batch) => trx.insertInto('user_certification_stats').values(batch).execute());
      await inBatches([...topicProgress.values()], (batch) => trx.insertInto('user_topic_progress').values(batch).execute());
      await inBatches(weekly, (batch) => trx.insertInto('user_weekly_points').values(batch).execute());
    });
    if ((from / BATCH) % 10 === 9) console.log(`learners: ${from + BATCH}, results: ${results}`);
  }
  console.log(`learners: ${LEARNERS}, results: ${results}, categories: ${CATEGORIES.length}`);
}

await main();
