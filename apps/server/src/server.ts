import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, migrateToLatest } from './db/database';
import { seed } from './seed/seed';

/** Under the usual 30 s a process manager (systemd, Kubernetes) waits between SIGTERM and SIGKILL. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = createDb(config.database);
  await migrateToLatest(db);
  const seeded = await seed(db, config);
  // Only ever set under NODE_ENV=test (config.ts refuses it otherwise): journeys where days must pass.
  const offsetMs = (config.testClockOffsetHours ?? 0) * 3_600_000;
  const app = await buildApp({ config, db, now: offsetMs ? () => new Date(Date.now() + offsetMs) : undefined });
  app.log.info({ database: config.database.kind, ...seeded.content }, 'database migrated and seeded');

  // A deploy or a scale-down: stop listening (new connections are refused, new requests on open ones get
  // 503), let the requests in flight finish, hand over queued mail, close the database, exit 0. A client
  // that holds its request open past the grace period does not keep the process alive.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await db.destroy();
    app.log.info('database closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
