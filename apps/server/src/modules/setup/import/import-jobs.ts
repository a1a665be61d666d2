import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImportCounts, ImportFormat, ImportIssue, ImportJob } from '@sw/contracts/setup';
import { IMPORT_LIMITS } from '@sw/contracts/setup';
import { sql } from 'drizzle-orm';
import { analyzeChangedSoon, LARGE_IMPORT_ROWS } from '../../../db/analyze';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import { errorMessage, type JobQueue } from '../../../lib/job-queue';
import { FileStore } from '../../files';
import { lockUuids } from '../gateways/device-refs';
import { auditChange } from '../setup-audit';
import { applyPlan } from './import-apply';
import { checkFile } from './import-check';
import { emptyCounts, planImport, stateKeys } from './import-plan';
import type { ImportRow } from './import-rows';
import { loadState } from './import-state';

export const IMPORT_QUEUE = 'setup-import';
export const IMPORT_DEAD_QUEUE = 'setup-import-dead';
/** Rows of whole sites written per transaction: short enough to leave PGlite's one connection to others. */
export const CHUNK_ROWS = 2_000;
/** Finished jobs' states are kept this long (the uploaded file goes when the job ends). */
const KEEP_MS = 30 * 86_400_000;

interface JobRecord extends ImportJob {
  orgId: number;
  userId: number;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The organisation changed between the check and a chunk's write: the chunk's rows no longer fit. */
class ChunkRefused extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super('rows no longer fit');
  }
}

const STOPPED = (done: number, total: number, why: string) =>
  `The import stopped after ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows (${why}). The sites written so far stay; import the same file again to finish (rows already there are unchanged)`;

function addCounts(into: ImportCounts, c: ImportCounts): void {
  for (const k of ['sites', 'equipment', 'sensors'] as const) {
    into[k].created += c[k].created;
    into[k].updated += c[k].updated;
    into[k].unchanged += c[k].unchanged;
  }
  into.gateways.created += c.gateways.created;
  into.spaces.created += c.spaces.created;
  into.siteGroups.created += c.siteGroups.created;
}

