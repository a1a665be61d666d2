import crypto from 'node:crypto';
import type { AsyncReportName, AsyncReportStart } from '@sw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { SiteScope } from '../../../db/site-scope';
import { OrgLimiter } from '../../../lib/org-limiter';
import { deleteOldFits } from '../weather/kept-fits';
import {
  configStamp,
  deleteOld,
  findReusable,
  finishFailed,
  finishReady,
  insertRunning,
  readReport,
  setProgress,
} from './reports.repository';

/** What a report's computation gets: who asks, and how to say how far it is. */
export interface ComputeContext {
  database: Database;
  orgId: number;
  scope: SiteScope;
  /** Fraction done, 0–1 (stored at most twice a second; the result call shows it). */
  progress(fraction: number): void;
}

/** One asynchronous report: how to compute it from normalised parameters. */
export interface AsyncReportJob<P> {
  name: AsyncReportName;
  params: P;
  /** The instants whose readings the result depends on (late readings inside make it stale). */
  period: { from: Date; to: Date };
  compute(ctx: ComputeContext, params: P): Promise<unknown>;
}

const PROGRESS_EVERY_MS = 500;
/** How long, and how many, results this process computed are also answered from its memory. */
const KEPT_MS = 5 * 60_000;
const KEPT_MAX = 8;
/** How often old computations are dropped (worker role). */
export const CLEANUP_MS = 10 * 60_000;

/** Stable JSON: object keys sorted, so equal parameters hash equally. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

type ReadRow = NonNullable<Awaited<ReturnType<typeof readReport>>>;

/**
 * Starts, runs and answers asynchronous reports (spec 3 §4). A start reuses a kept result when one
 * still holds (reports.repository.ts findReusable), else stores a RUNNING row and computes in the
 * background of this process, at most two computations of one organisation at a time; the result
 * lands in the row, which any process answers from. The process that computed a result also answers
 * it from memory for a few minutes (KEPT_MS, the KEPT_MAX newest), from the moment it is computed:
 * a large result (a 5,000-site NOH report is 9.6 MB of JSON) is then neither waited for while it is
 * stored nor read back from the database for the poll that fetches it. A computation that throws
 * ends FAILED with a message, never RUNNING forever.
 */
export class AsyncReports {
  private readonly limiter = new OrgLimiter({ maxInFlight: 2, maxQueued: 1_000, maxWaitMs: 5 * 60_000 });
  private readonly running = new Map<string, Promise<void>>();
  /** Results this process computed, by key (insertion order: oldest first). */
  private readonly kept = new Map<string, { row: ReadRow; until: number }>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start<P>(
    job: AsyncReportJob<P>,
    who: { orgId: number; scope: SiteScope },
  ): Promise<AsyncReportStart> {
    const params = { ...(job.params as Record<string, unknown>), scope: who.scope };
    const paramsHash = crypto.createHash('sha256').update(stable(params)).digest('hex').slice(0, 32);
    const stamp = await configStamp(this.database, who.orgId);
    const key = { orgId: who.orgId, reportName: job.name, paramsHash, configStamp: stamp };
    const kept = await findReusable(this.database, key);
    if (kept)
      return {
        report_key: kept.reportKey,
        report_version: kept.status === 'READY' ? 1 : 0,
        status: kept.status,
      };
    const reportKey = crypto.randomBytes(18).toString('base64url');
    await insertRunning(this.database, {
      ...key,
      reportKey,
      params,
      periodFrom: job.period.from,
      periodTo: job.period.to,
    });
    const row: ReadRow = {
      reportKey,
      ...key,
      params,
      status: 'RUNNING',
      progress: 0,
      dataJson: null,
      error: null,
      createdAt: new Date(),
      finishedAt: null,
    };
    const run = this.run(row, job, who).finally(() => this.running.delete(reportKey));
    this.running.set(reportKey, run);
    return { report_key: reportKey, report_version: 0, status: 'RUNNING' };
  }

  private async run<P>(row: ReadRow, job: AsyncReportJob<P>, who: { orgId: number; scope: SiteScope }) {
    const { reportKey } = row;
    let lastProgress = 0;
    let pending: Promise<void> = Promise.resolve();
    const ctx: ComputeContext = {
      database: this.database,
      orgId: who.orgId,
      scope: who.scope,
      progress: (fraction) => {
        const now = Date.now();
        if (now - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = now;
        const f = Math.max(0, Math.min(0.99, fraction));
        pending = pending.then(() => setProgress(this.database, reportKey, f)).catch(() => {});
      },
    };
    try {
      const data = await this.limiter.run(who.orgId, () => job.compute(ctx, job.params));
      const json = JSON.stringify(data);
      const finishedAt = new Date();
      this.keep({ ...row, status: 'READY', progress: 1, dataJson: json, finishedAt });
      await pending;
      await finishReady(this.database, reportKey, json, finishedAt).catch((err) => {
        // Not stored: no process may answer it as ready (the failure below is what they read).
        this.kept.delete(reportKey);
        throw err;
      });
    } catch (err) {
      this.log.error({ err, report: job.name, reportKey }, 'analytics report failed');
      await finishFailed(this.database, reportKey, 'The report could not be computed; try again later').catch(
        (e) => this.log.error({ err: e, reportKey }, 'analytics report failure not stored'),
      );
    }
  }

  private keep(row: ReadRow) {
    const now = Date.now();
    for (const [key, kept] of this.kept)
      if (kept.until <= now || this.kept.size >= KEPT_MAX) this.kept.delete(key);
    this.kept.set(row.reportKey, { row, until: now + KEPT_MS });
  }

  /** One computation of the organisation: from this process's memory when it computed it, else stored. */
  async read(a: { orgId: number; reportName: AsyncReportName; reportKey: string }): Promise<ReadRow | null> {
    const kept = this.kept.get(a.reportKey);
    if (kept && kept.until > Date.now()) {
      const { row } = kept;
      return row.orgId === a.orgId && row.reportName === a.reportName ? row : null;
    }
    return readReport(this.database, a);
  }

  /** Resolves once every computation this process started has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Drops computations older than a day and weather fits of report months over two years back, every
   * CLEANUP_MS; returns the stop function.
   */
  startCleanup(everyMs = CLEANUP_MS): () => void {
    const timer = setInterval(() => {
      deleteOld(this.database).catch((err) => this.log.warn({ err }, 'analytics report cleanup failed'));
      deleteOldFits(this.database).catch((err) => this.log.warn({ err }, 'weather fit cleanup failed'));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
