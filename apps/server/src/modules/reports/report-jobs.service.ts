import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { ReportFormat, ReportJob, ReportJobRequest } from '@sw/contracts';
import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { type JobQueue, QUEUE_SCHEMA } from '../../lib/job-queue';
import { logoSvgOf, uploadOf } from '../cdn';
import type { FileStore, FilesService } from '../files';
import { CONTENT_TYPE, EXTENSION, type ReportDocument } from './report-document';
import { presentJob, statusOf } from './report-jobs.presenter';
import {
  advanceJob,
  deleteExpiredJobs,
  findJob,
  findOwnJob,
  insertJob,
  type JobRow,
  listOwnJobs,
  orphanedJobs,
} from './report-jobs.repository';
import { SCHEDULE_EMAIL_QUEUE, type ScheduleEmailJob } from './schedules/schedule-email-job';
import { withEquipmentId } from './templates/equipment-id';
import { templateOf } from './templates/registry';
import { MAX_PDF_ROWS, type ReportMode, type TemplateContext } from './templates/template';
import { csvStream } from './writers/csv';
import { writeExcel } from './writers/excel';
import { writePdf } from './writers/pdf';

export const REPORT_QUEUE = 'report';
export const REPORT_DEAD_QUEUE = 'report-dead';
export const REPORT_QUEUE_OPTIONS = {
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
  // A report's time limit; a killed worker's job is taken up again after 30 s without heartbeat.
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
  deleteAfterSeconds: 86_400,
  deadLetter: REPORT_DEAD_QUEUE,
};
/** Spec 1 §4: a finished job is kept 10 minutes; the code and message of every failure. */
export const JOB_EXPIRY_MS = 10 * 60_000;
export const FAILURE = { errorCode: 500, message: 'Please try again later' } as const;
/** Spec 3 §8: the worker could not run the job at all (its process gone, its time spent): 503. */
export const UNAVAILABLE = { errorCode: 503, message: 'Please try again later' } as const;

const MODE_REFUSAL: Record<ReportMode, (t: string) => string> = {
  single: (t) => `The ${t} report is made per equipment item: use POST /api/v2/jobs/batch/toPdf`,
  batch: (t) => `The ${t} report has no section per equipment item: use POST /api/v2/jobs/toPdf`,
  global: (t) => `The ${t} report is not an organisation-wide report`,
};

export interface Requester {
  orgId: number;
  userId: number;
  siteScope: 'ALL' | number[];
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A file name without path separators or control characters, at most 150 characters. */
export const safeFileName = (stem: string, ext: string) =>
  `${
    stem
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'report'
  }.${ext}`;

/**
 * Report jobs (spec 1 §4, spec 3 §7): a request is checked at once (ids of the caller's
 * organisation, size), stored as STARTED and queued; a worker makes the file (GENERATING, with
 * progress), records it (STORING) and finishes it (SUCCESS with the file, or FAILURE 500 'Please
 * try again later'); every change is pushed on REPORTS_STATUS/{jobId}.
 */
export class ReportJobsService {
  /** The instant reports are made at (retention, periods up to today); a test pins it. */
  now: () => Date = () => new Date();

  constructor(
    private readonly database: Database,
    private readonly queue: JobQueue,
    private readonly files: FilesService,
    private readonly events: EventBus,
    private readonly log: Logger,
    /** Uploaded logos (cdn uploadStore), for the PDF cover. */
    private readonly uploads: FileStore,
    /** The crash test shortens the heartbeat and retry delay. */
    queueOptions: Partial<typeof REPORT_QUEUE_OPTIONS> = {},
  ) {
    queue.define(REPORT_QUEUE, { ...REPORT_QUEUE_OPTIONS, ...queueOptions });
    queue.define(REPORT_DEAD_QUEUE, { retryLimit: 5, retryDelay: 5, expireInSeconds: 60 });
    queue.handle<{ jobId: string }>(REPORT_QUEUE, {}, (job) =>
      this.run(job.data.jobId, job.retryCount >= job.retryLimit, job.signal),
    );
    // Retries spent (or the last attempt's worker gone): the job fails, once.
    queue.handle<{ jobId: string }>(REPORT_DEAD_QUEUE, {}, (job) => this.fail(job.data.jobId, UNAVAILABLE));
  }

