import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { JobQueue, QUEUE_SCHEMA } from './job-queue';

// The durable queue on both databases: retries, per-job outcomes in a batch, the time limit, and a
// failed script that leaves the one PGlite connection usable.

let db: Database;
const warnings: string[] = [];
const log = {
  warn: (_o: object, msg: string) => void warnings.push(msg),
  error: (_o: object, msg: string) => void warnings.push(msg),
};
let queue: JobQueue;
const seen: Record<string, number[]> = {};

const stateOf = async (id: string) => {
  const [row] = await db.query<{ state: string; retry_count: number; output: { message?: string } | null }>(
    `select state, retry_count, output from ${QUEUE_SCHEMA}.job where id = $1`,
    [id],
  );
  return row;
};

beforeAll(async () => {
  db = await createTestDatabase();
  queue = new JobQueue(db, log, true);
  queue.define('flaky', { retryLimit: 3, retryDelay: 1, expireInSeconds: 30 });
  queue.define('batch', { retryLimit: 0, expireInSeconds: 30 });
  queue.define('slow', { retryLimit: 0, expireInSeconds: 1 });
  queue.handle<{ key: string; failures: number }>('flaky', { pollingIntervalSeconds: 0.5 }, async (job) => {
    seen[job.data.key] = [...(seen[job.data.key] ?? []), job.retryCount];
    if (job.retryCount < job.data.failures) throw new Error(`attempt ${job.retryCount + 1} failed`);
    return { done: true };
  });
  queue.handle<{ n: number }>('batch', { batchSize: 5, pollingIntervalSeconds: 0.5 }, async (job) => {
    if (job.data.n === 2) throw new Error('number two refused');
  });
  queue.handle<{ n: number }>('slow', { pollingIntervalSeconds: 0.5 }, async (job) => {
    // Runs past its 1 s limit unless the abort signal ends it.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, 10_000);
      job.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted at the time limit'));
      });
    });
  });
  await queue.startWorkers();
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await db?.close();
});

describe('JobQueue', () => {
  it('retries a failing job until it succeeds, one attempt after another', async () => {
    const id = await queue.send('flaky', { key: 'twice', failures: 2 });
    await queue.settled('flaky');
    expect(seen.twice).toEqual([0, 1, 2]);
    const job = await stateOf(id!);
    expect(job?.state).toBe('completed');
    expect(job?.retry_count).toBe(2);
  }, 30_000);

  it('fails a job for good once its retries are spent, keeping the last message', async () => {
    const id = await queue.send('flaky', { key: 'always', failures: 99 });
    await queue.settled('flaky');
    expect(seen.always).toEqual([0, 1, 2, 3]);
    const job = await stateOf(id!);
    expect(job?.state).toBe('failed');
    expect(job?.output?.message).toBe('attempt 4 failed');
  }, 30_000);

  it('settles each job of a batch on its own', async () => {
    const ids = [];
    for (let n = 1; n <= 3; n++) ids.push(await queue.send('batch', { n }));
    await queue.settled('batch');
    const states = await Promise.all(ids.map((id) => stateOf(id!)));
    expect(states.map((s) => s?.state)).toEqual(['completed', 'failed', 'completed']);
    expect(states[1]?.output?.message).toBe('number two refused');
  }, 30_000);

  it('aborts a job at its time limit and fails it', async () => {
    const started = Date.now();
    const id = await queue.send('slow', { n: 1 });
    await queue.settled('slow');
    const job = await stateOf(id!);
    expect(job?.state).toBe('failed');
    expect(job?.output?.message).toBe('handler execution exceeded 1s');
    expect(Date.now() - started).toBeLessThan(9_000);
  }, 30_000);

  it('refuses a queue nobody defined', async () => {
    await expect(queue.send('nope', {})).rejects.toThrow('queue nope is not defined');
  });

  it('rolls a failed script back whole and leaves the connection usable', async () => {
    await db.query('create table script_probe (x int primary key)');
    await expect(
      db.script('BEGIN; insert into script_probe values (1); insert into script_probe values (1); COMMIT;'),
    ).rejects.toThrow();
    expect(await db.query('select count(*)::int as n from script_probe')).toEqual([{ n: 0 }]);
    expect(await db.script('BEGIN; insert into script_probe values (2) returning x; COMMIT;')).toEqual([
      { x: 2 },
    ]);
  });
});
