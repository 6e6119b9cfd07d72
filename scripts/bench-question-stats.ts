// npx tsx scripts/bench-question-stats.ts [--dialect sqlite|postgres] [--attempts 100000]
// Times the question statistics (docs/product.md, Administration) on a synthetic set of first answers:
// ATTEMPTS attempts of 10 answers each over 2,000 questions, in a fresh database. Prints the time of one
// triage page and one "all" page (each a full pass over the answers, as every request does).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { createDb, migrateToLatest } from '../apps/server/src/db/database';
import { createQuestionStatsService } from '../apps/server/src/features/question-stats/question-stats.service';
import { seed } from '../apps/server/src/seed/seed';
import { createDatabase, databaseUrl, dropDatabase } from '../apps/server/test/postgres';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const DIALECT = option('dialect') === 'postgres' ? 'postgres' : 'sqlite';
const ATTEMPTS = Number(option('attempts') ?? 100_000);
const QUESTIONS = 2000;
const PER_ATTEMPT = 10;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-stats-bench-'));
  const pgName = DIALECT === 'postgres' ? await createDatabase() : '';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CONTENT_DIR: path.join(import.meta.dirname, '../apps/server/test/fixtures/content'),
    WEB_DIST: '/nonexistent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    DATA_DIR: dir,
    ...(DIALECT === 'postgres' ? { DATABASE_URL: databaseUrl(pgName) } : { SQLITE_PATH: path.join(dir, 'bench.sqlite') }),
  });
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    await seed(db, config);
    const at = new Date().toISOString();
    const topic = await db.selectFrom('topics').select('id').where('certification_id', '=', 11).executeTakeFirstOrThrow();
    const questionIds: number[] = [];
    for (let i = 0; i < QUESTIONS; i += 500) {
      const rows = await db
        .insertInto('questions')
        .values(Array.from({ length: 500 }, () => ({ topic_id: topic.id, key: null, difficulty: null, correct_index: 0, retired_at: null, created_at: at, updated_at: at })))
        .returning('id')
        .execute();
      questionIds.push(...rows.map((row) => row.id));
    }
    const user = await db
      .insertInto('users')
      .values({ username: 'bench', username_key: 'bench', username_skeleton: 'bench', email: 'bench@example.com', password_hash: 'x', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const started = Date.now();
    for (let a = 0; a < ATTEMPTS; a += 200) {
      const attempts = Array.from({ length: Math.min(200, ATTEMPTS - a) }, () => crypto.randomUUID());
      await db
        .insertInto('quiz_attempts')
        .values(attempts.map((id) => ({ id, user_id: user.id, mode: 'training' as const, lang: 'en', topic_id: topic.id, certification_id: 11, category_id: null, layout: '[]', duration_seconds: null, started_at: at, submitted_at: at })))
        .execute();
      const answers = attempts.flatMap((id) => {
        const ability = Math.random();
        const start = Math.floor(Math.random() * (QUESTIONS - PER_ATTEMPT));
        return Array.from({ length: PER_ATTEMPT }, (_, k) => {
          const correct = Math.random() < ability ? 1 : 0;
          return { attempt_id: id, question_id: questionIds[start + k], answer_index: correct ? 0 : 1, correct, answered_at: at };
        });
      });
      await db.insertInto('attempt_answers').values(answers).execute();
    }
    console.log(`${DIALECT}: ${ATTEMPTS * PER_ATTEMPT} answers seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    const service = createQuestionStatsService({ db });
    for (const view of ['triage', 'all', 'triage'] as const) {
      const t0 = performance.now();
      const page = await service.list({ view, lang: 'en', page: 1, pageSize: 25 });
      console.log(`${DIALECT}: view=${view} total=${page.total} in ${Math.round(performance.now() - t0)} ms`);
    }
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgName) await dropDatabase(pgName);
  }
}

await main();
