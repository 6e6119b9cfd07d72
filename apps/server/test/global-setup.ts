import { TEST_DATABASE_PREFIX, dropDatabase, withAdminClient } from './postgres';

/** Fails fast when PostgreSQL is unreachable, and clears databases that interrupted runs left behind. */
export default async function setup() {
  const leftovers = await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEST_DATABASE_PREFIX}%`]);
    return rows.map((row) => row.datname);
  }).catch((error: unknown) => {
    throw new Error(`The API tests need PostgreSQL at ${process.env.TEST_POSTGRES_URL ?? '127.0.0.1:5432'}: ${String(error)}`);
  });
  // Only databases whose test process is gone: another run on this machine may be using its own.
  for (const name of leftovers) {
    const pid = Number(name.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
    if (!isRunning(pid)) await dropDatabase(name);
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
