// npm run bench [-- --dialect sqlite|postgres] [--duration 10] [--no-build]
// Starts the built app against the large data set (npm run seed:large) and measures, in one run on
// this machine, each hot route with autocannon at 50 connections: req/s, p99, and throughput as a
// share of a static file's (the ceiling). Prints the table and writes it into docs/performance.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const DURATION = Number(option('duration') ?? 10);
const CONNECTIONS = 50;
const DIALECTS = (option('dialect') ? [option('dialect')] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/certamen_bench';
const SQLITE_PATH = process.env.BENCH_SQLITE_PATH ?? path.join(os.tmpdir(), 'certamen-bench', 'large.sqlite');
const PORT = 3900;
const base = `http://127.0.0.1:${PORT}`;

interface Row { route: string; rps: number; p99: number; errors: number; ratio?: number }

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

function databaseEnv(dialect: 'sqlite' | 'postgres'): NodeJS.ProcessEnv {
  return dialect === 'postgres' ? { DATABASE_URL: PG_URL } : { SQLITE_PATH };
}

async function startServer(dialect: 'sqlite' | 'postgres'): Promise<ChildProcess> {
  const server = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...databaseEnv(dialect), PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: path.dirname(SQLITE_PATH), JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', ATTEMPTS_PER_HOUR: '100000', AUTH_RATE_LIMIT_FACTOR: '1000' },
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/get-categories`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
async function measure(route: string, requests: () => Request, amount?: number): Promise<Row> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: DURATION }),
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, ...requests() }) }],
  });
  return { route, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

async function benchDialect(dialect: 'sqlite' | 'postgres'): Promise<Row[]> {
  run('npm', ['run', 'seed:large', '--silent'], { ...databaseEnv(dialect), DATA_DIR: path.dirname(SQLITE_PATH) });
  const server = await startServer(dialect);
  try {
    const learners = await Promise.all(Array.from({ length: 20 }, (_, i) => call<{ token: string; user: { id: number } }>('POST', '/api/auth/login', undefined, { email: `large${2000 + i * 37}@example.com`, password: 'bench-pass1' })));
    const auth = (i: number) => ({ authorization: `Bearer ${learners[i % learners.length]!.token}`, 'content-type': 'application/json' });
    const topics = await call<{ id: number }[]>('GET', '/api/get-topics/10');
    const assets = fs.readdirSync(path.join(root, 'apps/web/dist/assets')).filter((name) => name.endsWith('.css'));
    let n = 0;
    const rows: Row[] = [];

    rows.push(await measure('static file (ceiling)', () => ({ method: 'GET', path: `/assets/${assets[0]}`, headers: {} })));
    rows.push(await measure("a topic's questions", () => ({ method: 'GET', path: `/api/questions/${topics[n++ % 3]!.id}?lang=it&mode=training`, headers: auth(n) })));
    rows.push(await measure('mixed exam draw (60 questions)', () => ({ method: 'GET', path: `/api/questions-mixed/10?lang=it&mode=exam`, headers: auth(n++) })));

    // Answers and submits each need an attempt of their own: prepared first, then replayed.
    const attempts = [];
    for (let i = 0; i < 400; i += 1) {
      const learner = i % learners.length;
      const attempt = await call<{ attemptId: string; questions: { id: number; answers: { id: number }[] }[] }>('GET', `/api/questions/${topics[i % 3]!.id}?lang=en&mode=training`, learners[learner]!.token);
      attempts.push({ learner, attempt });
    }
    const answers = attempts.flatMap(({ learner, attempt }) => attempt.questions.slice(0, 5).map((question) => ({ learner, attemptId: attempt.attemptId, questionId: question.id, answerId: question.answers[0]!.id })));
    let a = 0;
    rows.push(await measure('answering a question', () => {
      const answer = answers[a++ % answers.length]!;
      return { method: 'POST', path: `/api/attempts/${answer.attemptId}/answers`, headers: auth(answer.learner), body: JSON.stringify({ questionId: answer.questionId, answerId: answer.answerId }) };
    }, answers.length));
    let s = 0;
    rows.push(await measure('save-exam', () => {
      const { learner, attempt } = attempts[s++ % attempts.length]!;
      const pending = attempt.questions.slice(5).map((question) => ({ questionId: question.id, answerId: question.answers[1]!.id }));
      return { method: 'POST', path: '/api/save-exam', headers: auth(learner), body: JSON.stringify({ attemptId: attempt.attemptId, answers: pending }) };
    }, attempts.length));

    rows.push(await measure('leaderboard (all time)', () => ({ method: 'GET', path: '/api/leaderboard', headers: auth(n++) })));
    rows.push(await measure('leaderboard (this week)', () => ({ method: 'GET', path: '/api/leaderboard?period=week', headers: auth(n++) })));
    const profile: [string, (i: number) => string][] = [
      ['profile: streak', (i) => `/api/user/slancio/${learners[i % learners.length]!.user.id}`],
      ['profile: badges', () => '/api/user/user-badges?lang=it'],
      ['profile: history', () => '/api/user/user-history?limit=20'],
      ['profile: category progress', () => '/api/user/user-categories-progress'],
      ['profile: certification stats', (i) => `/api/user-certification-stats/${learners[i % learners.length]!.user.id}/10?type=all`],
      ['profile: quiz results', () => '/api/quiz-results'],
    ];
    for (const [route, url] of profile) {
      rows.push(await measure(route, () => {
        const i = n++;
        return { method: 'GET', path: url(i), headers: auth(i) };
      }));
    }
    const ceiling = rows[0]!.rps;
    for (const row of rows) row.ratio = row.rps / ceiling;
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function table(dialect: string, rows: Row[]): string {
  const lines = [`| ${dialect} route | req/s | p99 ms | share of ceiling | errors |`, '|---|---:|---:|---:|---:|'];
  for (const row of rows) lines.push(`| ${row.route} | ${row.rps} | ${row.p99} | ${Math.round((row.ratio ?? 0) * 100)}% | ${row.errors} |`);
  return lines.join('\n');
}

if (!args.includes('--no-build')) run('npm', ['run', 'build', '--silent']);
const sections: string[] = [];
for (const dialect of DIALECTS) {
  const rows = await benchDialect(dialect);
  const text = table(dialect, rows);
  console.log(`\n${text}\n`);
  sections.push(text);
}
const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per read route; answers and submits replay prepared attempts.`;
const file = path.join(root, 'docs/performance.md');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
const doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# Performance\n\n## Benchmark (after)\n\n${start}\n${end}\n`;
const block = `${start}\n${stamp}\n\n${sections.join('\n\n')}\n${end}`;
fs.writeFileSync(file, doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${doc}\n${block}\n`);
console.log(`written to docs/performance.md`);
