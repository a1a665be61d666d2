import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/db-unavailable';
import { openDatabase, pgliteThread } from './client';
import { type PgliteWorkerClient, startPgliteWorker } from './pglite-thread';

// PGlite in a worker thread behind a message-passing client (the default outside the benchmark
// baseline): what Drizzle and the app rely on must hold across the thread boundary.
const items = pgTable('items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  big: bigint('big', { mode: 'number' }),
});

let client: PgliteWorkerClient;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = await startPgliteWorker({});
  db = drizzle({ client: client as never });
  await client.exec(`create table items (id int primary key, name text not null unique, at timestamptz not null,
    big bigint, constraint name_not_bad check (name <> 'bad'))`);
});
afterAll(() => client.close());

const count = async () =>
  (await client.query<{ n: number }>('select count(*)::bigint as n from items')).rows[0]!.n;
const at = new Date('2026-01-02T03:04:05.678Z');

describe('PGlite worker client', () => {
  it('reads through Drizzle as in-thread: dates via its parsers, bigint as a number', async () => {
    await db.insert(items).values({ id: 1, name: 'one', at, big: 42 });
    const [row] = await db.select().from(items).where(sql`${items.id} = 1`);
    expect(row).toEqual({ id: 1, name: 'one', at, big: 42 });
    expect(row!.at).toBeInstanceOf(Date);
    const raw = await db.execute(sql`select count(*) as n, sum(big) as s from items`);
    expect(raw.rows).toEqual([{ n: 1, s: 42 }]);
  });

  it('commits a transaction and rolls back a failed one; a nested savepoint rolls back alone', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 2, name: 'two', at });
      await tx
        .transaction(async (inner) => {
          await inner.insert(items).values({ id: 3, name: 'three', at });
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    const ids = (await client.query<{ id: number }>('select id from items order by id')).rows.map(
      (r) => r.id,
    );
    expect(ids).toEqual([1, 2]);

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(items).values({ id: 4, name: 'four', at });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(items).values({ id: 5, name: 'five', at });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(2);
  });

  it('carries the PostgreSQL fields of an error across (code, constraint, detail)', async () => {
    const err = (await db
      .insert(items)
      .values({ id: 9, name: 'one', at })
      .then(
        () => ({ cause: {} }),
        (e: unknown) => e,
      )) as { cause: Record<string, unknown> };
    expect(err.cause).toBeInstanceOf(Error);
    expect(err.cause).toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
      table: 'items',
      severity: 'ERROR',
    });
    expect(String(err.cause.detail)).toContain('(name)=(one)');
    expect((err.cause.constructor as { name: string }).name).toBe('DatabaseError');
    const check = await client.query(`insert into items values (8, 'bad', now())`).catch((e: unknown) => e);
    expect(check).toMatchObject({ code: '23514', constraint: 'name_not_bad' });
    // Drizzle still reads it inside a transaction, which then rolls back.
    await expect(db.transaction((tx) => tx.execute(sql`select 1/0`))).rejects.toMatchObject({
      cause: { code: '22012' },
    });
  });

  it('makes a query outside a transaction wait until the open transaction ends', async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    await client.transaction(async (tx) => {
      await tx.query(`insert into items values (10, 'ten', now())`);
      outside = count().then((n) => {
        order.push('outside');
        return n;
      });
      // Long enough for the outside query to have run, were it not held back.
      await new Promise((r) => setTimeout(r, 200));
      await tx.query('select 1');
      order.push('commit');
    });
    expect(await outside).toBe(3);
    expect(order).toEqual(['commit', 'outside']);
  });

  it('delivers NOTIFY payloads to listeners until they stop', async () => {
    const got: string[] = [];
    const unlisten = await client.listen('things', (p) => got.push(p));
    await client.query(`select pg_notify('things', 'hello')`);
    await client.query(`notify things, 'again'`);
    await expect.poll(() => got).toEqual(['hello', 'again']);
    await unlisten();
    await client.query(`select pg_notify('things', 'unheard')`);
    await client.query('select 1');
    expect(got).toEqual(['hello', 'again']);
  });
});

describe('PGlite worker lifecycle', () => {
  it('closes with a transaction open (rolled back), rejecting what follows, and ends the thread', async () => {
    const c = await startPgliteWorker({});
    let exited = false;
    c.worker.once('exit', () => {
      exited = true;
    });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = c.transaction(async (t) => {
      await t.query('select 1');
      await held;
      await t.query('select 2');
    });
    await new Promise((r) => setTimeout(r, 50));
    const waiting = c.query('select 3');
    await c.close();
    release();
    await expect(tx).rejects.toThrow(/closed/);
    // Asked before close(): it ran once close() had rolled the transaction back.
    await expect(waiting).resolves.toMatchObject({ rows: [{ '?column?': 3 }] });
    await expect(c.query('select 4')).rejects.toThrow('database closed');
    expect(exited).toBe(true);
  });

  it('rejects pending calls with a clear error when the worker crashes', async () => {
    const c = await startPgliteWorker({});
    const crashed: Error[] = [];
    c.onCrash = (e) => crashed.push(e);
    // A query that waits for the open transaction: pending until the crash.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = c.transaction(async () => held);
    await new Promise((r) => setTimeout(r, 50));
    const pending = c.query('select 1');
    c.worker.postMessage({ id: 0, op: 'crash' });
    const err = await pending.catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/PGlite worker stopped .*crash requested by a test/);
    // SQLSTATE 57P02: routes answer 503 as for a lost PostgreSQL server.
    expect(isDatabaseUnavailable(err)).toBe(true);
    release();
    await expect(tx).rejects.toThrow(/PGlite worker stopped/);
    await expect(c.query('select 2')).rejects.toThrow(/PGlite worker stopped/);
    expect(crashed).toHaveLength(1);
    await c.close();
  });

  it('is the default, and its crash is a lost connection for the LISTENs of openDatabase', async () => {
    expect(pgliteThread({})).toBe('worker');
    expect(pgliteThread({ PGLITE_THREAD: 'main' })).toBe('main');
    const database = await openDatabase({ memory: true, thread: 'worker' });
    const lost: Error[] = [];
    await database.listen(
      'things',
      () => {},
      (e) => lost.push(e),
    );
    const c = (database.db as unknown as { $client: PgliteWorkerClient }).$client;
    c.worker.postMessage({ id: 0, op: 'crash' });
    await expect.poll(() => lost.length).toBe(1);
    expect(isDatabaseUnavailable(lost[0])).toBe(true);
    await expect(database.query('select 1')).rejects.toThrow(/PGlite worker stopped/);
    await database.close();
  });
});
