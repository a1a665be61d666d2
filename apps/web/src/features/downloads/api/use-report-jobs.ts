import type { ReportJob } from '@sw/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { mergeJobLists, unfinishedJobIds } from '../utils/job-status';
import { listReportJobs } from './downloads-api';

export const REPORT_JOBS_KEY = ['report-jobs'] as const;
export const REPORT_FILES_KEY = ['report-files'] as const;
/** B-057/B-058 (decided): the file list is fetched again 300 ms after a job succeeds, 500 ms after a delete. */
export const REFETCH_AFTER_SUCCESS_MS = 300;
export const REFETCH_AFTER_DELETE_MS = 500;
/**
 * B-027 (decided): REPORTS_STATUS carries a job's states; the list is read again every 10 s as the
 * fallback for a missed message (while a job is unfinished, and always while My Downloads is open,
 * for jobs started in another tab or device), on every window focus, and once 1 s after a job is
 * first followed (it may have finished before its subscription was in place).
 */
export const REPORT_JOBS_POLL_MS = 10_000;
export const CATCH_UP_READ_MS = 1_000;

/** The list read, kept behind no message that already moved a job further (job-status.ts). */
const readJobs =
  (client: QueryClient) =>
  async ({ signal }: { signal: AbortSignal }) =>
    mergeJobLists(await listReportJobs({ signal }), client.getQueryData<ReportJob[]>(REPORT_JOBS_KEY));

/**
 * The caller's report jobs (those unfinished and those finished in the last 10 minutes), in the
 * query cache that the REPORTS_STATUS messages update (use-follow-report-jobs.ts). `poll`: this
 * observer reads again on the B-027 cadence, every 10 s while a job is unfinished or `whenIdle`
 * (only the top bar's tracker polls, so an open My Downloads does not double the reads).
 */
export function useReportJobs(poll?: { whenIdle: boolean }) {
  const client = useQueryClient();
  return useQuery({
    queryKey: REPORT_JOBS_KEY,
    queryFn: readJobs(client),
    refetchInterval: (q) =>
      poll && (poll.whenIdle || unfinishedJobIds(q.state.data ?? []).length > 0)
        ? REPORT_JOBS_POLL_MS
        : false,
    refetchOnWindowFocus: 'always',
  });
}
