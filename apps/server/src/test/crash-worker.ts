/**
 * A worker process for the crash test (lib/job-queue-crash.db.test.ts): opens the database given as
 * a URL or a PGlite directory, queues one job, takes it up, prints `started <jobId>` and then hangs
 * until the test kills it with SIGKILL.
 */
import { openDatabase } from '../db/client';
import { JobQueue } from '../lib/job-queue';
import { CRASH_QUEUE, crashQueueOptions } from './crash-queue';

const target = process.argv[2]!;
const database = await openDatabase(target.includes('://') ? { url: target } : { dataDir: target });
const queue = new JobQueue(database, console, true);
queue.define(CRASH_QUEUE, crashQueueOptions);
queue.handle<{ n: number }>(CRASH_QUEUE, { pollingIntervalSeconds: 0.5 }, async (job) => {
  process.stdout.write(`started ${job.id}\n`);
  await new Promise(() => {});
});
await queue.send(CRASH_QUEUE, { n: 1 });
await queue.startWorkers();
