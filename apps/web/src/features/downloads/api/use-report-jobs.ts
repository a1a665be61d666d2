import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { setDownloadsStatus } from '../../../lib/downloads-status';
import { generatingCount } from '../utils/download-rows';
import { noteFinishedJobs, unopenedFiles } from '../utils/file-marks';
import { listReportJobs } from './downloads-api';

export const REPORT_JOBS_KEY = ['report-jobs'] as const;
export const REPORT_FILES_KEY = ['report-files'] as const;
/** B-057/B-058 (decided): the file list is fetched again 300 ms after a job succeeds, 500 ms after a delete. */
export const REFETCH_AFTER_SUCCESS_MS = 300;
export const REFETCH_AFTER_DELETE_MS = 500;

/**
 * The caller's report jobs, followed every second while one is being made (and not at all
 * otherwise: asking for a report refreshes them). Feeds the top bar's progress icon and counter,
 * and refreshes the file list when a job finishes.
 */
export function useReportJobs() {
  const client = useQueryClient();
  const jobs = useQuery({
    queryKey: REPORT_JOBS_KEY,
    queryFn: listReportJobs,
    refetchInterval: (q) => (generatingCount(q.state.data ?? []) > 0 ? 1000 : false),
  });
  const [unopened, setUnopened] = useState(unopenedFiles);
  const generating = useRef<number | null>(null);
  useEffect(() => {
    if (!jobs.data) return;
    const next = noteFinishedJobs(jobs.data);
    setUnopened(next);
    const now = generatingCount(jobs.data);
    setDownloadsStatus({ generating: now, finished: next.size });
    if (generating.current !== null && now < generating.current) {
      const timer = setTimeout(
        () => void client.invalidateQueries({ queryKey: REPORT_FILES_KEY }),
        REFETCH_AFTER_SUCCESS_MS,
      );
      generating.current = now;
      return () => clearTimeout(timer);
    }
    generating.current = now;
  }, [jobs.data, client]);
  return { jobs, unopened, setUnopened };
}
