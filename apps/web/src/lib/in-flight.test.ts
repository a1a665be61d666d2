import { describe, expect, it, vi } from 'vitest';
import { dedupe, inFlightCount } from './in-flight';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('dedupe (spec 1 §7: identical in-flight requests are not repeated)', () => {
  it('starts one request for identical keys and gives every caller its answer', async () => {
    const d = deferred<string>();
    const start = vi.fn(() => d.promise);
    const a = dedupe('GET /x', undefined, start);
    const b = dedupe('GET /x', undefined, start);
    const c = dedupe('GET /y', undefined, () => Promise.resolve('y'));
    expect(start).toHaveBeenCalledTimes(1);
    d.resolve('x');
    await expect(Promise.all([a, b, c])).resolves.toEqual(['x', 'x', 'y']);
    expect(inFlightCount()).toBe(0);
  });

  it('sends again once the first request has finished', async () => {
    const start = vi.fn(() => Promise.resolve(1));
    await dedupe('GET /z', undefined, start);
    await dedupe('GET /z', undefined, start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('shares failures too', async () => {
    const d = deferred<string>();
    const a = dedupe('GET /f', undefined, () => d.promise);
    const b = dedupe('GET /f', undefined, () => d.promise);
    d.reject(new Error('API request failed 500'));
    await expect(a).rejects.toThrow('API request failed 500');
    await expect(b).rejects.toThrow('API request failed 500');
  });

  it('lets one caller give up without cancelling the others', async () => {
    const d = deferred<string>();
    let requestSignal: AbortSignal | undefined;
    const start = (s: AbortSignal) => {
      requestSignal = s;
      return d.promise;
    };
    const leaving = new AbortController();
    const a = dedupe('GET /a', leaving.signal, start);
    const b = dedupe('GET /a', undefined, start);
    leaving.abort();
    await expect(a).rejects.toThrow(/aborted/);
    expect(requestSignal?.aborted).toBe(false);
    d.resolve('ok');
    await expect(b).resolves.toBe('ok');
  });

  it('aborts the request when the last caller gives up', async () => {
    let requestSignal: AbortSignal | undefined;
    const leaving = new AbortController();
    const a = dedupe('GET /b', leaving.signal, (s) => {
      requestSignal = s;
      return new Promise<never>(() => {});
    });
    leaving.abort();
    await expect(a).rejects.toThrow(/aborted/);
    expect(requestSignal?.aborted).toBe(true);
    expect(inFlightCount()).toBe(0);
  });
});
