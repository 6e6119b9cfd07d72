import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDb, migrateToLatest } from '../src/db/database';
import { seed } from '../src/seed/seed';
import { createDatabase, databaseUrl, dropDatabase } from './postgres';
import { FIXTURE_CONTENT_DIR, TEST_JWT_SECRET, useTestApp } from './test-app';
import { removeServerBuild, startServer, type ServerProcess } from './server-process';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two copies of the server, as behind a load balancer: separate processes on one PostgreSQL database
 * and one Redis (docs/operations.md, Several API processes). What one learns, the other knows.
 */
describe('two server processes on one PostgreSQL database and one Redis', () => {
  // This run's keys only: several runs (or deployments) can share the Redis.
  const keyPrefix = `certamen-test:${process.pid}:${crypto.randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let database = '';
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    await redis.connect().catch((error: unknown) => {
      throw new Error(`These tests need Redis at ${REDIS_URL} (TEST_REDIS_URL): ${String(error)}`);
    });
    database = await createDatabase();
    const env = { DATABASE_URL: databaseUrl(database), REDIS_URL, REDIS_KEY_PREFIX: keyPrefix, CONTENT_DIR: FIXTURE_CONTENT_DIR, JWT_SECRET: TEST_JWT_SECRET };
    // Migrated and seeded once here, so the two copies start together without racing to create the schema.
    const db = createDb(loadConfig({ ...env, NODE_ENV: 'test' }).database);
    await migrateToLatest(db);
    await seed(db, loadConfig({ ...env, NODE_ENV: 'test' }));
    await db.destroy();
    [one, two] = await Promise.all([startServer(env), startServer(env)]);
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    if (database) await dropDatabase(database);
    const keys = await redis.keys(`${keyPrefix}*`).catch(() => [] as string[]);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await removeServerBuild();
  });

  const call = (server: ServerProcess, method: string, url: string, body?: object, token?: string) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('run as two processes on one database', async () => {
    expect(one.child.pid).not.toBe(two.child.pid);
    expect(one.url).not.toBe(two.url);
    const registered = await call(one, 'POST', '/api/auth/register', { username: 'shared', email: 'shared@example.com', password: 'secret-pass1' });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    expect((await call(two, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);
  });

  it('share rate limits: failed logins on one count on the other', async () => {
    expect((await call(one, 'POST', '/api/auth/register', { username: 'target', email: 'target@example.com', password: 'secret-pass1' })).status).toBe(201);
    const wrong = (server: ServerProcess) => call(server, 'POST', '/api/auth/login', { email: 'target@example.com', password: 'wrong-pass1' });
    // Ten failures from this address on this account, half on each copy: each copy alone has seen only five.
    for (let i = 0; i < 10; i += 1) expect((await wrong(i % 2 === 0 ? one : two)).status).toBe(401);
    for (const server of [one, two]) {
      const refused = await wrong(server);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      const body = (await refused.json()) as { error: string; message: string; details: { retryAfterSeconds: number } };
      expect(body).toMatchObject({ error: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.' });
      expect(body.details.retryAfterSeconds).toBeGreaterThan(800);
    }
    // The counters are in Redis, under this run's prefix.
    expect((await redis.keys(`${keyPrefix}*login:pair:*target@example.com`)).length).toBe(1);
  });

  it('share token revocation: "log out everywhere" on one, the token is refused by the other', async () => {
    const login = await call(two, 'POST', '/api/auth/login', { email: 'shared@example.com', password: 'secret-pass1' });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect((await call(one, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);
    expect((await call(two, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);
    expect((await call(one, 'POST', '/api/auth/logout-all', undefined, token)).status).toBe(204);
    for (const server of [two, one]) {
      const refused = await call(server, 'GET', '/api/auth/me', undefined, token);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: string }).error).toBe('unauthorized');
    }
  });
});

describe('when the Redis of the rate limits is down', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  // Nothing listens on port 1.
  const ctx = useTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' }, { logStream });

  it('lets requests through and says so in the log, rather than stopping logins everywhere', async () => {
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'offline', email: 'offline@example.com', password: 'secret-pass1' } });
    expect(registered.statusCode).toBe(201);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'offline@example.com', password: 'secret-pass1' } });
    expect(login.statusCode).toBe(200);
    expect(lines.join('')).toContain('rate-limit store failed; request allowed');
  });
});
