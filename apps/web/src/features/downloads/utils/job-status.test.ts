import type { ReportJob, ReportsStatusPayload } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { applyJobStatus, mergeJobLists, unfinishedJobIds } from './job-status';

const job = (id: string, state: ReportJob['jobState'], o: Partial<ReportJob> = {}): ReportJob => ({
  jobId: id,
  jobState: state,
  reportTemplate: 'rawEnergyData',
  fileName: null,
  fileId: null,
  progress: 0,
  createdAt: '2026-11-27T09:00:00Z',
  expiryAt: null,
  failedAt: null,
  errorStatusResponse: null,
  error: state === 'FAILURE',
  ...o,
});
const status = (
  jobId: string,
  jobState: ReportsStatusPayload['jobState'],
  o: Partial<ReportsStatusPayload> = {},
): ReportsStatusPayload => ({ orgId: 1, userId: 2, jobId, jobState, ...o });

describe('REPORTS_STATUS messages applied to the jobs (B-023, B-026)', () => {
  const list = [job('a', 'STARTED'), job('b', 'GENERATING', { progress: 0.5 }), job('c', 'SUCCESS')];

  it('moves a job on: state and progress, the file on SUCCESS, the error on FAILURE', () => {
    const generating = applyJobStatus(list, status('a', 'GENERATING', { progress: 0.25 }));
    expect(generating[0]).toMatchObject({ jobState: 'GENERATING', progress: 0.25 });
    expect(generating.slice(1)).toEqual(list.slice(1));

    const done = applyJobStatus(
      generating,
      status('a', 'SUCCESS', { fileId: 'f1', fileName: 'Raw energy data.csv' }),
    );
    expect(done[0]).toMatchObject({
      jobState: 'SUCCESS',
      progress: 1,
      fileId: 'f1',
      fileName: 'Raw energy data.csv',
      error: false,
    });

    const failed = applyJobStatus(
      list,
      status('b', 'FAILURE', { error: { errorCode: 404, message: 'Equipment not found' } }),
    );
    expect(failed[1]).toMatchObject({
      jobState: 'FAILURE',
      error: true,
      errorStatusResponse: { errorCode: 404, message: 'Equipment not found' },
      fileId: null,
    });
  });

  it('keeps what it knows when a message has no progress fraction', () => {
    expect(applyJobStatus(list, status('b', 'STORING'))[1]).toMatchObject({
      jobState: 'STORING',
      progress: 0.5,
    });
  });

  it('ignores messages behind the job, about a finished job or about a job not listed', () => {
    // Progress pushes are sent without waiting for each other, so an older one can come last.
    expect(applyJobStatus(list, status('b', 'GENERATING', { progress: 0.3 }))).toBe(list);
    expect(applyJobStatus(list, status('b', 'STARTED'))).toBe(list);
    expect(applyJobStatus(list, status('b', 'GENERATING', { progress: 0.5 }))).toBe(list);
    expect(applyJobStatus(list, status('c', 'FAILURE', { error: { errorCode: 500, message: 'x' } }))).toBe(
      list,
    );
    expect(applyJobStatus(list, status('zzz', 'SUCCESS', { fileId: 'f' }))).toBe(list);
  });

  it('lists the unfinished jobs, sorted', () => {
    expect(unfinishedJobIds([job('z', 'STORING'), ...list, job('d', 'FAILURE')])).toEqual(['a', 'b', 'z']);
  });
});

describe('a list read merged with the live cache', () => {
  it('keeps a job a message already moved further, takes the read otherwise, drops what it no longer lists', () => {
    const cached = [
      job('a', 'SUCCESS', { fileId: 'f1', progress: 1 }),
      job('b', 'GENERATING', { progress: 0.2 }),
      job('gone', 'SUCCESS'),
    ];
    const fresh = [
      // Read before the SUCCESS message arrived.
      job('a', 'GENERATING', { progress: 0.9 }),
      job('b', 'GENERATING', { progress: 0.6 }),
      job('new', 'STARTED'),
    ];
    const merged = mergeJobLists(fresh, cached);
    expect(merged.map((j) => [j.jobId, j.jobState, j.progress])).toEqual([
      ['a', 'SUCCESS', 1],
      ['b', 'GENERATING', 0.6],
      ['new', 'STARTED', 0],
    ]);
    expect(merged[0]).toBe(cached[0]);
    // Both finished: the read is the truth (it carries expiryAt).
    const expiring = job('a', 'SUCCESS', { fileId: 'f1', progress: 1, expiryAt: '2026-11-27T09:10:00Z' });
    expect(mergeJobLists([expiring], cached)[0]).toBe(expiring);
    expect(mergeJobLists(fresh, undefined)).toBe(fresh);
  });
});
