import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, migrateToLatest } from './db/database';
import { seed } from './seed/seed';

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
  const app = await buildApp({ config, db });
  app.log.info({ database: config.database.kind, ...seeded.content }, 'database migrated and seeded');

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
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
