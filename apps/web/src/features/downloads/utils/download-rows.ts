import type { ReportJob, StoredFile } from '@sw/contracts';
import type { FileMarks } from './file-marks';

/** One row of My Downloads: a stored file, or a job whose file has not arrived yet (B-049). */
export interface DownloadRow {
  key: string;
  fileId: string | null;
  name: string;
  /** The report's template, searched as its type (B-060). */
  type: string;
  createdAt: string;
  size: number | null;
  status: 'generating' | 'success' | 'failed';
  /** B-048: the failure's message. */
  message: string | null;
  /** How much of the file is made (0–1) once the worker has begun it; null while queued or done. */
  progress: number | null;
  /** B-042: shown in bold. */
  emphasised: boolean;
}

const jobName = (j: ReportJob) => j.fileName ?? `${j.reportTemplate} report`;

/**
 * Files first by the jobs still being made or failed, then the stored files; newest first. A job
 * whose file is listed shows as that file; one whose file was deleted here, not at all.
 */
export function downloadRows(
  files: readonly StoredFile[],
  jobs: readonly ReportJob[],
  /** B-043 (decided): finished files not yet downloaded in this browser, and those deleted (saveFileIds). */
  { unopened, deleted }: FileMarks,
): DownloadRow[] {
  const listed = new Set(files.map((f) => f.fileId));
  const pending: DownloadRow[] = jobs
    .filter(
      (j) =>
        j.jobState !== 'SUCCESS' || (j.fileId !== null && !listed.has(j.fileId) && !deleted.has(j.fileId)),
    )
    .map((j) => ({
      key: `job-${j.jobId}`,
      fileId: j.jobState === 'SUCCESS' ? j.fileId : null,
      name: jobName(j),
      type: j.reportTemplate,
      createdAt: j.createdAt,
      size: null,
      status: j.jobState === 'FAILURE' ? 'failed' : j.jobState === 'SUCCESS' ? 'success' : 'generating',
      message: j.errorStatusResponse?.message ?? null,
      progress: j.jobState === 'GENERATING' || j.jobState === 'STORING' ? j.progress : null,
      emphasised: j.jobState !== 'FAILURE' && (j.fileId === null || unopened.has(j.fileId)),
    }));
  const stored: DownloadRow[] = files
    .filter((f) => !deleted.has(f.fileId))
    .map((f) => ({
      key: f.fileId,
      fileId: f.fileId,
      name: f.fileName,
      type: f.metadata.reportTemplate ?? f.fileType,
      createdAt: f.createdAt,
      size: f.fileSize,
      status: 'success',
      message: null,
      progress: null,
      emphasised: unopened.has(f.fileId),
    }));
  return [...pending, ...stored].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** B-060: from 3 characters, the name or the type contains the query (case-insensitive). */
export function searchRows(rows: readonly DownloadRow[], query: string): readonly DownloadRow[] {
  const q = query.trim().toLowerCase();
  if (q.length < 3) return rows;
  return rows.filter((r) => r.name.toLowerCase().includes(q) || r.type.toLowerCase().includes(q));
}

/** B-045 (decided): sizes in B, KB, MB (1,024 steps), one decimal from KB up. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 'generating... 40%': the whole percent made, never 100% before the job has succeeded. */
export const formatProgress = (progress: number) =>
  `${Math.min(99, Math.floor(Math.max(0, progress) * 100))}%`;
