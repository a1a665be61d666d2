import type { ReportJob, StoredFile } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { downloadRows, formatProgress, formatSize, searchRows } from './download-rows';

const file = (id: string, name: string, createdAt: string, template = 'rawEnergyData'): StoredFile => ({
  fileId: id,
  fileName: name,
  fileSize: 2048,
  fileType: 'REPORT',
  fileLocation: `/api/v2/files/download/${id}`,
  resourceId: null,
  createdAt,
  modifiedAt: createdAt,
  metadata: { jobId: null, reportTemplate: template, message: null },
  tags: [],
});
const job = (
  id: string,
  state: ReportJob['jobState'],
  createdAt: string,
  o: Partial<ReportJob> = {},
): ReportJob => ({
  jobId: id,
  jobState: state,
  reportTemplate: 'rawTemperatureData',
  fileName: null,
  fileId: null,
  progress: 0,
  createdAt,
  expiryAt: null,
  failedAt: null,
  errorStatusResponse: null,
  error: state === 'FAILURE',
  ...o,
});

describe('My Downloads rows (B-041 … B-049)', () => {
  const files = [
    file('f1', 'Energy March.csv', '2026-11-27T08:00:00Z'),
    file('f2', 'Old.xlsx', '2026-11-20T08:00:00Z'),
  ];
  const jobs = [
    job('j1', 'GENERATING', '2026-11-27T09:00:00Z', { progress: 0.4 }),
    // Queued: no fraction to show yet.
    job('j5', 'STARTED', '2026-11-27T08:45:00Z'),
    job('j2', 'FAILURE', '2026-11-27T07:00:00Z', {
      errorStatusResponse: { errorCode: 500, message: 'Please try again later' },
    }),
    // Finished, its file already listed: shown once, as the file.
    job('j3', 'SUCCESS', '2026-11-27T08:00:00Z', { fileId: 'f1', fileName: 'Energy March.csv' }),
    // Finished, its file not listed yet: a row for it until the list is fetched again.
    job('j4', 'SUCCESS', '2026-11-27T08:30:00Z', { fileId: 'f9', fileName: 'New.csv' }),
  ];

  it('puts jobs still being made, failed ones and files in one list, newest first, each file once', () => {
    const rows = downloadRows(files, jobs, { unopened: new Set(['f1', 'f9']), deleted: new Set() });
    expect(rows.map((r) => [r.key, r.status, r.emphasised])).toEqual([
      ['job-j1', 'generating', true],
      ['job-j5', 'generating', true],
      ['job-j4', 'success', true],
      ['f1', 'success', true],
      ['job-j2', 'failed', false],
      ['f2', 'success', false],
    ]);
    expect(rows.find((r) => r.key === 'job-j2')?.message).toBe('Please try again later');
    expect(rows.find((r) => r.key === 'job-j4')?.fileId).toBe('f9');
    expect(rows.find((r) => r.key === 'job-j1')?.fileId).toBeNull();
    expect(rows.map((r) => r.progress)).toEqual([0.4, null, null, null, null, null]);
  });

  it('leaves out a file deleted here, listed or still named by its finished job', () => {
    const marks = { unopened: new Set<string>(), deleted: new Set(['f1', 'f9']) };
    expect(downloadRows(files, jobs, marks).map((r) => r.key)).toEqual(['job-j1', 'job-j5', 'job-j2', 'f2']);
  });

  it('searches from 3 characters on name and type, ignoring case', () => {
    const rows = downloadRows(files, [], { unopened: new Set(), deleted: new Set() });
    expect(searchRows(rows, 'ol')).toHaveLength(2);
    expect(searchRows(rows, 'OLD').map((r) => r.name)).toEqual(['Old.xlsx']);
    expect(searchRows(rows, 'rawenergy')).toHaveLength(2);
    expect(searchRows(rows, 'nothing')).toEqual([]);
  });

  it('writes progress as a whole percent below 100, and sizes in B, KB and MB', () => {
    expect([0, 0.004, 0.4, 0.999, 1].map(formatProgress)).toEqual(['0%', '0%', '40%', '99%', '99%']);
    expect([formatSize(null), formatSize(512), formatSize(2048), formatSize(5 * 1024 * 1024)]).toEqual([
      '-',
      '512 B',
      '2.0 KB',
      '5.0 MB',
    ]);
  });
});
