import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, migrateToLatest, type Db } from '../src/db/database';
import { seed } from '../src/seed/seed';
import { createDatabase, databaseUrl, dropDatabase } from './postgres';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type TestDialect = (typeof DIALECTS)[number];

/** Known to the tests, so they can forge tokens signed with it (or not). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export const FIXTURE_CONTENT_DIR = path.join(import.meta.dirname, 'fixtures/content');

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
}

/**
 * A real database of the given dialect (a temporary SQLite file, or a fresh PostgreSQL database),
 * migrated and seeded, and the app on top of it; all removed after the file's tests.
 */
export function useTestApp(dialect: TestDialect, env: Record<string, string> = {}, options: { logStream?: Writable } = {}): TestContext {
  const context = {} as TestContext;
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    let databaseEnv: Record<string, string>;
    if (dialect === 'postgres') {
      const name = await createDatabase();
      databaseEnv = { DATABASE_URL: databaseUrl(name) };
      cleanup = () => dropDatabase(name);
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-test-'));
      databaseEnv = { SQLITE_PATH: path.join(dir, 'test.sqlite'), DATA_DIR: dir };
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    context.config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CONTENT_DIR: FIXTURE_CONTENT_DIR,
      WEB_DIST: '/nonexistent',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'https://certamen.test',
      ...databaseEnv,
      ...env,
    });
    context.db = createDb(context.config.database);
    await migrateToLatest(context.db);
    await seed(context.db, context.config);
    context.app = await buildApp({ config: context.config, db: context.db, logger: options.logStream ? { level: 'info', stream: options.logStream } : false });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.destroy();
    await cleanup();
  });
  return context;
}
