import path from 'node:path';
import type { Database } from '../db/client';
import type { EventBus } from '../lib/event-bus';
import { JobQueue, type QueueLogger } from '../lib/job-queue';
import { FileStore, FilesService } from '../modules/files';
import { ReportJobsService } from '../modules/reports';

/**
 * The report worker of the report crash test (modules/reports/report-crash.db.test.ts), as the worker
 * role builds it but without the HTTP app: the queue, the files store under `filesDir`, and the report
 * service with a 10-second heartbeat (a killed worker's job comes back within about 20 s).
 */
export function reportWorker(database: Database, filesDir: string, log: QueueLogger) {
  const queue = new JobQueue(database, log, true);
  const files = new FilesService(database, new FileStore(filesDir));
  // Status pushes go nowhere: no client listens in this test.
  const events: EventBus = {
    publish: async () => {},
    subscribe: () => () => {},
    watch: async () => {},
    unwatch: async () => {},
    isWatched: () => false,
    start: async () => {},
    close: async () => {},
  };
  const reports = new ReportJobsService(
    database,
    queue,
    files,
    events,
    log,
    new FileStore(path.join(filesDir, 'uploads')),
    { heartbeatSeconds: 10, retryDelay: 1, retryBackoff: false },
  );
  return { queue, files, reports };
}
