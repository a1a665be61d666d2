import type { ReportJobRequest } from '@sw/contracts';

/**
 * The queue ReportJobsService hands a schedule's finished job to (schedule-emails.ts handles it). Its
 * own file, importing no code, so the report jobs service can name it without a cycle.
 */
export const SCHEDULE_EMAIL_QUEUE = 'report-schedule-email';

/** A schedule's report job, finished: what its emails need, kept past the job row's 10 minutes. */
export interface ScheduleEmailJob {
  jobId: string;
  scheduleId: string;
  orgId: number;
  ownerId: number;
  succeeded: boolean;
  fileId: string | null;
  fileName: string | null;
  /** The failure's message (FAILURE). */
  error: string | null;
  /** The job's request (its period) and the owner's sites it was made with. */
  request: ReportJobRequest;
  siteScope: 'ALL' | number[];
}
