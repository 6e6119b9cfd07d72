import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { removeServerBuild, startServer, type ServerProcess } from './server-process';

const NETWORK_PLUS = 11;
const LEARNERS = 4;
const WORKERS = 6;

/**
 * The server as a process on its SQLite file, killed and stopped the ways production kills and stops it:
 * SIGKILL in the middle of a stream of exam submits, and SIGTERM with a request in flight.
 */
describe('durability of a server process on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-durability-'));
  const env = { SQLITE_PATH: path.join(dir, 'certamen.sqlite'), DATA_DIR: dir, AUTH_RATE_LIMIT_FACTOR: '100', ATTEMPTS_PER_HOUR: '100000' };
  let server: ServerProcess;
  let topicId = 0;
  const tokens: string[] = [];
  /** attemptId -> the answer the server gave when it acknowledged the submit. */
  const acknowledged = new Map<string, { correctAnswers: number; totalQuestions: number; points: number }>();
  /** Submits sent but not answered (the process died under them): each may or may not have been saved. */
  const unanswered = new Set<string>();

  const call = async (method: string, url: string, token?: string, body?: object) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  const openDb = (): Db => createDb(loadConfig({ ...env, NODE_ENV: 'test' }).database);

  beforeAll(async () => {
    server = await startServer(env);
    topicId = ((await call('GET', `/api/get-topics/${NETWORK_PLUS}`)).json as unknown as { id: number }[])[0].id;
    for (let i = 0; i < LEARNERS; i += 1) {
      const registered = await call('POST', '/api/auth/register', undefined, { username: `durable${i}`, email: `durable${i}@example.com`, password: 'secret-pass1' });
      expect(registered.status).toBe(201);
      tokens.push(registered.json.token as string);
    }
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    await removeServerBuild();
  });

  it('keeps every acknowledged submit, once, when the process is killed with SIGKILL under load', async () => {
    let stopped = false;
    const worker = async (index: number) => {
      const token = tokens[index % LEARNERS];
      while (!stopped) {
        let attemptId: string | undefined;
        try {
          const started = await call('GET', `/api/questions/${topicId}?mode=exam`, token);
          if (started.status !== 200) throw new Error(`start: ${started.status}`);
          attemptId = started.json.attemptId as string;
          const questions = started.json.questions as { id: number }[];
          const answers = questions.map((question, i) => ({ questionId: question.id, answerId: (i + index) % 4 }));
          unanswered.add(attemptId);
          const saved = await call('POST', '/api/save-exam', token, { attemptId, answers });
          unanswered.delete(attemptId);
          expect(saved.status).toBe(200);
          acknowledged.set(attemptId, saved.json as { correctAnswers: number; totalQuestions: number; points: number });
        } catch (error) {
          if (!stopped) throw error;
        }
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    // Let the stream run until a good number of submits are acknowledged, then pull the plug mid-stream.
    const deadline = Date.now() + 20_000;
    while (acknowledged.size < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    stopped = true;
    server.child.kill('SIGKILL');
    const ended = await server.exited;
    await load;
    expect(ended.signal).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(40);

    server = await startServer(env);
    const db = openDb();
    try {
      const results = await db.selectFrom('quiz_results').select(['attempt_id', 'user_id', 'correct_answers', 'total_questions', 'points']).execute();
      const byAttempt = new Map<string, number>();
      for (const row of results) byAttempt.set(row.attempt_id!, (byAttempt.get(row.attempt_id!) ?? 0) + 1);
      // None twice.
      expect([...byAttempt.values()].every((count) => count === 1)).toBe(true);
      // Every acknowledged one, as it was acknowledged.
      for (const [attemptId, answer] of acknowledged) {
        const row = results.find((result) => result.attempt_id === attemptId);
        expect(row, attemptId).toBeDefined();
        expect({ correctAnswers: row!.correct_answers, totalQuestions: row!.total_questions }).toEqual({ correctAnswers: answer.correctAnswers, totalQuestions: answer.totalQuestions });
      }
      // Each learner's totals count each saved result once.
      const users = await db.selectFrom('users').select(['id', 'quizzes_completed']).where('username', 'like', 'durable%').execute();
      for (const user of users) expect(user.quizzes_completed).toBe(results.filter((row) => row.user_id === user.id).length);
      const submitted = await db.selectFrom('quiz_attempts').select('id').where('submitted_at', 'is not', null).execute();
      expect(submitted.map((row) => row.id).sort()).toEqual([...byAttempt.keys()].sort());
    } finally {
      await db.destroy();
    }

    // A client that retries after the crash is told the stored result and counts nothing again.
    const retried = [...acknowledged.keys()].slice(0, 10).concat([...unanswered]);
    for (const attemptId of retried) {
      const responses = await Promise.all(tokens.map((token) => call('POST', '/api/save-exam', token, { attemptId })));
      const ok = responses.filter((response) => response.status === 200);
      // Only the owner may submit it; everyone else is told it does not exist.
      expect(ok, attemptId).toHaveLength(1);
      expect(responses.filter((response) => response.status === 404)).toHaveLength(LEARNERS - 1);
      if (acknowledged.has(attemptId)) expect(ok[0].json.correctAnswers).toBe(acknowledged.get(attemptId)!.correctAnswers);
    }
    const db2 = openDb();
    try {
      const counts = await db2.selectFrom('quiz_results').select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('attempt_id').distinct().as('attempts')]).executeTakeFirstOrThrow();
      expect(Number(counts.rows)).toBe(Number(counts.attempts));
      expect(Number(counts.rows)).toBe(acknowledged.size + unanswered.size);
    } finally {
      await db2.destroy();
    }
  }, 90_000);

  it('on SIGTERM finishes the request in flight, refuses new ones, closes the database and exits 0', async () => {
    const token = tokens[0];
    const started = await call('GET', `/api/questions/${topicId}?mode=training`, token);
    const attemptId = started.json.attemptId as string;
    const body = Buffer.from(JSON.stringify({ attemptId, answers: [] }));
    const { port } = new URL(server.url);

    // A submit whose body is still arriving when the signal comes.
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/save-exam', agent: false, headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` } });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    request.write(body.subarray(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (!server.logged('shutting down') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.logged('shutting down')).toBe(true);

    // New connections are refused while the submit is still open.
    let refused = false;
    while (!refused && Date.now() < deadline) {
      refused = await fetch(`${server.url}/api/get-categories`).then(
        (response) => response.status === 503,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    request.end(body.subarray(10));
    const response = await answered;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ totalQuestions: expect.any(Number), correctAnswers: 0 });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logged('database closed')).toBe(true);
    // Closed cleanly: the last connection checkpointed the write-ahead log into the file and removed it.
    expect(fs.existsSync(`${env.SQLITE_PATH}-wal`)).toBe(false);
    const db = openDb();
    try {
      expect(await db.selectFrom('quiz_results').select('id').where('attempt_id', '=', attemptId).execute()).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
