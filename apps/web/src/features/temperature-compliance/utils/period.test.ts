import { describe, expect, it } from 'vitest';
import { lastDays, periodDays, resolvePeriod, todayIn } from './period';

describe('compliance period', () => {
  it('takes today in the page zone', () => {
    const now = new Date('2026-11-26T23:30:00Z');
    expect(todayIn(now, 'Europe/London')).toBe('2026-11-26');
    expect(todayIn(now, 'Asia/Kolkata')).toBe('2026-11-27');
  });

  it('defaults to the last 7 days, today included, and recognises presets', () => {
    expect(resolvePeriod({}, '2026-11-26', 31)).toEqual({ from: '2026-11-20', to: '2026-11-26', days: 7 });
    expect(resolvePeriod(lastDays('2026-11-26', 30), '2026-11-26', 31)).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
      days: 30,
    });
    expect(resolvePeriod({ from: '2026-11-01', to: '2026-11-03' }, '2026-11-26', 31)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      days: null,
    });
  });

  it('falls back to the default for a range too long, reversed, in the future or malformed', () => {
    const fallback = { from: '2026-11-20', to: '2026-11-26', days: 7 };
    expect(resolvePeriod({ from: '2026-09-01', to: '2026-11-01' }, '2026-11-26', 31)).toEqual(fallback);
    expect(resolvePeriod({ from: '2026-11-05', to: '2026-11-01' }, '2026-11-26', 31)).toEqual(fallback);
    expect(resolvePeriod({ from: '2026-11-25', to: '2026-11-27' }, '2026-11-26', 31)).toEqual(fallback);
    expect(resolvePeriod({ from: '2026-13-01', to: '2026-11-27' }, '2026-11-26', 31)).toEqual(fallback);
    expect(periodDays({ from: '2026-10-26', to: '2026-10-26' })).toBe(1);
  });
});
