import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: the seed runs everything inside one transaction. */
export type Exec = Db | Tx;

/** Runs SQL (text or a drizzle SQL object) and returns its rows; both drivers answer `{ rows }`. */
export async function run<T = Record<string, unknown>>(db: Exec, query: string | SQL): Promise<T[]> {
  const res = await db.execute(typeof query === 'string' ? sql.raw(query) : query);
  return (res as unknown as { rows: T[] }).rows;
}

/** A timestamptz literal for SQL text built by this module (ISO strings only, never user input). */
export const tsLit = (d: Date) => `timestamptz '${d.toISOString()}'`;

export interface Column {
  name: string;
  type: 'int' | 'float8' | 'text' | 'int[]' | 'boolean' | 'timestamptz';
}

/** `x(a int, b text, ...)`: the record definition for jsonb_to_recordset. */
export const recordDef = (cols: readonly Column[]) =>
  `x(${cols.map((c) => `${c.name} ${c.type}`).join(', ')})`;

/**
 * A temp table from an array of plain objects, shipped as one jsonb parameter (one round trip, and
 * the same definition the live simulator uses in a CTE).
 */
export async function tempTable(db: Exec, name: string, cols: readonly Column[], rows: object[]) {
  await run(
    db,
    sql`create temp table ${sql.raw(name)} on commit drop as
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(recordDef(cols))}`,
  );
  await run(db, `analyze ${name}`);
}
