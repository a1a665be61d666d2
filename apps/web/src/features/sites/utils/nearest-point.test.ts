import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestIndex } from './nearest-point';

describe('nearestIndex', () => {
  it('finds the closest timestamp', () => {
    expect(nearestIndex([10, 20, 30], 24)).toBe(1);
    expect(nearestIndex([10, 20, 30], 26)).toBe(2);
    expect(nearestIndex([10, 20, 30], -5)).toBe(0);
    expect(nearestIndex([], 5)).toBe(-1);
  });

  it('is never farther than any other point', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1e6 }), { minLength: 1 }),
        fc.integer({ min: -10, max: 1e6 + 10 }),
        (raw, t) => {
          const ts = [...raw].sort((a, b) => a - b);
          const i = nearestIndex(ts, t);
          const best = Math.min(...ts.map((x) => Math.abs(x - t)));
          expect(Math.abs(ts[i]! - t)).toBe(best);
        },
      ),
    );
  });
});
