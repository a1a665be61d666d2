import type { ReportJob, ReportsStatusPayload } from '@sw/contracts';

type JobState = ReportJob['jobState'];

/** How far along each state is (B-023): a job only moves forward, and a finished job never changes. */
const RANK: Record<JobState, number> = { STARTED: 0, GENERATING: 1, STORING: 2, SUCCESS: 3, FAILURE: 3 };

export const isFinished = (state: JobState) => state === 'SUCCESS' || state === 'FAILURE';

/** The jobs still being made: the ones followed on REPORTS_STATUS/{jobId}, sorted. */
export const unfinishedJobIds = (jobs: readonly ReportJob[]): string[] =>
  jobs
    .filter((j) => !isFinished(j.jobState))
    .map((j) => j.jobId)
    .sort();

const clamp = (p: number) => Math.max(0, Math.min(1, p));

/** True when `a` says more than `b` about the same job (a later state, or more of the file written). */
function isAhead(a: ReportJob, b: ReportJob): boolean {
  if (isFinished(b.jobState)) return false;
  if (RANK[a.jobState] !== RANK[b.jobState]) return RANK[a.jobState] > RANK[b.jobState];
  return a.progress > b.progress;
}

/**
 * One REPORTS_STATUS message applied to the listed jobs: the job's state, progress, file (SUCCESS)
 * and error (FAILURE). A message behind what is known (progress pushes can arrive out of order, a
 * finished job is final) or about a job not listed changes nothing, and then the same array comes
 * back so that the cache's observers do not render again.
 */
export function applyJobStatus(jobs: ReportJob[], status: ReportsStatusPayload): ReportJob[] {
  const i = jobs.findIndex((j) => j.jobId === status.jobId);
  const job = jobs[i];
  if (!job) return jobs;
  const next: ReportJob = {
    ...job,
    jobState: status.jobState,
    progress:
      status.jobState === 'SUCCESS'
        ? 1
        : status.progress === undefined || RANK[status.jobState] === RANK[job.jobState]
          ? Math.max(job.progress, clamp(status.progress ?? 0))
          : clamp(status.progress),
    fileId: status.fileId ?? job.fileId,
    fileName: status.fileName ?? job.fileName,
    errorStatusResponse: status.error ?? job.errorStatusResponse,
    error: status.jobState === 'FAILURE',
  };
  if (!isAhead(next, job)) return jobs;
  const out = jobs.slice();
  out[i] = next;
  return out;
}

/**
 * A list just read merged with the cached one: a job the cache already has further along (a message
 * arrived while the read was under way) keeps the cached version; otherwise the read is the truth
 * (it alone has expiryAt and failedAt, and it drops expired jobs).
 */
export function mergeJobLists(fresh: ReportJob[], cached: readonly ReportJob[] | undefined): ReportJob[] {
  if (!cached?.length) return fresh;
  const known = new Map(cached.map((j) => [j.jobId, j]));
  return fresh.map((j) => {
    const held = known.get(j.jobId);
    return held && isAhead(held, j) ? held : j;
  });
}
