import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestIndex } from './nearest-index';

describe('nearestIndex', () => {
  it('finds the closest instant, the earlier one on a tie', () => {
    expect(nearestIndex([], 5)).toBe(-1);
    expect(nearestIndex([0, 10, 20], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20], 15)).toBe(1);
    expect(nearestIndex([0, 10, 20], 99)).toBe(2);
  });

  it('is never farther than any other instant', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1 }), fc.integer(), (xs, t) => {
        const sorted = [...xs].sort((a, b) => a - b);
        const best = Math.abs(sorted[nearestIndex(sorted, t)]! - t);
        return sorted.every((x) => Math.abs(x - t) >= best);
      }),
    );
  });
});
