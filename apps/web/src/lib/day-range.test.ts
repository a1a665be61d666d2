import { describe, expect, it } from 'vitest';
import { DAY_RANGE_REFRESH_MS, DAY_RANGE_SHARE_MS, dayRangeUntil, recentDayRange } from './day-range';

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

describe('recentDayRange (issue 10: a loader and its page ask with the same range)', () => {
  const t0 = new Date('2026-03-10T03:30:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);

  it('hands out the same range for the same zone within DAY_RANGE_SHARE_MS', () => {
    const first = recentDayRange('UTC', t0);
    expect(first).toEqual(dayRangeUntil(t0, 'UTC'));
    expect(recentDayRange('UTC', later(DAY_RANGE_SHARE_MS - 1))).toBe(first);
  });

  it('makes a new range after DAY_RANGE_SHARE_MS, for another zone, or for an earlier clock', () => {
    const first = recentDayRange('UTC', t0);
    expect(recentDayRange('UTC', later(DAY_RANGE_SHARE_MS)).to).toEqual(later(DAY_RANGE_SHARE_MS));
    const utc = recentDayRange('UTC', t0);
    expect(utc).not.toBe(first);
    expect(recentDayRange('Asia/Tokyo', t0)).toEqual(dayRangeUntil(t0, 'Asia/Tokyo'));
    recentDayRange('UTC', t0);
    expect(recentDayRange('UTC', later(-1)).to).toEqual(later(-1));
  });
});
