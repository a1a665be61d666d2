import { describe, expect, it } from 'vitest';
import { dayRangeLabel, lastCompleteDays } from './hub-period';

describe('the hub period', () => {
  it('is the 7 local days before today in the site’s zone', () => {
    // 22:30 UTC on 9 June is already 10 June in Sydney (+10) and still 9 June in London (+1).
    const now = new Date('2025-06-09T22:30:00Z');
    expect(lastCompleteDays(now, 'Australia/Sydney')).toEqual({ from: '2025-06-03', to: '2025-06-09' });
    expect(lastCompleteDays(now, 'Europe/London')).toEqual({ from: '2025-06-02', to: '2025-06-08' });
  });

  it('crosses month and year ends', () => {
    expect(lastCompleteDays(new Date('2026-01-02T12:00:00Z'), 'UTC')).toEqual({
      from: '2025-12-26',
      to: '2026-01-01',
    });
    expect(lastCompleteDays(new Date('2025-03-01T12:00:00Z'), 'UTC', 1)).toEqual({
      from: '2025-02-28',
      to: '2025-02-28',
    });
  });

  it('names its days without shifting them', () => {
    expect(dayRangeLabel({ from: '2025-06-02', to: '2025-06-08' })).toBe('2 Jun – 8 Jun');
    expect(dayRangeLabel({ from: '2025-06-08', to: '2025-06-08' })).toBe('8 Jun');
  });
});
