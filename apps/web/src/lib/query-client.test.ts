import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';
import { REPORT_WORKER_DATA_KEY, SAVE_FILE_IDS_KEY, STATE_KEY, TOKEN_KEY } from './storage-keys';

describe('query client (A-129, A-130)', () => {
  it('ends a failed load in error, not loading, without retrying a 4xx', async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['failing'],
      queryFn: async () => {
        calls++;
        throw new ApiError('Forbidden', 403, null);
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');
    const result = observer.getCurrentResult();
    expect(result.isFetching).toBe(false);
    expect(result.isPending).toBe(false);
    expect(result.error?.message).toBe('Forbidden');
    expect(calls).toBe(1);
    unsubscribe();
  });
});

describe('local storage keys (A-007)', () => {
  it('are the four of spec 1 §3', () => {
    expect([TOKEN_KEY, STATE_KEY, SAVE_FILE_IDS_KEY, REPORT_WORKER_DATA_KEY]).toEqual([
      'authToken',
      'state',
      'saveFileIds',
      'reportWorkerData',
    ]);
  });
});