  /**
   * create()'s checks without making a job: the template, call and format, then the template's own
   * check of the request for `who` (ids of their organisation and sites → else 404, size → 400).
   * `at` is the instant the report would be made at (a schedule checks its next run's).
   */
  async check(
    who: Requester,
    request: ReportJobRequest,
    format: ReportFormat,
    mode: ReportMode = 'single',
    at: Date = this.now(),
  ): Promise<void> {
    const def = templateOf(request.reportTemplate);
    if (!def) throw badRequest(`The ${request.reportTemplate} report cannot be made yet`);
    if (!def.modes.includes(mode)) throw badRequest(MODE_REFUSAL[mode](request.reportTemplate));
    if (format === 'PDF' && def.pdfModes && !def.pdfModes.includes(mode))
      throw badRequest(
        `The ${request.reportTemplate} report is made as a PDF with one section per equipment item: use POST /api/v2/jobs/batch/toPdf`,
      );
    if (!def.formats.includes(format))
      throw badRequest(
        `The ${request.reportTemplate} report is made as ${def.formats.join(' or ')}, not ${format}`,
      );
    const rows = await def.check(this.context(who, withEquipmentId(def, request), who.siteScope, at));
    if (format === 'PDF' && rows > MAX_PDF_ROWS)
      throw badRequest(
        `This report would have about ${rows.toLocaleString('en-US')} rows: a PDF holds at most ${MAX_PDF_ROWS.toLocaleString('en-US')}. Ask for CSV or Excel, or a shorter period`,
      );
  }

  /** `scheduleId`: the schedule the job is a run of (its outcome is then emailed). */
  async create(
    who: Requester,
    request: ReportJobRequest,
    format: ReportFormat,
    mode: ReportMode = 'single',
    scheduleId: string | null = null,
  ): Promise<ReportJob> {
    await this.check(who, request, format, mode);
    const row = await insertJob(this.database, {
      id: randomUUID(),
      orgId: who.orgId,
      userId: who.userId,
      // check() passed, so the template exists; the job keeps the request as the template reads it.
      request: {
        body: withEquipmentId(templateOf(request.reportTemplate)!, request),
        siteScope: who.siteScope,
      },
      reportTemplate: request.reportTemplate,
      format,
      scheduleId,
    });
    await this.publish(row);
    // The queue job has the report job's id, so the two can be matched (orphanedJobs).
    await this.queue.send(REPORT_QUEUE, { jobId: row.id }, { id: row.id });
    return presentJob(row);
  }

  async get(who: Requester, jobId: string): Promise<ReportJob> {
    const row = await findOwnJob(this.database, who, jobId);
    if (!row) throw notFound('Report job');
    return presentJob(row);
  }

  async list(who: Requester): Promise<ReportJob[]> {
    return (await listOwnJobs(this.database, who)).map(presentJob);
  }

  /**
   * One attempt at a job (the worker). A request no longer valid fails at once, without retries.
   * `signal` aborts at the job's time limit: the file being written is dropped, so an attempt that
   * ran over never stores a file beside the retry's.
   */
  async run(jobId: string, lastAttempt: boolean, signal?: AbortSignal): Promise<unknown> {
    const job = await findJob(this.database, jobId);
    if (!job || job.jobState === 'SUCCESS' || job.jobState === 'FAILURE') return { skipped: true };
    const def = templateOf(job.request.body.reportTemplate);
    try {
      if (!def) throw badRequest(`The ${job.reportTemplate} report cannot be made`);
      await this.move(jobId, { jobState: 'GENERATING', progress: 0 });
      const doc = await def.build(this.context(job, job.request.body, job.request.siteScope));
      if (job.format === 'PDF' && job.request.body.reportOrgImage) doc.logo = await this.logoOf(job.orgId);
      signal?.throwIfAborted();
      const stored = await this.write(job, doc, signal);
      const done = await this.move(jobId, {
        jobState: 'SUCCESS',
        progress: 1,
        fileId: stored.id,
        fileName: stored.fileName,
        expiryAt: new Date(Date.now() + JOB_EXPIRY_MS),
      });
      if (!done) {
        // The job ended meanwhile (failed after its last attempt's time, or another attempt won):
        // it keeps that one outcome, and this file would be a second.
        await this.files.remove({ orgId: job.orgId, userId: job.userId }, stored.id);
        return { superseded: true };
      }
      return { fileId: stored.id };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) {
        await this.move(jobId, {
          jobState: 'FAILURE',
          error: { errorCode: err.statusCode, message: err.message },
        });
        return { refused: err.message };
      }
      this.log.error({ err, jobId, lastAttempt }, 'report generation failed');
      if (lastAttempt) await this.fail(jobId);
      throw err;
    }
  }

  /** FAILURE with the spec's code and message, unless the job already finished. */
  async fail(jobId: string, error: typeof FAILURE | typeof UNAVAILABLE = FAILURE): Promise<void> {
    await this.move(jobId, { jobState: 'FAILURE', error });
  }

  /**
   * Every 10 minutes (worker role): fails jobs whose queue job is over without an outcome, deletes
   * expired ones, and removes the partial files of attempts whose process died while writing
   * (untouched for longer than a job's time limit).
   */
  async cleanup(): Promise<{ failed: number; deleted: number; partial: number }> {
    await this.queue.started();
    const orphans = await orphanedJobs(this.database, QUEUE_SCHEMA, 60);
    for (const id of orphans) await this.fail(id, UNAVAILABLE);
    return {
      failed: orphans.length,
      deleted: await deleteExpiredJobs(this.database),
      partial: await this.files.sweepPartial((REPORT_QUEUE_OPTIONS.expireInSeconds + 5 * 60) * 1000),
    };
  }

