import type { EventBus } from './lib/event-bus';
import type { JobQueue } from './lib/job-queue';

/**
 * The services modules share, decorated on the app as `app.services`. This file imports no module,
 * so modules can name it without an import cycle through app.ts: each module adds the service it
 * owns by augmenting this interface in its index.ts (`declare module '../../services'`).
 */
export interface Services {
  /** Real-time events across processes (PostgreSQL LISTEN/NOTIFY). */
  events: EventBus;
  /** Durable background jobs (pg-boss): reports, emails. */
  queue: JobQueue;
}
