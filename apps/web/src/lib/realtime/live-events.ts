import type { RealtimeEvent } from '@sw/contracts';

/**
 * Every device event the plain stream delivers (all of the organisation's sites), told to whoever
 * listens: screens whose figures come from the server (HVAC temperatures, device counts, site
 * statuses) read them again when their sites report, so live values move without a reload.
 */
export type LiveEventListener = (event: RealtimeEvent) => void;

const listeners = new Set<LiveEventListener>();

export function emitLiveEvent(event: RealtimeEvent): void {
  for (const l of listeners) l(event);
}

export function onLiveEvent(listener: LiveEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface ThrottleClock {
  now: () => number;
  set: (fn: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
}

const realClock: ThrottleClock = {
  now: () => Date.now(),
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * Runs `run` at most once per `intervalMs`: at once when idle, else once at the end of the interval
 * (so the last burst is never lost). Returns the trigger and a cancel function.
 */
export function throttle(
  run: () => void,
  intervalMs: number,
  clock: ThrottleClock = realClock,
): { trigger: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    last = clock.now();
    run();
  };
  return {
    trigger() {
      if (timer !== null) return;
      const wait = last + intervalMs - clock.now();
      if (wait <= 0) fire();
      else timer = clock.set(fire, wait);
    },
    cancel() {
      if (timer !== null) clock.clear(timer);
      timer = null;
    },
  };
}
