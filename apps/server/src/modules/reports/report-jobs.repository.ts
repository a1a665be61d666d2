import type { ReportFormat, ReportJobRequest } from '@sw/contracts';
import type { Database } from '../../db/client';

export type JobState = 'STARTED' | 'GENERATING' | 'STORING' | 'SUCCESS' | 'FAILURE';

export interface JobRow {
  id: string;
  orgId: number;
  userId: number;
  jobState: JobState;
  request: { body: ReportJobRequest; siteScope: 'ALL' | number[] };
  reportTemplate: string;
  format: ReportFormat;
  progress: number;
  fileId: string | null;
  fileName: string | null;
  expiryAt: Date | null;
  failedAt: Date | null;
  error: { errorCode: number; message: string } | null;
  /** The schedule the job is a run of, if any. */
  scheduleId: string | null;
  createdAt: Date;
}

const COLUMNS = `id, org_id as "orgId", user_id as "userId", job_state as "jobState", request,
  report_template as "reportTemplate", format, progress, file_id as "fileId", file_name as "fileName",
  expiry_at as "expiryAt", failed_at as "failedAt", error, schedule_id as "scheduleId", created_at as "createdAt"`;

export async function insertJob(
  database: Database,
  j: Pick<JobRow, 'id' | 'orgId' | 'userId' | 'request' | 'reportTemplate' | 'format'> &
    Partial<Pick<JobRow, 'scheduleId'>>,
): Promise<JobRow> {
  const [row] = await database.query<JobRow>(
    `insert into report_jobs (id, org_id, user_id, job_state, request, report_template, format, schedule_id)
     values ($1, $2, $3, 'STARTED', $4::jsonb, $5, $6, $7::uuid) returning ${COLUMNS}`,
    [j.id, j.orgId, j.userId, JSON.stringify(j.request), j.reportTemplate, j.format, j.scheduleId ?? null],
  );
  return row!;
}

/** The owner's job, or null (another user's or organisation's job is not theirs). */
export async function findOwnJob(
  database: Database,
  owner: { orgId: number; userId: number },
  id: string,
): Promise<JobRow | null> {
  const [row] = await database.query<JobRow>(
    `select ${COLUMNS} from report_jobs where id = $1 and org_id = $2 and user_id = $3`,
    [id, owner.orgId, owner.userId],
  );
  return row ?? null;
}

/** The owner's jobs, newest first (My Downloads shows the ones still being made). */
export async function listOwnJobs(
  database: Database,
  owner: { orgId: number; userId: number },
): Promise<JobRow[]> {
  return database.query<JobRow>(
    `select ${COLUMNS} from report_jobs where org_id = $1 and user_id = $2 order by created_at desc, id limit 200`,
    [owner.orgId, owner.userId],
  );
}

export async function findJob(database: Database, id: string): Promise<JobRow | null> {
  const [row] = await database.query<JobRow>(`select ${COLUMNS} from report_jobs where id = $1`, [id]);
  return row ?? null;
}

/**
 * Moves a job on; a finished job (SUCCESS or FAILURE) never changes again, so each job has exactly
 * one outcome, and a progress update (GENERATING) never lands after STORING. Resolves to the updated row, or null when the job had already finished.
 */
export async function advanceJob(
  database: Database,
  id: string,
  patch: {
    jobState: JobState;
    progress?: number;
    fileId?: string;
    fileName?: string;
    expiryAt?: Date;
    error?: { errorCode: number; message: string };
  },
): Promise<JobRow | null> {
  const [row] = await database.query<JobRow>(
    `update report_jobs set job_state = $2, progress = coalesce($3::real, progress),
       file_id = coalesce($4::uuid, file_id), file_name = coalesce($5, file_name),
       expiry_at = coalesce($6::timestamptz, expiry_at),
       error = coalesce($7::jsonb, error),
       failed_at = case when $2 = 'FAILURE' then now() else failed_at end,
       updated_at = now()
     where id = $1 and job_state not in ('SUCCESS', 'FAILURE')
       -- progress never takes a job back from STORING
       and ($2 <> 'GENERATING' or job_state in ('STARTED', 'GENERATING'))
     returning ${COLUMNS}`,
    [
      id,
      patch.jobState,
      patch.progress ?? null,
      patch.fileId ?? null,
      patch.fileName ?? null,
      patch.expiryAt?.toISOString() ?? null,
      patch.error ? JSON.stringify(patch.error) : null,
    ],
  );
  return row ?? null;
}

/**
 * Unfinished jobs whose queue job is over (failed, cancelled, or gone): a worker died on its last
 * attempt. The caller fails them.
 */
export async function orphanedJobs(
  database: Database,
  queueSchema: string,
  olderThanSeconds: number,
): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `select r.id from report_jobs r
      where r.job_state not in ('SUCCESS', 'FAILURE') and r.updated_at < now() - make_interval(secs => $1::float8)
        and not exists (select 1 from ${queueSchema}.job q
                         where q.id = r.id and q.state in ('created', 'retry', 'active'))`,
    [olderThanSeconds],
  );
  return rows.map((r) => r.id);
}

/** Spec 1 §4: finished jobs whose 10-minute expiry passed, failed ones after 24 hours. */
export async function deleteExpiredJobs(database: Database): Promise<number> {
  const rows = await database.query<{ id: string }>(
    `delete from report_jobs
      where (job_state = 'SUCCESS' and expiry_at < now())
         or (job_state = 'FAILURE' and coalesce(expiry_at, failed_at + interval '24 hours') < now())
     returning id`,
  );
  return rows.length;
}
