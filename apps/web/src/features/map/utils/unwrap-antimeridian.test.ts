import { describe, expect, it } from 'vitest';
import { unwrapRing } from './unwrap-antimeridian';

describe('unwrapRing', () => {
  it('keeps ordinary rings as they are', () => {
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });

  it('makes a ring crossing the antimeridian continuous', () => {
    const out = unwrapRing([
      [179, 60],
      [-179, 60],
      [-179, 65],
      [179, 65],
      [179, 60],
    ]);
    expect(out).toEqual([
      [179, 60],
      [181, 60],
      [181, 65],
      [179, 65],
      [179, 60],
    ]);
    for (let i = 1; i < out.length; i++)
      expect(Math.abs(out[i]![0]! - out[i - 1]![0]!)).toBeLessThanOrEqual(180);
  });
});
