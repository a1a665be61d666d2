import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capAtNow, ENERGY_AGG_OPTIONS, energyAggFor, oneMinuteAllowed, zoomWindow } from './chart-range';

const H = 3_600_000;
const D = 24 * H;

describe('zoomWindow', () => {
  it('ignores a selection whose start equals its end', () => {
    expect(zoomWindow({ from: 0, to: D }, 5 * H, 5 * H)).toBeNull();
  });

  it('orders the edges and clips them to the current window', () => {
    expect(zoomWindow({ from: 0, to: D }, 10 * H, 2 * H)).toEqual({ from: 2 * H, to: 10 * H });
    expect(zoomWindow({ from: 0, to: D }, -H, 30 * H)).toEqual({ from: 0, to: D });
  });

  it('always gives a non-empty window inside the current one, or null', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.nat(1e9),
        (a, b, from, len) => {
          const cur = { from, to: from + len };
          const w = zoomWindow(cur, a, b);
          if (a === b) expect(w).toBeNull();
          if (w) {
            expect(w.from).toBeGreaterThanOrEqual(cur.from);
            expect(w.to).toBeLessThanOrEqual(cur.to);
            expect(w.to).toBeGreaterThan(w.from);
          }
        },
      ),
    );
  });
});

describe('energy chart range', () => {
  it('caps the end at now', () => {
    expect(capAtNow({ from: 0, to: 2 * D }, D)).toEqual({ from: 0, to: D });
    expect(capAtNow({ from: 2 * D, to: 3 * D }, D)).toBeNull();
  });

  it('allows one minute up to one day only', () => {
    expect(oneMinuteAllowed({ from: 0, to: D })).toBe(true);
    expect(oneMinuteAllowed({ from: 0, to: D + 1 })).toBe(false);
    expect(energyAggFor({ from: 0, to: D }, '1m')).toBe('1m');
    expect(energyAggFor({ from: 0, to: 2 * D }, '1m')).toBe('15m');
  });

  it('never chooses one minute beyond a day, nor more than 3,000 buckets for a chosen option', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 * D }),
        fc.constantFrom(...ENERGY_AGG_OPTIONS),
        (span, opt) => {
          const w = { from: 0, to: span };
          const agg = energyAggFor(w, opt.value);
          if (span > D) expect(agg).not.toBe('1m');
          if (agg === opt.value) expect(span / opt.ms).toBeLessThanOrEqual(3000);
        },
      ),
    );
  });
});
