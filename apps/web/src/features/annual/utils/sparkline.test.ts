import { describe, expect, it } from 'vitest';
import { sparklineGeometry, sparklineLabel } from './sparkline';

describe('trend sparkline', () => {
  it('places January at the left, December at the right, the lowest month at the bottom', () => {
    const g = sparklineGeometry(
      [
        { index: 0, perDay: 10, complete: true },
        { index: 11, perDay: 20, complete: false },
      ],
      100,
      30,
      0,
    );
    expect(g.dots).toEqual([
      { x: 0, y: 30, complete: true },
      { x: 100, y: 0, complete: false },
    ]);
    expect(g.path).toBe('M0 30 L100 0');
    // A flat year sits in the middle; no points, no path.
    expect(sparklineGeometry([{ index: 5, perDay: 3, complete: true }], 100, 30, 0).dots[0]!.y).toBe(15);
    expect(sparklineGeometry([], 100, 30).path).toBe('');
  });

  it('says the trend in words', () => {
    expect(
      sparklineLabel(
        [
          { index: 0, perDay: 100, complete: true },
          { index: 9, perDay: 88, complete: true },
        ],
        'kWh',
      ),
    ).toBe('Trend: 100.0 kWh a day in Jan, 88.0 in Oct (-12.0%)');
    expect(sparklineLabel([], 'kWh')).toBe('Trend: no data');
  });
});
