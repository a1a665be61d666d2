import { describe, expect, it } from 'vitest';
import { dailyBars, monthRange, monthTitle } from './daily-bars';

const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('a month of daily energy in the site’s time zone', () => {
  it('spans the local month: Sydney’s October starts at 14:00 UTC on 30 September', () => {
    const r = monthRange('2025-10', 'Australia/Sydney');
    expect(r.from.toISOString()).toBe('2025-09-30T14:00:00.000Z');
    // Summer time from 5 October: November starts at 13:00 UTC.
    expect(r.to.toISOString()).toBe('2025-10-31T13:00:00.000Z');
    expect(monthRange('2025-12', 'UTC').to.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads each daily bucket as the local day it starts, leaving days without data empty', () => {
    // Kolkata (+5:30): local midnight of 1 and 2 October are 18:30 UTC the day before.
    const bars = dailyBars('2025-10', 'Asia/Kolkata', [
      { timestamp: epoch('2025-09-29T18:30:00Z'), energy: 99 }, // 30 September: not this month
      { timestamp: epoch('2025-09-30T18:30:00Z'), energy: 48 },
      { timestamp: epoch('2025-10-01T18:30:00Z'), energy: 50.5 },
      { timestamp: epoch('2025-10-30T18:30:00Z'), energy: 47 },
    ]);
    expect(bars).toHaveLength(31);
    expect(bars[0]).toEqual({ day: '2025-10-01', dayOfMonth: 1, kwh: 48 });
    expect(bars[1]).toEqual({ day: '2025-10-02', dayOfMonth: 2, kwh: 50.5 });
    expect(bars[2]!.kwh).toBeNull();
    expect(bars[30]).toEqual({ day: '2025-10-31', dayOfMonth: 31, kwh: 47 });
    expect(monthTitle('2025-10')).toBe('October 2025');
  });
});
