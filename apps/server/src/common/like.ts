import { sql, type RawBuilder } from 'kysely';

/** A LIKE pattern for `text` anywhere, lower-cased; `%`, `_` and `\` typed by a person are searched as themselves. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `expression LIKE pattern` with the escape character spelled out: SQLite has no default one for LIKE. */
export const likeEscaped = (expression: RawBuilder<unknown>, pattern: string) => sql<boolean>`${expression} like ${pattern} escape '\\'`;
