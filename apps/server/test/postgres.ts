import pg from 'pg';

/** The PostgreSQL server the tests use; a fresh database is created on it for each test file. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_DATABASE_PREFIX = 'certamen_test_';

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient(async (client) => {
    // pg's Pool.end() resolves before its sockets have closed: wait for them (up to 3 s) so FORCE does
    // not terminate a connection that is still closing, which surfaces as an unhandled FATAL 57P01.
    for (let waited = 0; waited < 3000; waited += 50) {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (Number(rows[0]?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