/** Rows grouped by the site they belong to, in file order, in chunks of whole sites. */
export function chunksOf(rows: ImportRow[], size = CHUNK_ROWS): ImportRow[][] {
  const bySite = new Map<string, ImportRow[]>();
  for (const r of rows) {
    const key = r.kind === 'site' ? r.externalId : r.siteKey;
    const list = bySite.get(key);
    if (list) list.push(r);
    else bySite.set(key, [r]);
  }
  const chunks: ImportRow[][] = [];
  let current: ImportRow[] = [];
  for (const list of bySite.values()) {
    current.push(...list);
    if (current.length >= size) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/**
 * Import jobs (docs/setup.md "Import"): the upload is kept under DATA_DIR/setup-imports/files and
 * its state as JSON under DATA_DIR/setup-imports/jobs (one directory per organisation, shared by the
 * api and worker roles as the files store is); the worker checks the whole file again and, only if
 * every row is valid, writes it whole sites at a time, each chunk in its own transaction.
 */
export class ImportJobs {
  private readonly files: FileStore;
  private readonly jobs: FileStore;

  constructor(
    private readonly database: Database,
    private readonly queue: JobQueue,
    private readonly log: Logger,
    dataDir: string,
    /** Site groups changed: resolved site scopes are read again. */
    private readonly scopesChanged: () => void,
  ) {
    this.files = new FileStore(path.join(dataDir, 'setup-imports', 'files'));
    this.jobs = new FileStore(path.join(dataDir, 'setup-imports', 'jobs'));
    queue.define(IMPORT_QUEUE, {
      retryLimit: 2,
      retryDelay: 10,
      retryBackoff: true,
      // 100,000 rows take minutes on PGlite; a killed worker's job is taken up again after 60 s of silence.
      expireInSeconds: 60 * 60,
      heartbeatSeconds: 60,
      deleteAfterSeconds: 86_400,
      deadLetter: IMPORT_DEAD_QUEUE,
    });
    queue.define(IMPORT_DEAD_QUEUE, { retryLimit: 5, retryDelay: 5, expireInSeconds: 60 });
    queue.handle<{ jobId: string; orgId: number }>(IMPORT_QUEUE, {}, (job) =>
      this.run(job.data.orgId, job.data.jobId, job.retryCount >= job.retryLimit),
    );
    // Retries spent, or the last attempt's worker gone: the job fails, once.
    queue.handle<{ jobId: string; orgId: number }>(IMPORT_DEAD_QUEUE, {}, async (job) => {
      const rec = await this.read(job.data.orgId, job.data.jobId);
      if (rec && rec.state !== 'SUCCEEDED' && rec.state !== 'FAILED')
        await this.finish(rec, {
          state: 'FAILED',
          message: STOPPED(rec.rowsDone, rec.rowCount, 'the worker could not finish it'),
        });
    });
  }

  /** Keeps the file and queues its import; answers the job as QUEUED. */
  async start(
    who: { orgId: number; userId: number },
    bytes: Buffer,
    format: ImportFormat,
    fileName: string | null,
  ): Promise<ImportJob> {
    const id = randomUUID();
    await this.files.write(who.orgId, id, bytes);
    const rec: JobRecord = {
      id,
      orgId: who.orgId,
      userId: who.userId,
      state: 'QUEUED',
      fileName,
      format,
      size: bytes.length,
      rowCount: 0,
      rowsDone: 0,
      progress: 0,
      counts: null,
      errorCount: 0,
      errors: [],
      message: null,
      createdAt: new Date().toISOString(),
      startedAt: null,
      finishedAt: null,
    };
    await this.write(rec);
    await this.queue.send(IMPORT_QUEUE, { jobId: id, orgId: who.orgId }, { id });
    void this.forgetOld(who.orgId).catch((err) => this.log.warn({ err }, 'old import jobs not removed'));
    return present(rec);
  }

  async get(orgId: number, jobId: string): Promise<ImportJob | null> {
    const rec = await this.read(orgId, jobId);
    return rec ? present(rec) : null;
  }

  /** One attempt at a job (the worker role). A file with errors fails at once, without retries. */
  async run(orgId: number, jobId: string, lastAttempt: boolean): Promise<unknown> {
    let rec = await this.read(orgId, jobId);
    if (!rec || rec.state === 'SUCCEEDED' || rec.state === 'FAILED') return { skipped: true };
    const bytes = await this.bytes(orgId, jobId);
    if (!bytes) {
      await this.finish(rec, { state: 'FAILED', message: 'The uploaded file is gone: upload it again' });
      return { skipped: true };
    }
    const db = this.database.db;
    rec = await this.update(rec, { state: 'VALIDATING', startedAt: new Date().toISOString(), rowsDone: 0 });
    let done = 0;
    try {
      const check = await checkFile(db, orgId, bytes, rec.format);
      rec = await this.update(rec, { rowCount: check.checked.rowCount });
      if (check.issues.length) {
        await this.finish(rec, {
          state: 'FAILED',
          errorCount: check.issues.length,
          errors: check.issues.slice(0, IMPORT_LIMITS.maxErrors),
          message: `The file has ${check.issues.length.toLocaleString('en-US')} error${check.issues.length === 1 ? '' : 's'}: nothing was imported`,
        });
        return { refused: check.issues.length };
      }
      rec = await this.update(rec, { state: 'APPLYING' });
      const counts = emptyCounts();
      let changed = 0;
      let regrouped = false;
      let lastWrite = Date.now();
      const who = { orgId, userId: rec.userId };
      for (const chunk of chunksOf(check.checked.rows)) {
        await db.transaction(async (tx) => {
          // One import of an organisation writes at a time; gateways' uuids as setup's form checks them.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('setup-import'), ${orgId}::int)`);
          await lockUuids(tx, 'gateway', orgId);
          const state = await loadState(tx, orgId, stateKeys(chunk));
          const empty = { site: new Set<string>(), equipment: new Set<string>(), sensor: new Set<string>() };
          const plan = await planImport(tx, orgId, { rows: chunk, brokenKeys: empty }, state);
          if (plan.issues.length) throw new ChunkRefused(plan.issues);
          const applied = await applyPlan(tx, who, jobId, plan);
          addCounts(counts, plan.counts);
          changed += applied.changed;
          regrouped ||= applied.membershipsChanged;
        });
        done += chunk.length;
        if (Date.now() - lastWrite > 500) {
          lastWrite = Date.now();
          rec = await this.update(rec, {
            rowsDone: done,
            progress: done / Math.max(1, rec.rowCount),
            counts,
          });
        }
      }
      if (changed > 0)
        await auditChange(db, who, {
          action: 'SETUP_IMPORT_APPLIED',
          targetType: 'IMPORT',
          targetId: jobId,
          before: null,
          after: { fileName: rec.fileName, format: rec.format, rows: rec.rowCount, counts },
        });
      if (regrouped) this.scopesChanged();
      if (changed >= LARGE_IMPORT_ROWS)
        analyzeChangedSoon(this.database, (err) => this.log.warn({ err }, 'analyze after import failed'));
      await this.finish(rec, { state: 'SUCCEEDED', rowsDone: done, progress: 1, counts });
      return { changed };
    } catch (err) {
      if (err instanceof ChunkRefused) {
        await this.finish(rec, {
          state: 'FAILED',
          rowsDone: done,
          errorCount: err.issues.length,
          errors: err.issues.slice(0, IMPORT_LIMITS.maxErrors),
          message: STOPPED(
            done,
            rec.rowCount,
            'the organisation changed meanwhile and some rows no longer fit',
          ),
        });
        return { refused: err.issues.length };
      }
      // A file that cannot be read at all (not UTF-8, not a workbook) will not read better later.
      if (err instanceof HttpError && err.statusCode < 500) {
        await this.finish(rec, { state: 'FAILED', message: err.message });
        return { refused: err.message };
      }
      this.log.error({ err, jobId, lastAttempt }, 'import failed');
      if (lastAttempt)
        await this.finish(rec, {
          state: 'FAILED',
          rowsDone: done,
          message: STOPPED(done, rec.rowCount, errorMessage(err)),
        });
      throw err;
    }
  }

  private async finish(rec: JobRecord, patch: Partial<JobRecord>): Promise<void> {
    await this.update(rec, { ...patch, finishedAt: new Date().toISOString() });
    await this.files.remove(rec.orgId, rec.id).catch(() => undefined);
  }

  private async update(rec: JobRecord, patch: Partial<JobRecord>): Promise<JobRecord> {
    const next = { ...rec, ...patch };
    await this.write(next);
    return next;
  }

  private async write(rec: JobRecord): Promise<void> {
    await this.jobs.write(rec.orgId, rec.id, JSON.stringify(rec));
  }

  private async read(orgId: number, jobId: string): Promise<JobRecord | null> {
    try {
      const rec = JSON.parse(await fs.readFile(this.jobs.pathOf(orgId, jobId), 'utf8')) as JobRecord;
      return rec.orgId === orgId ? rec : null;
    } catch {
      return null;
    }
  }

  private async bytes(orgId: number, jobId: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.files.pathOf(orgId, jobId));
    } catch {
      return null;
    }
  }

  /** Drops the organisation's job states older than KEEP_MS. */
  private async forgetOld(orgId: number): Promise<void> {
    const dir = path.dirname(this.jobs.pathOf(orgId, randomUUID()));
    const now = Date.now();
    for (const name of await fs.readdir(dir)) {
      const p = path.join(dir, name);
      const stat = await fs.stat(p).catch(() => null);
      if (stat && now - stat.mtimeMs > KEEP_MS) await fs.rm(p, { force: true });
    }
  }
}

function present(rec: JobRecord): ImportJob {
  const { orgId: _o, userId: _u, ...job } = rec;
  return job;
}
