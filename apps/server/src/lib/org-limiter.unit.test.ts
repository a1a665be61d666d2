import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrgBusyError, OrgLimiter } from './org-limiter';

/** A unit of work that runs until `finish` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

const tick = () => new Promise((r) => setImmediate(r));

afterEach(() => vi.useRealTimers());

describe('OrgLimiter', () => {
  it('runs at most maxInFlight of one organisation at once and queues the next in order', async () => {
    const limiter = new OrgLimiter({ maxInFlight: 2, maxQueued: 5, maxWaitMs: 60_000 });
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(1, () => {
        started.push(i);
        return g.work();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.load(1)).toEqual({ running: 2, queued: 2 });
    gates[1]!.finish();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.finish();
    gates[2]!.finish();
    gates[3]!.finish();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limiter.load(1)).toEqual({ running: 0, queued: 0 });
  });

  it('refuses at once when the queue is full, and after maxWaitMs when no slot frees', async () => {
    vi.useFakeTimers();
    const limiter = new OrgLimiter({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 5_000 });
    const g = gate();
    const running = limiter.run(1, g.work);
    const queued = limiter.run(1, async () => 'late');
    await expect(limiter.run(1, async () => 'never')).rejects.toBeInstanceOf(OrgBusyError);
    const refused = expect(queued).rejects.toMatchObject({ retryAfterSeconds: 5 });
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
    expect(limiter.load(1)).toEqual({ running: 1, queued: 0 });
    g.finish();
    await running;
    expect(limiter.load(1)).toEqual({ running: 0, queued: 0 });
  });

  it("never makes one organisation wait for another's load", async () => {
    const limiter = new OrgLimiter({ maxInFlight: 2, maxQueued: 0, maxWaitMs: 1_000 });
    const g = gate();
    const busy = [limiter.run(1, g.work), limiter.run(1, g.work)];
    await expect(limiter.run(1, async () => 1)).rejects.toBeInstanceOf(OrgBusyError);
    await expect(limiter.run(2, async () => 'other org')).resolves.toBe('other org');
    g.finish();
    await Promise.all(busy);
  });

  it('frees the slot when the work fails', async () => {
    const limiter = new OrgLimiter({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 1_000 });
    await expect(limiter.run(1, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(1, async () => 'next')).resolves.toBe('next');
  });
});
