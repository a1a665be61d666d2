import type { ReportJob, StoredFile } from '@sw/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markDeleted } from '../utils/file-marks';
import { listReportFiles } from './downloads-api';
import { REPORT_FILES_KEY, REPORT_JOBS_KEY } from './use-report-jobs';

export interface ReportFiles {
  files: StoredFile[];
  /**
   * The files of the jobs known to have succeeded when the list was asked for. The server stores a
   * file before its job succeeds, so each of them is listed unless it has been deleted since.
   */
  expected: ReadonlySet<string>;
}

const readFiles =
  (client: QueryClient) =>
  async ({ signal }: { signal: AbortSignal }) => {
    const jobs = client.getQueryData<ReportJob[]>(REPORT_JOBS_KEY) ?? [];
    const expected = new Set(jobs.flatMap((j) => (j.jobState === 'SUCCESS' && j.fileId ? [j.fileId] : [])));
    return { files: await listReportFiles({ signal }), expected } satisfies ReportFiles;
  };

/**
 * B-061: the caller's report files, from `enabled` on (B-062: 3 s after the page opens). A finished
 * job stays listed for 10 minutes with its file's id; a file deleted meanwhile elsewhere (another
 * browser) is marked deleted here once a list read shows it gone, so its job does not bring back
 * its row nor count it as ready to download.
 */
export function useReportFiles(enabled: boolean) {
  const client = useQueryClient();
  const files = useQuery({ queryKey: REPORT_FILES_KEY, queryFn: readFiles(client), enabled });
  useEffect(() => {
    if (!files.data) return;
    const listed = new Set(files.data.files.map((f) => f.fileId));
    const gone = [...files.data.expected].filter((id) => !listed.has(id));
    if (gone.length) markDeleted(...gone);
  }, [files.data]);
  return files;
}
