import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { startPgliteWorker } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common Drizzle type of both drivers: one SQL dialect, one schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Run a raw SQL string with positional parameters; returns rows. `name` (PostgreSQL only) prepares
   * the statement once per connection and reuses it: for hot reads whose text never changes (one name,
   * one text), it saves PostgreSQL parsing them on every call. PGlite ignores it.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /**
   * LISTEN on a channel: PGlite's notifications (passed on by its worker), or a dedicated pg client (never a pool
   * client, which would be handed to other queries). `onLost` fires once if that client drops; the
   * caller listens again. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: (err: Error) => void,
  ): Promise<Unlisten>;
  /**
   * Runs a multi-statement script (no parameters) as one unit: a failure leaves nothing half done
   * and the connection usable. Resolves to the rows of all its statements, in order. For libraries
   * that send their own scripts (the job queue's).
   */
  script(sql: string): Promise<Record<string, unknown>[]>;
  /** PostgreSQL only: the connection URL (a library with a pool of its own connects with it). */
  url?: string;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

/** Channel names are interpolated into LISTEN, so only plain lower-case identifiers are allowed. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  /** PGlite only: where it runs (default: PGLITE_THREAD, else a worker thread). */
  thread?: PgliteThread;
  /** PGlite on disk only: false keeps PostgreSQL's WAL limits (1 GB), the baseline of bench/wal.ts. */
  smallWal?: boolean;
  /** PGlite in memory only: start from this dumpDataDir('none') file instead of an empty cluster. */
  template?: string;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  const dir = opts.memory ? undefined : path.join(opts.dataDir ?? './data', 'pglite');
  return openPglite(dir, opts.thread ?? pgliteThread(), opts.smallWal ?? true, opts.template);
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Return bigint/numeric as numbers: counts and sums here stay far below 2^53.
  pg.default.types.setTypeParser(20, (v) => Number(v));
  pg.default.types.setTypeParser(1700, (v) => Number(v));
  // A connection attempt that hangs (server unreachable) fails after 10 s: the request answers 503.
  // JIT off: compiling a report's plan took 0.4–1 s per query (bench:analytics), more than running it.
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    options: '-c jit=off',
  });
  pool.on('error', () => {
    /* a dropped idle client is replaced on the next checkout */
  });
  guardCheckouts(pool);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async query(text, params, name) {
      const values = params as unknown[];
      const r = name ? await pool.query({ name, text, values }) : await pool.query(text, values);
      return r.rows;
    },
    listen: (channel, onPayload, onLost) => listenPostgres(pg.default, url, channel, onPayload, onLost),
    async script(sql) {
      // One client for the whole script; a failure inside its own BEGIN is rolled back before the
      // client goes back to the pool.
      const client = await pool.connect();
      try {
        const r = (await client.query(sql)) as unknown as
          | { rows?: Record<string, unknown>[] }
          | { rows?: Record<string, unknown>[] }[];
        return (Array.isArray(r) ? r : [r]).flatMap((x) => x.rows ?? []);
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    url,
    close: () => pool.end(),
  };
}

/**
 * Clients checked out for transactions survive a lost connection (server restart: 57P01, 'Connection
 * terminated unexpectedly'). Such a client has no pool listener, so its 'error' event was unhandled and
 * ended the process; and Drizzle sends BEGIN outside its try/finally, so a failed BEGIN never released
 * its client (each outage took pool connections until the server hung). Now a checked-out client whose
 * connection dies is handed back at once (pg-pool discards it), and a later release is a no-op.
 */
function guardCheckouts(pool: import('pg').Pool): void {
  const checkedOut = new WeakSet<import('pg').PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      const c = client as import('pg').PoolClient;
      if (checkedOut.has(c)) c.release(err);
    });
  });
  // pool.query checks out with a callback and handles errors itself; Drizzle's transactions use the promise.
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  pool.connect = ((cb?: unknown) => {
    if (cb) return connect(cb);
    return (connect() as Promise<import('pg').PoolClient>).then((client) => {
      const release = client.release;
      let released = false;
      checkedOut.add(client);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        release(err);
      };
      return client;
    });
  }) as typeof pool.connect;
}

