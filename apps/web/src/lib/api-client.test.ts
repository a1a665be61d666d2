import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl, httpMethodOf, readServerTime } from './api-client';
import { isPasswordUpdateRequired } from './password-required';

describe('buildUrl', () => {
  it('adds query values, lists comma-separated, and skips empty ones', () => {
    expect(buildUrl('/api/v1/users', { ids: [1, 2], limit: 100, offset: 0, q: undefined, x: null })).toBe(
      '/api/v1/users?ids=1%2C2&limit=100&offset=0',
    );
    expect(buildUrl('/api/v2/files?fileType=REPORT', { limit: 100 })).toBe(
      '/api/v2/files?fileType=REPORT&limit=100',
    );
    expect(buildUrl('/x', {})).toBe('/x');
  });
});

describe('httpMethodOf (A-145)', () => {
  it('sends UPDATE as PUT and the others as they are', () => {
    expect(httpMethodOf('UPDATE')).toBe('PUT');
    expect(httpMethodOf('PATCH')).toBe('PATCH');
  });
});

describe('readServerTime (A-139)', () => {
  it('reads the servertime header', () => {
    const h = new Headers({ servertime: '2026-11-22T10:00:00.000Z' });
    expect(readServerTime(h)?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(readServerTime(new Headers({ servertime: 'soon' }))).toBeNull();
    expect(readServerTime(new Headers())).toBeNull();
  });
});

describe('403 PASSWORD_UPDATE_REQUIRED (issue 9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('a plain 403 leaves the flag alone; the server asking for a password update raises it', async () => {
    vi.stubGlobal('fetch', answer(403, { message: 'Forbidden' }));
    await expect(apiRequest('/api/v1/sites')).rejects.toThrow('Forbidden');
    expect(isPasswordUpdateRequired()).toBe(false);

    const message = 'Your password must be updated before you can continue.';
    vi.stubGlobal('fetch', answer(403, { message, code: 'PASSWORD_UPDATE_REQUIRED' }));
    await expect(apiRequest('/api/v1/incidents')).rejects.toThrow(message);
    expect(isPasswordUpdateRequired()).toBe(true);
  });

  it('a report worker error without a payload is 503 "Please try again later" (spec 3 §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    const failure = apiRequest('/api/v2/jobs/toPdf', { service: 'reportWorker', method: 'POST', body: {} });
    await expect(failure).rejects.toMatchObject({ message: 'Please try again later', status: 503 });
    // Another service's empty 502 keeps the general rule.
    await expect(apiRequest('/api/v1/sites')).rejects.toThrow('API request failed 502');
  });
});
