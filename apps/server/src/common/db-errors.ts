/**
 * A write refused by a unique index: two requests raced for one name and the index decided. PostgreSQL
 * says 23505; better-sqlite3 says SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