async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (err: Error) => void,
): Promise<Unlisten> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const client = new pg.Client({ connectionString: url });
  let done = false;
  const lost = (err: Error) => {
    if (done) return;
    done = true;
    client.end().catch(() => {});
    onLost(err);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('listen connection ended')));
  client.on('notification', (m) => {
    if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
  });
  try {
    await client.connect();
    await client.query(`listen ${channel}`);
  } catch (err) {
    done = true;
    await client.end().catch(() => {});
    throw err;
  }
  return async () => {
    done = true;
    await client.end().catch(() => {});
  };
}

/**
 * Where PGlite runs: 'worker' (default) in a worker thread, so that queries never hold the event loop
 * that answers requests; 'main' in this thread, kept only as the baseline of bench/event-loop.ts.
 */
export type PgliteThread = 'worker' | 'main';

export function pgliteThread(env: NodeJS.ProcessEnv = process.env): PgliteThread {
  return env.PGLITE_THREAD === 'main' ? 'main' : 'worker';
}

/**
 * Start parameters of an on-disk PGlite: the defaults plus a small write-ahead log. PostgreSQL keeps
 * up to 1 GB of WAL by default, and ALTER SYSTEM + pg_reload_conf() changes nothing in single-user
 * PGlite, so the seed used to leave about 700 MB of it behind; given on the command line, the limits
 * hold from the first statement on (and override a postgresql.auto.conf written by older versions).
 * Only for PGlite: a real server's configuration belongs to its operator.
 */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', `max_wal_size=${PGLITE_MAX_WAL}`, '-c', `min_wal_size=${PGLITE_MIN_WAL}`];
}
export const PGLITE_MAX_WAL = '64MB';
export const PGLITE_MIN_WAL = '32MB';

async function openPglite(
  dir: string | undefined,
  thread: PgliteThread,
  smallWal: boolean,
  template?: string,
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const startParams = dir && smallWal ? pgliteStartParams(PGlite.defaultStartParams) : undefined;
  if (thread === 'worker') {
    const client = await startPgliteWorker({ dataDir: dir, startParams, loadDataDir: template });
    // The pglite driver only calls query, exec and transaction; `client:` so it is not read as a config.
    const db = drizzle({ client: client as never, schema }) as unknown as Db;
    // A crashed worker is a lost connection for its listeners (their callers listen again).
    const listening = new Set<(err: Error) => void>();
    client.onCrash = (err) => {
      for (const lost of listening) lost(err);
      listening.clear();
    };
    return {
      db,
      kind: 'pglite',
      async query(text, params) {
        const r = await client.query(text, params as unknown[]);
        return r.rows as never;
      },
      async listen(channel, onPayload, onLost) {
        if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
        const unlisten = await client.listen(channel, onPayload);
        listening.add(onLost);
        return async () => {
          listening.delete(onLost);
          if (!client.closed) await unlisten();
        };
      },
      async script(sql) {
        return (await client.script(sql)).flatMap((r) => r.rows);
      },
      close: () => client.close(),
    };
  }
  const client: PGlite = await PGlite.create({
    ...(dir ? { dataDir: dir, startParams } : {}),
    ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
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
    async listen(channel, onPayload) {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
      // In-process: PGlite has no connection to lose, so onLost never fires.
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async script(sql) {
      // As the worker's `script` (pglite-worker.mjs): a BEGIN ... COMMIT script inside transaction().
      const m = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;?\s*$/i.exec(sql);
      const results = m ? await client.transaction((tx) => tx.exec(m[1]!)) : await client.exec(sql);
      return results.flatMap((r) => r.rows as Record<string, unknown>[]);
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
