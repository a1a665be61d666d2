import type { ReportJob, ReportsStatusPayload, ReportTemplate } from '@sw/contracts';
import type { JobRow } from './report-jobs.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentJob(j: JobRow): ReportJob {
  return {
    jobId: j.id,
    jobState: j.jobState,
    reportTemplate: j.reportTemplate as ReportTemplate,
    fileName: j.fileName,
    fileId: j.fileId,
    progress: j.jobState === 'SUCCESS' ? 1 : Math.max(0, Math.min(1, Number(j.progress))),
    createdAt: iso(j.createdAt)!,
    expiryAt: iso(j.expiryAt),
    failedAt: iso(j.failedAt),
    errorStatusResponse: j.error,
    error: j.jobState === 'FAILURE',
  };
}

/** The REPORTS_STATUS message of the job's current state (owner only: realtime/access.ts). */
export function statusOf(j: JobRow): ReportsStatusPayload {
  return {
    orgId: j.orgId,
    userId: j.userId,
    jobId: j.id,
    jobState: j.jobState,
    progress: presentJob(j).progress,
    ...(j.fileId ? { fileId: j.fileId } : {}),
    ...(j.fileName ? { fileName: j.fileName } : {}),
    ...(j.error ? { error: j.error } : {}),
  };
}
