import { useReportJobs } from '../api/use-report-jobs';

/**
 * Follows the caller's report jobs for the top bar (spec 1 §2: progress icon, finished-file
 * counter): one request when the frame opens, then every second only while a job is being made.
 */
export function DownloadsTracker() {
  useReportJobs();
  return null;
}
