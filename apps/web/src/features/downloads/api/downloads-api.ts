import type { ReportJob, StoredFile } from '@sw/contracts';
import { apiFetch, apiRequest } from '../../../lib/api-client';

/** B-061: the caller's report files. */
export const listReportFiles = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<StoredFile[]>('/api/v2/files', { service: 'files', query: { fileType: 'REPORT' }, signal });

/** The caller's report jobs (those still being made and those finished in the last 10 minutes). */
export const listReportJobs = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<ReportJob[]>('/api/v2/jobs', { service: 'reportWorker', signal });

/** B-056 */
export const deleteReportFile = (fileId: string) =>
  apiRequest<void>(`/api/v2/files/${encodeURIComponent(fileId)}`, { service: 'files', method: 'DELETE' });

/**
 * B-051: the file's bytes as a blob, saved under its name through a temporary link. Resolves to
 * false when it could not be had (B-052: the page says nothing).
 */
export async function downloadReportFile(file: Pick<StoredFile, 'fileId' | 'fileName'>): Promise<boolean> {
  try {
    const res = await apiFetch<Blob>(`/api/v2/files/download/${encodeURIComponent(file.fileId)}`, {
      service: 'files',
      responseType: 'blob',
    });
    if (!res.data) return false;
    const url = URL.createObjectURL(res.data);
    const a = document.createElement('a');
    a.href = url;
    a.download = file.fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}
