import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { QUEUE_SCHEMA } from '../../lib/job-queue';
import { crashDatabase } from '../../test/crash-database';
import { reportWorker } from '../../test/report-crash';

// Issue 13: a report worker killed with SIGKILL while it writes a report's file. After a restart the
// job is taken up again and ends with exactly one outcome and one file; nothing is left running and
// no half-written file is listed. PGlite: the killed process's directory is opened again (one
// process at a time, as in production); PostgreSQL: a new process on the same database.

const quiet = { warn: () => {}, error: () => {} };
const WORKER = path.resolve(import.meta.dirname, '../../test/report-crash-worker.ts');
let child: ChildProcess | undefined;
afterAll(() => child?.kill('SIGKILL'));

interface Started {
  jobId: string;
  orgId: number;
  userId: number;
}

/** Starts the worker process; resolves once its report job is writing its file. */
function startWorker(target: string, filesDir: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', WORKER, target, filesDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /started (\{.*\})\n/.exec(out);
      if (m) resolve(JSON.parse(m[1]!));
    });
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`worker exited (${code}) before writing: ${err}`)));
  });
}

describe('a report worker killed mid-report', () => {
  it('makes the report after a restart: one outcome, one file, nothing running', async () => {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-report-files-'));
    const { target, reopen, cleanup } = await crashDatabase();
    let db: Database;
    try {
      const started = await startWorker(target, filesDir);
      child!.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));

      db = await reopen();
      const job = async () =>
        (
          await db.query<{ state: string; fileId: string | null }>(
            `select job_state as state, file_id as "fileId" from report_jobs where id = $1`,
            [started.jobId],
          )
        )[0];
      // Killed while writing: the job was left unfinished (GENERATING, or STORING once every row
      // was made), with no file.
      const killed = await job();
      expect(['GENERATING', 'STORING']).toContain(killed?.state);
      expect(killed?.fileId).toBeNull();

      const { queue, reports } = reportWorker(db, filesDir, quiet);
      await queue.startWorkers();
      await expect.poll(async () => (await job())?.state, { timeout: 90_000, interval: 500 }).toBe('SUCCESS');
      await queue.stop();

      const files = await db.query<{ id: string; jobId: string }>(
        `select id, metadata->>'jobId' as "jobId" from files where org_id = $1 and user_id = $2`,
        [started.orgId, started.userId],
      );
      expect(files).toEqual([{ id: (await job())!.fileId, jobId: started.jobId }]);
      const bytes = fs.readFileSync(path.join(filesDir, String(started.orgId), files[0]!.id), 'utf8');
      expect(bytes.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'Time,Sensor,Equipment,Mean (°C),Minimum (°C),Maximum (°C),Readings',
      );
      // The header and the period's 48 hours of readings, each once.
      expect(bytes.trimEnd().split('\r\n')).toHaveLength(49);
      // The killed attempt left its partial file; the cleanup removes it once it has not been
      // written to for longer than a job's time limit (here: made an hour old).
      const orgDir = path.join(filesDir, String(started.orgId));
      const partial = fs.readdirSync(orgDir).filter((n) => n.endsWith('.part'));
      expect(partial).toHaveLength(1);
      expect(fs.readFileSync(path.join(orgDir, partial[0]!), 'utf8')).toBe('\uFEFF');
      expect((await reports.cleanup()).partial).toBe(0);
      const hourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(path.join(orgDir, partial[0]!), hourAgo, hourAgo);
      expect((await reports.cleanup()).partial).toBe(1);
      expect(fs.readdirSync(orgDir)).toEqual([files[0]!.id]);

      const [queued] = await db.query<{ state: string; retry_count: number }>(
        `select state, retry_count from ${QUEUE_SCHEMA}.job where id = $1`,
        [started.jobId],
      );
      expect(queued).toEqual({ state: 'completed', retry_count: 1 });
      const [left] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${QUEUE_SCHEMA}.job where state in ('active', 'created', 'retry')`,
      );
      expect(left?.n).toBe(0);
      if (!process.env.DATABASE_URL) await db.close();
    } finally {
      await cleanup();
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  }, 150_000);
});
