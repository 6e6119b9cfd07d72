import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type LogConfig, type Migration } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import * as initial from './migrations/2026-11-22-001-initial';
import * as progress from './migrations/2026-11-25-001-progress';
import * as usernameSkeleton from './migrations/2026-11-25-002-username-skeleton';
import * as adminContent from './migrations/2026-11-25-003-admin-content';
import * as reviewCards from './migrations/2026-11-25-004-review-cards';
import * as adminReview from './migrations/2026-11-25-006-admin-review';
import * as importBatches from './migrations/2026-11-25-007-import-batches';
import type { Database } from './tables';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['kind'];

/** Migrations by name, in order. Never edit one that has landed: add a new one. */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-25-001-progress': progress,
  '2026-11-25-002-username-skeleton': usernameSkeleton,
  '2026-11-25-003-admin-content': adminContent,
  '2026-11-25-004-review-cards': reviewCards,
  '2026-11-25-006-admin-review': adminReview,
  '2026-11-25-007-import-batches': importBatches,
};

// COUNT(*) and SUM() are int8 on PostgreSQL; pg returns them as strings unless told otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** `log` sees every query (the query-plan report records what the routes run). */
export function createDb(database: Config['database'], log?: LogConfig): Db {
  if (database.kind === 'postgres') {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 10 }) }), log });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: an acknowledged write survives a crash of the process; FULL (SQLITE_SYNCHRONOUS)
  // also survives a power loss, at the cost of an fsync per commit (docs/decisions.md, Data).
  sqlite.pragma(`synchronous = ${database.synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
