import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDeviceStatus, applyReading, latestReading } from './live-state';

interface Msg {
  timestamp: number;
  id: number;
}

const instant = fc.integer({ min: 0, max: 2_000_000_000_000 });
const msg = fc.record({ timestamp: instant, id: fc.nat() });
const maybeHeld = fc.option(msg, { nil: undefined });
/** Messages with distinct instants, and the same messages in another order. */
const distinctAndShuffled = fc
  .uniqueArray(instant, { minLength: 1, maxLength: 20 })
  .map((ts) => ts.map((timestamp, id) => ({ timestamp, id })))
  .chain((ms) => fc.tuple(fc.constant(ms), fc.shuffledSubarray(ms, { minLength: ms.length })));
/** Messages that may share instants, and the same messages in another order. */
const anyAndShuffled = fc
  .array(msg, { minLength: 1, maxLength: 20 })
  .chain((ms) => fc.tuple(fc.constant(ms), fc.shuffledSubarray(ms, { minLength: ms.length })));

const foldStatus = (ms: Msg[], held?: Msg) => ms.reduce<Msg | undefined>(applyDeviceStatus, held);
const foldReadings = (ms: Msg[], held?: Msg) => ms.reduce<Msg | undefined>(applyReading, held);
const newest = (ms: Msg[]) => ms.reduce((a, b) => (b.timestamp > a.timestamp ? b : a));

describe.each([
  ['applyDeviceStatus (B-017)', applyDeviceStatus<Msg>, foldStatus],
  ['applyReading (B-018)', applyReading<Msg>, foldReadings],
] as const)('%s', (_, apply, fold) => {
  it('is idempotent: the same message applied twice changes nothing more', () => {
    fc.assert(
      fc.property(maybeHeld, msg, (held, m) => {
        const once = apply(held, m);
        expect(apply(once, m)).toBe(once);
      }),
    );
  });

  it('never moves the held instant back', () => {
    fc.assert(
      fc.property(msg, msg, (held, m) => {
        expect(apply(held, m)?.timestamp).toBeGreaterThanOrEqual(held.timestamp);
      }),
    );
  });

  it('ends at the newest message whatever the order of arrival', () => {
    fc.assert(
      fc.property(distinctAndShuffled, ([ms, shuffled]) => {
        expect(fold(ms)).toBe(newest(ms));
        expect(fold(shuffled)).toBe(newest(ms));
      }),
    );
  });

  it('ends at the newest instant whatever the order, even when instants repeat', () => {
    fc.assert(
      fc.property(anyAndShuffled, maybeHeld, ([ms, shuffled], held) => {
        const top = Math.max(...ms.map((m) => m.timestamp), held?.timestamp ?? -1);
        expect(fold(ms, held)?.timestamp).toBe(top);
        expect(fold(shuffled, held)?.timestamp).toBe(top);
      }),
    );
  });

  it('keeps the held value for an older message and takes a newer one', () => {
    const held = { timestamp: 1000, id: 1 };
    expect(apply(held, { timestamp: 999, id: 2 })).toBe(held);
    expect(apply(held, { timestamp: 1001, id: 3 })).toEqual({ timestamp: 1001, id: 3 });
    expect(apply(undefined, { timestamp: 5, id: 4 })).toEqual({ timestamp: 5, id: 4 });
  });

  it('never takes a message without a valid instant', () => {
    const held = { timestamp: 1000, id: 1 };
    for (const timestamp of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(apply(held, { timestamp, id: 2 })).toBe(held);
      expect(apply(undefined, { timestamp, id: 2 })).toBeUndefined();
    }
  });
});

describe('the same instant', () => {
  it('does not apply a device status of the held instant (only newer ones apply, B-017)', () => {
    const held = { timestamp: 1000, id: 1 };
    expect(applyDeviceStatus(held, { timestamp: 1000, id: 2 })).toBe(held);
  });

  it('replaces a reading with one of the same instant (not older, B-018)', () => {
    const same = { timestamp: 1000, id: 2 };
    expect(applyReading({ timestamp: 1000, id: 1 }, same)).toBe(same);
  });
});

describe('latestReading', () => {
  it('holds the newest reading of a batch, or keeps the held one when the batch is older', () => {
    fc.assert(
      fc.property(maybeHeld, fc.array(msg, { maxLength: 10 }), (held, batch) => {
        expect(latestReading(held, batch)).toBe(foldReadings(batch, held));
      }),
    );
    const held = { timestamp: 50, id: 0 };
    expect(latestReading(held, [])).toBe(held);
    expect(latestReading(held, [{ timestamp: 10, id: 1 }])).toBe(held);
    expect(
      latestReading(undefined, [
        { timestamp: 10, id: 1 },
        { timestamp: 30, id: 2 },
        { timestamp: 20, id: 3 },
      ]),
    ).toEqual({ timestamp: 30, id: 2 });
  });
});
