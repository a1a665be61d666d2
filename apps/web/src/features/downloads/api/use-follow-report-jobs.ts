import type { ReportJob } from '@sw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { setDownloadsStatus } from '../../../lib/downloads-status';
import { getRealtimeClient, useRealtimeState } from '../../../lib/realtime';
import { noteFinishedJobs, useFileMarks } from '../utils/file-marks';
import { JobFollower } from '../utils/job-follower';
import { applyJobStatus, unfinishedJobIds } from '../utils/job-status';
import {
  CATCH_UP_READ_MS,
  REFETCH_AFTER_SUCCESS_MS,
  REPORT_FILES_KEY,
  REPORT_JOBS_KEY,
  useReportJobs,
} from './use-report-jobs';

/**
 * Follows the caller's report jobs live (B-026, for the whole signed-in frame): every unfinished job
 * is subscribed on REPORTS_STATUS/{jobId} and each message updates the jobs in the query cache, so
 * My Downloads and the top bar's progress icon and counter (spec 1 §2) move as the job does. A job
 * that succeeds is counted (saveFileIds) and the file list is read again 300 ms later (B-028).
 */
export function useFollowReportJobs(): void {
  const client = useQueryClient();
  // My Downloads lists jobs started elsewhere (another tab, device or the API) within a poll.
  const onDownloadsPage = useRouterState({ select: (s) => s.location.pathname === '/my-downloads' });
  const jobs = useReportJobs({ whenIdle: onDownloadsPage });
  const { unopened } = useFileMarks();
  const following = unfinishedJobIds(jobs.data ?? []).join(',');

  const follower = useRef<JobFollower | null>(null);
  const catchUp = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const f = new JobFollower(getRealtimeClient(), (status) =>
      client.setQueryData<ReportJob[]>(REPORT_JOBS_KEY, (list) => list && applyJobStatus(list, status)),
    );
    follower.current = f;
    return () => {
      f.stop();
      follower.current = null;
      if (catchUp.current) clearTimeout(catchUp.current);
    };
  }, [client]);
  // One read of the list 1 s after the last job newly followed, and after the connection comes back
  // (its subscriptions are taken again, but what was sent meanwhile is lost).
  const catchUpSoon = () => {
    if (catchUp.current) clearTimeout(catchUp.current);
    catchUp.current = setTimeout(() => {
      catchUp.current = null;
      void client.invalidateQueries({ queryKey: REPORT_JOBS_KEY });
    }, CATCH_UP_READ_MS);
  };
  // These two run after every render; each acts only on a change (new jobs, a connection back).
  useEffect(() => {
    const added = follower.current?.follow(following ? following.split(',') : []) ?? [];
    if (added.length) catchUpSoon();
  });
  const connected = useRealtimeState() === 'connected';
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current && following) catchUpSoon();
    wasConnected.current = connected;
  });

  // Jobs that succeeded since the last look: counted, and the file list read again (a job that
  // finished unseen, e.g. started in another tab, is caught here too). The timer outlives the next
  // message, which may come within the 300 ms.
  const succeeded = useRef<Set<string> | null>(null);
  const filesRead = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!jobs.data) return;
    noteFinishedJobs(jobs.data);
    const now = new Set(jobs.data.filter((j) => j.jobState === 'SUCCESS').map((j) => j.jobId));
    const before = succeeded.current;
    succeeded.current = now;
    if (!before || ![...now].some((id) => !before.has(id))) return;
    if (filesRead.current) clearTimeout(filesRead.current);
    filesRead.current = setTimeout(() => {
      filesRead.current = null;
      void client.invalidateQueries({ queryKey: REPORT_FILES_KEY });
    }, REFETCH_AFTER_SUCCESS_MS);
  }, [jobs.data, client]);
  useEffect(
    () => () => {
      if (filesRead.current) clearTimeout(filesRead.current);
    },
    [],
  );

  const generating = following ? following.split(',').length : 0;
  useEffect(() => {
    setDownloadsStatus({ generating, finished: unopened.size });
  }, [generating, unopened]);
}
