interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

const inFlight = new Map<string, Shared>();

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Runs `start` once for every caller that asks for `key` while it is in flight (spec 1 §7: an
 * identical request already under way is not sent again). Each caller keeps its own abort signal: a
 * caller that gives up stops waiting, and the request itself is aborted only when nobody waits.
 */
export function dedupe<T>(
  key: string,
  signal: AbortSignal | undefined,
  start: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortError());
  let shared = inFlight.get(key);
  if (!shared) {
    const controller = new AbortController();
    const created: Shared = {
      controller,
      waiting: 0,
      promise: start(controller.signal).finally(() => {
        if (inFlight.get(key) === created) inFlight.delete(key);
      }),
    };
    // The shared promise may reject after every caller left; that rejection is nobody's to report.
    created.promise.catch(() => {});
    inFlight.set(key, created);
    shared = created;
  }
  const current = shared;
  current.waiting++;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const leave = () => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      current.waiting--;
    };
    const onAbort = () => {
      leave();
      if (current.waiting === 0) {
        current.controller.abort();
        if (inFlight.get(key) === current) inFlight.delete(key);
      }
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    current.promise.then(
      (value) => {
        leave();
        resolve(value as T);
      },
      (error: unknown) => {
        leave();
        reject(error);
      },
    );
  });
}

/** How many distinct requests are under way (tests). */
export const inFlightCount = () => inFlight.size;
