import { type SQL, sql } from 'drizzle-orm';

/** Rows of a drizzle `execute` result: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Binds positional parameters ($1, $2, ...) of a SQL text for drizzle's `execute`, which both drivers
 * run inside a drizzle transaction. Each value is ONE parameter, arrays included (drizzle's sql tag
 * would otherwise expand an array into a list). The text must be a constant of the calling module.
 */
export function bind(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`,
  );
  return sql.join(chunks, sql.raw(''));
}