  /** The organisation's logo for a PDF cover (H-017: reportOrgImage asks for it), or none. */
  private async logoOf(orgId: number): Promise<ReportDocument['logo']> {
    const [org] = await this.database.query<{ logo: string | null }>(
      'select logo from organizations where id = $1::int',
      [orgId],
    );
    const upload = uploadOf(org?.logo);
    if (upload?.orgId === orgId) {
      const stream = await this.uploads.open(orgId, upload.fileId);
      if (stream) {
        const parts: Buffer[] = [];
        for await (const chunk of stream) parts.push(chunk as Buffer);
        return { image: Buffer.concat(parts) };
      }
    }
    const svg = logoSvgOf(org?.logo);
    return svg ? { svg } : null;
  }

  private context(
    who: { orgId: number; userId: number },
    request: ReportJobRequest,
    siteScope: Requester['siteScope'],
    now: Date = this.now(),
  ): TemplateContext {
    return { database: this.database, orgId: who.orgId, userId: who.userId, siteScope, request, now };
  }

  /** Moves the job on unless it has finished; false when it had (the patch is then dropped). */
  private async move(jobId: string, patch: Parameters<typeof advanceJob>[2]): Promise<boolean> {
    const row = await advanceJob(this.database, jobId, patch);
    if (!row) return false;
    await this.publish(row);
    // advanceJob finishes a job once: a schedule's run gets exactly one email job.
    if (row.scheduleId && (row.jobState === 'SUCCESS' || row.jobState === 'FAILURE'))
      await this.queueScheduleEmail(row);
    return true;
  }

  /**
   * A schedule's job finished: its email is queued (never sent here, in the report worker). The job
   * carries the outcome, as the job row is deleted 10 minutes after it finishes.
   */
  private async queueScheduleEmail(row: JobRow): Promise<void> {
    try {
      await this.queue.send<ScheduleEmailJob>(SCHEDULE_EMAIL_QUEUE, {
        jobId: row.id,
        scheduleId: row.scheduleId!,
        orgId: row.orgId,
        ownerId: row.userId,
        succeeded: row.jobState === 'SUCCESS',
        fileId: row.fileId,
        fileName: row.fileName,
        error: row.error?.message ?? null,
        request: row.request.body,
        siteScope: row.request.siteScope,
      });
    } catch (err) {
      this.log.error({ err, jobId: row.id, scheduleId: row.scheduleId }, 'schedule email not queued');
    }
  }

  private async publish(row: JobRow): Promise<void> {
    await this.events.publish({ type: 'REPORTS_STATUS', payload: statusOf(row) });
  }

  /** Writes the file through the FileStore (STORING once its rows are written); resolves to it. */
  private async write(job: JobRow, doc: ReportDocument, signal?: AbortSignal) {
    let written = 0;
    let lastPush = 0;
    const onRows = (n: number) => {
      written += n;
      const now = Date.now();
      if (now - lastPush < 1000 || doc.expectedRows <= 0) return;
      lastPush = now;
      void this.move(job.id, {
        jobState: 'GENERATING',
        progress: Math.min(0.95, written / doc.expectedRows),
      }).catch(() => {});
    };
    let body: Readable;
    let finished: Promise<void>;
    if (job.format === 'CSV') {
      body = csvStream(doc, onRows);
      finished = new Promise((resolve, reject) => body.on('end', resolve).on('error', reject));
    } else if (job.format === 'EXCEL') {
      const out = new PassThrough();
      body = out;
      finished = writeExcel(doc, out, onRows);
      finished.catch((err) => out.destroy(err));
    } else {
      const out = new PassThrough();
      body = out;
      finished = writePdf(doc, out, onRows);
      finished.catch((err) => out.destroy(err));
    }
    // Past the time limit the body fails, so the files store drops what it had written. The failure
    // reaches the caller through the store's pipeline (or `finished`), never as an unheard 'error'.
    body.on('error', () => {});
    const abort = () => body.destroy(new Error('The report ran past its time limit'));
    signal?.addEventListener('abort', abort, { once: true });
    const storing = finished.then(() => this.move(job.id, { jobState: 'STORING', progress: 0.99 }));
    try {
      const [stored] = await Promise.all([
        this.files.save(
          { orgId: job.orgId, userId: job.userId },
          {
            fileName: safeFileName(doc.fileStem, EXTENSION[job.format]),
            contentType: CONTENT_TYPE[job.format],
            body,
            metadata: { jobId: job.id, reportTemplate: job.reportTemplate },
            tags: [job.format],
          },
        ),
        storing,
      ]);
      return stored;
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }
}
