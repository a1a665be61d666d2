import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common Drizzle type of both drivers: one SQL dialect, one schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run a raw SQL string with positional parameters; returns rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  memory?: boolean;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.memory ? undefined : path.join(opts.dataDir ?? './data', 'pglite'));
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Return bigint/numeric as numbers: counts and sums here stay far below 2^53.
  pg.default.types.setTypeParser(20, (v) => Number(v));
  pg.default.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    /* a dropped idle client is replaced on the next checkout */
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async query(text, params) {
      const r = await pool.query(text, params as unknown[]);
      return r.rows;
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client: PGlite = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query(text, params) {
      const r = await client.query(text, params as unknown[]);
      return r.rows as never;
    },
    close: () => client.close(),
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
