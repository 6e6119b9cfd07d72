import type { Config } from '../config';
import type { Db } from '../db/database';
import { seedCatalogue } from './seed-catalogue';
import { seedContent } from './seed-content';
import { ensureAdmin } from './seed-admin';

/** Everything the app needs in its database at start; idempotent. */
export async function seed(db: Db, config: Pick<Config, 'contentDir' | 'admin'>) {
  const now = new Date().toISOString();
  await seedCatalogue(db, now);
  const content = await seedContent(db, config.contentDir, now);
  if (config.admin) await ensureAdmin(db, config.admin, now);
  return { content };
}
