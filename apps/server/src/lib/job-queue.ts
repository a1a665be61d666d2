import { fromPglite, PgBoss, type Queue } from 'pg-boss';

type QueueOptions = Omit<Queue, 'name'>;

import type { Database } from '../db/client';

/*
 * The durable job queue (pg-boss, docs/decisions.md "Job queue for reports and emails"): jobs are
 * rows of the same database, in the `pgboss` schema, so they survive a crash and several worker
 * processes share them (SKIP LOCKED). On PostgreSQL pg-boss keeps a small pool of its own; on PGlite
 * it goes through the one connection (scripts atomic, db/client.ts `script`). It starts on first
 * use, so a process that never queues anything never creates the schema.
 */

export const QUEUE_SCHEMA = 'pgboss';

export interface QueueLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** One job as a handler sees it. `signal` aborts when the job passes its time limit. */
export interface QueuedJob<T> {
  id: string;
  data: T;
  /** Attempts before this one (0 on the first). */
  retryCount: number;
  retryLimit: number;
  signal: AbortSignal;
}

export interface WorkOptions {
  /** Jobs fetched at once (handled one after another); more than 1 saves polls under load. */
  batchSize?: number;
  /**
   * How often an idle worker looks for jobs that no notification announces (a retry coming due; a
   * job added while the listener was down). New jobs wake it at once.
   */
  pollingIntervalSeconds?: number;
}

/** What a handler returns for one job; a thrown error fails (and so retries) that job only. */
export type JobHandler<T> = (job: QueuedJob<T>) => Promise<unknown>;

export class JobQueue {
  #boss: Promise<PgBoss> | null = null;
  readonly #queues = new Map<string, QueueOptions>();
  readonly #handlers = new Map<string, { options: WorkOptions; handler: JobHandler<never> }>();
  readonly #schedules = new Map<string, { cron: string; data: object; tz?: string }>();
  #working = false;

  constructor(
    private readonly database: Database,
    private readonly log: QueueLogger,
    /** The worker role runs pg-boss's maintenance (expiry, retention) and schedules. */
    private readonly maintains: boolean,
  ) {}

  /** Declares a queue and its rules (retries, backoff, time limit, retention); made on start. */
  define(name: string, options: QueueOptions): void {
    this.#queues.set(name, { ...options, notify: true });
  }

  /** Adds a job; resolves to its id (null when a singleton key already holds one). */
  async send<T extends object>(
    name: string,
    data: T,
    /** `id`: the job's own id (a UUID), to match it with a row of the caller's. */
    options: { id?: string; singletonKey?: string; startAfter?: number } = {},
  ): Promise<string | null> {
    this.#known(name);
    return (await this.started()).send(name, data, options);
  }

  /**
   * The handler of a queue's jobs in a worker process: recorded here, run once startWorkers() is
   * called (the worker role after the seed; tests that need it).
   */
  handle<T>(name: string, options: WorkOptions, handler: JobHandler<T>): void {
    this.#known(name);
    this.#handlers.set(name, { options, handler: handler as JobHandler<never> });
    if (this.#working)
      void this.#work(name, options, handler).catch((err) => this.log.error({ err }, 'worker failed'));
  }

  /**
   * Adds a job to `name` on a cron schedule (`tz`: the zone the expression is read in, default UTC).
   * pg-boss sends one job per occurrence however many processes run, from the worker role's
   * maintenance; the job is handled where workers run. Written on start (or at once when started).
   */
  schedule(name: string, cron: string, data: object = {}, options: { tz?: string } = {}): void {
    this.#known(name);
    const entry = { cron, data, ...options };
    this.#schedules.set(name, entry);
    if (this.#boss && this.maintains)
      void this.#boss
        .then((boss) => boss.schedule(name, cron, data, { tz: entry.tz }))
        .catch((err) => this.log.error({ err, queue: name }, 'schedule not written'));
  }

  /** Starts handling every queue that has a handler, in this process. */
  async startWorkers(): Promise<void> {
    if (this.#working) return;
    this.#working = true;
    for (const [name, { options, handler }] of this.#handlers) await this.#work(name, options, handler);
  }

  /** Handles the queue's jobs in this process, each on its own (one failure does not fail the batch). */
  async #work<T>(name: string, options: WorkOptions, handler: JobHandler<T>): Promise<void> {
    const boss = await this.started();
    await boss.work<T>(
      name,
      {
        batchSize: options.batchSize ?? 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10,
        notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 10,
        burstWhenBatchFull: (options.batchSize ?? 1) > 1,
        includeMetadata: true,
        perJobResults: true,
      } as never,
      async (jobs) => {
        const results = [];
        for (const job of jobs as unknown as (QueuedJob<T> & { retryCount: number; retryLimit: number })[]) {
          try {
            const output = await handler(job);
            results.push({ id: job.id, status: 'completed', output: output ?? undefined });
          } catch (err) {
            this.log.warn({ err, queue: name, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
            results.push({ id: job.id, status: 'failed', output: { message: errorMessage(err) } });
          }
        }
        return results as never;
      },
    );
  }

  /**
   * Resolves once no job of `name` waits or runs (for tests); gives up after `timeoutMs`. At once
   * when this process handles no jobs: nothing here would settle them.
   */
  async settled(name: string, timeoutMs = 20_000): Promise<void> {
    if (!this.#boss || !this.#working) return;
    await this.#boss;
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.database.query<{ n: number }>(
        `select count(*)::int as n from ${QUEUE_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`,
        [name],
      );
      if (!row?.n) return;
      if (Date.now() > until) throw new Error(`queue ${name} still has ${row.n} jobs after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The pg-boss instance, started (its schema made or migrated, the queues declared) once. */
  started(): Promise<PgBoss> {
    this.#boss ??= this.#start().catch((err) => {
      this.#boss = null;
      throw err;
    });
    return this.#boss;
  }

  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then stops pg-boss. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.#boss;
    this.#boss = null;
    this.#working = false;
    if (!boss) return;
    const b = await boss.catch(() => null);
    await b?.stop({ graceful: true, timeout: timeoutMs, wait: true } as never);
  }

  #known(name: string): void {
    if (!this.#queues.has(name)) throw new Error(`queue ${name} is not defined`);
  }

  async #start(): Promise<PgBoss> {
    const db = this.database;
    const common = {
      schema: QUEUE_SCHEMA,
      useListenNotify: true,
      supervise: this.maintains,
      schedule: this.maintains,
      // How soon a job whose worker died (no heartbeat) or overran is retried or failed: within 10 s
      // of its limit rather than pg-boss's default minute.
      superviseIntervalSeconds: 10,
    };
    const boss =
      db.kind === 'postgres' && db.url
        ? new PgBoss({ ...common, connectionString: db.url, max: 4 })
        : new PgBoss({
            ...common,
            backend: 'pglite',
            db: fromPglite({
              query: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }),
              exec: async (text: string) => [{ rows: await db.script(text) }],
              listen: (channel: string, onPayload: (payload: string) => void) =>
                db.listen(channel, onPayload, () => {}),
            } as never),
          } as never);
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    await boss.start();
    // A dead-letter queue must exist before the queue that names it.
    const ordered = [...this.#queues].sort(([, x], [, y]) => Number(!!x.deadLetter) - Number(!!y.deadLetter));
    for (const [name, options] of ordered) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, options as never);
      else await boss.createQueue(name, options);
    }
    // Only processes that send scheduled jobs write the schedules (an API-only one never reads them).
    if (this.maintains)
      for (const [name, s] of this.#schedules) await boss.schedule(name, s.cron, s.data, { tz: s.tz });
    return boss;
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
