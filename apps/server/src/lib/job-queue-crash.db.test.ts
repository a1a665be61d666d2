import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { crashDatabase } from '../test/crash-database';
import { CRASH_QUEUE, crashQueueOptions } from '../test/crash-queue';
import { JobQueue, QUEUE_SCHEMA } from './job-queue';

// A worker killed with SIGKILL in the middle of a job: after a restart the job is taken up again
// and ends with exactly one outcome; nothing is left running. PGlite: the killed process's data
// directory is opened again (one process at a time, as in production); PostgreSQL: a new process.

const quiet = { warn: () => {}, error: () => {} };
const WORKER = path.resolve(import.meta.dirname, '../test/crash-worker.ts');
let child: ChildProcess | undefined;
afterAll(() => child?.kill('SIGKILL'));

/** Starts the worker process and resolves with the id of the job it took up. */
function startWorker(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', WORKER, target], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /started (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`worker exited (${code}) before taking the job: ${err}`)));
  });
}

describe('a worker killed mid-job', () => {
  it('leaves the job to be taken up again after a restart: one outcome, nothing running', async () => {
    const { target, reopen, cleanup } = await crashDatabase();
    let db: Database;
    try {
      const jobId = await startWorker(target);
      child!.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));

      db = await reopen();
      const runs: string[] = [];
      const queue = new JobQueue(db, quiet, true);
      queue.define(CRASH_QUEUE, crashQueueOptions);
      queue.handle<{ n: number }>(CRASH_QUEUE, { pollingIntervalSeconds: 0.5 }, async (job) => {
        runs.push(job.id);
        return { done: true };
      });
      await queue.startWorkers();
      await expect
        .poll(
          async () =>
            (
              await db.query<{ state: string; retry_count: number }>(
                `select state, retry_count from ${QUEUE_SCHEMA}.job where id = $1`,
                [jobId],
              )
            )[0],
          { timeout: 60_000, interval: 500 },
        )
        .toEqual({ state: 'completed', retry_count: 1 });
      expect(runs).toEqual([jobId]);
      const [left] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${QUEUE_SCHEMA}.job where state in ('active', 'created', 'retry')`,
      );
      expect(left?.n).toBe(0);
      await queue.stop();
      if (!process.env.DATABASE_URL) await db.close();
    } finally {
      await cleanup();
    }
  }, 90_000);
});
