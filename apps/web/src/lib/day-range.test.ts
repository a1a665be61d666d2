import { describe, expect, it } from 'vitest';
import { DAY_RANGE_REFRESH_MS, dayRangeUntil } from './day-range';

describe('dayRangeUntil (B-064, B-065)', () => {
  it('runs from midnight in the given zone to now', () => {
    const now = new Date('2026-03-10T03:30:00Z');
    expect(dayRangeUntil(now, 'UTC').from.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    // Still the 9th in Chicago (UTC-5 after 8 March): its midnight is 05:00 UTC on the 9th.
    expect(dayRangeUntil(now, 'America/Chicago').from.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(dayRangeUntil(now, 'Asia/Tokyo').from.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(dayRangeUntil(now, 'UTC').to.toISOString()).toBe(now.toISOString());
  });

  it('refreshes every 15 minutes', () => {
    expect(DAY_RANGE_REFRESH_MS).toBe(15 * 60 * 1000);
  });
});
