// npm run query-plans [-- --dialect sqlite|postgres]
// Drives each hot route once through the app against the large data set (npm run seed:large),
// records the SQL it runs, and writes each read's query plan into docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/database';

const root = path.resolve(import.meta.dirname, '..');
const dialectArg = process.argv.includes('--dialect') ? process.argv[process.argv.indexOf('--dialect') + 1] : undefined;
const DIALECTS = (dialectArg ? [dialectArg] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];

async function plans(dialect: 'sqlite' | 'postgres'): Promise<string> {
  const env = dialect === 'postgres'
    ? { DATABASE_URL: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/certamen_bench' }
    : { SQLITE_PATH: process.env.BENCH_SQLITE_PATH ?? path.join(os.tmpdir(), 'certamen-bench', 'large.sqlite') };
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), JWT_SECRET: 'plans-secret-that-is-long-enough-0123456789', WEB_DIST: '/nonexistent' });
  let route = '';
  const seen = new Map<string, { route: string; sql: string; parameters: readonly unknown[] }>();
  const db = createDb(config.database, (event) => {
    const { sql, parameters } = event.query;
    if (route && /^\s*(select|update|delete)/i.test(sql) && !seen.has(sql)) seen.set(sql, { route, sql, parameters });
  });
  const app = await buildApp({ config, db, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'large2000@example.com', password: 'bench-pass1' } });
  const { token, user } = login.json();
  const headers = { authorization: `Bearer ${token}` };
  const topic = (await app.inject({ method: 'GET', url: '/api/get-topics/10' })).json()[0].id;
  const steps: [string, string, string, (() => object)?][] = [
    ["a topic's questions", 'GET', `/api/questions/${topic}?lang=it`],
    ['mixed exam draw', 'GET', '/api/questions-mixed/10?lang=it&mode=exam'],
    ['leaderboard (all time)', 'GET', '/api/leaderboard'],
    ['leaderboard (week)', 'GET', '/api/leaderboard?period=week'],
    ['profile: streak', 'GET', `/api/user/slancio/${user.id}`],
    ['profile: badges', 'GET', '/api/user/user-badges'],
    ['profile: history', 'GET', '/api/user/user-history'],
    ['profile: category progress', 'GET', '/api/user/user-categories-progress'],
    ['profile: certification stats', 'GET', `/api/user-certification-stats/${user.id}/10`],
  ];
  for (const [name, method, url] of steps) {
    route = name;
    await app.inject({ method: method as 'GET', url, headers });
  }
  // Answering and submitting: an attempt first, then its answer and its submit.
  route = '';
  const attempt = (await app.inject({ method: 'GET', url: `/api/questions/${topic}?lang=it`, headers })).json();
  route = 'answering a question';
  await app.inject({ method: 'POST', url: `/api/attempts/${attempt.attemptId}/answers`, headers, payload: { questionId: attempt.questions[0].id, answerId: 0 } });
  route = 'save-exam';
  await app.inject({ method: 'POST', url: '/api/save-exam', headers, payload: { attemptId: attempt.attemptId } });
  route = '';

  const sections: string[] = [];
  for (const { route: name, sql, parameters } of seen.values()) {
    const explain = dialect === 'postgres' ? `EXPLAIN ${sql}` : `EXPLAIN QUERY PLAN ${sql}`;
    const result = await db.executeQuery(CompiledQuery.raw(explain, [...parameters]));
    const lines = result.rows.map((row) => String((row as Record<string, unknown>)['QUERY PLAN'] ?? (row as Record<string, unknown>).detail));
    sections.push(`**${name}**\n\n\`\`\`sql\n${sql}\n\`\`\`\n\n\`\`\`text\n${lines.join('\n')}\n\`\`\``);
  }
  await app.close();
  await db.destroy();
  return `### ${dialect}\n\n${sections.join('\n\n')}`;
}

const out: string[] = [];
for (const dialect of DIALECTS) out.push(await plans(dialect));
const file = path.join(root, 'docs/performance.md');
const start = '<!-- plans:start -->';
const end = '<!-- plans:end -->';
const block = `${start}\n${out.join('\n\n')}\n${end}`;
const doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
fs.writeFileSync(file, doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${doc}\n${block}\n`);
console.log(`query plans of ${DIALECTS.join(' and ')} written to docs/performance.md`);
