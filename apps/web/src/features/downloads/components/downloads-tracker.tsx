import { useFollowReportJobs } from '../api/use-follow-report-jobs';

/**
 * Follows the caller's report jobs for the whole signed-in frame (mounted in the top bar): live on
 * REPORTS_STATUS, feeding the top bar's progress icon and finished-file counter (spec 1 §2) and the
 * jobs My Downloads shows.
 */
export function DownloadsTracker() {
  useFollowReportJobs();
  return null;
}
