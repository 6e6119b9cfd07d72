import { TEST_DATABASE_PREFIX, dropDatabase, withAdminClient } from './postgres';

/** Fails fast when PostgreSQL is unreachable, and clears databases an interrupted run left behind. */
export default async function setup() {
  const leftovers = await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEST_DATABASE_PREFIX}%`]);
    return rows.map((row) => row.datname);
  }).catch((error: unknown) => {
    throw new Error(`The API tests need PostgreSQL at ${process.env.TEST_POSTGRES_URL ?? '127.0.0.1:5432'}: ${String(error)}`);
  });
  for (const name of leftovers) await dropDatabase(name);
}
