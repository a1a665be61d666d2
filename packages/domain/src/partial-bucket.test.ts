import { describe, expect, it } from 'vitest';
import { splitPartialBuckets } from './partial-bucket';

const Q = 15 * 60_000;

describe('splitPartialBuckets (the still-filling bucket)', () => {
  const points = [0, Q, 2 * Q, 3 * Q].map((t) => ({ t, value: 10 }));

  it('marks the bucket that now lies in as partial', () => {
    const now = 3 * Q + 5 * 60_000;
    const s = splitPartialBuckets(points, Q, now);
    expect(s.complete.map((p) => p.t)).toEqual([0, Q, 2 * Q]);
    expect(s.partial.map((p) => p.t)).toEqual([3 * Q]);
  });

  it('keeps a bucket complete once its end is reached', () => {
    expect(splitPartialBuckets(points, Q, 4 * Q).partial).toEqual([]);
    expect(splitPartialBuckets(points, Q, 4 * Q - 1).partial.map((p) => p.t)).toEqual([3 * Q]);
  });

  it('handles empty series and a clock behind the data', () => {
    expect(splitPartialBuckets([], Q, 0)).toEqual({ complete: [], partial: [] });
    expect(splitPartialBuckets(points, Q, Q).partial.map((p) => p.t)).toEqual([Q, 2 * Q, 3 * Q]);
  });
});
