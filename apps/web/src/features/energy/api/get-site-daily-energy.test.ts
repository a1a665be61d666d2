import { describe, expect, it } from 'vitest';
import { siteMonthDailyQuery } from './get-site-daily-energy';

describe('a site month’s daily energy query', () => {
  it('asks for the site’s own local month, in a half-hour zone across its month boundaries', () => {
    // Adelaide keeps daylight time (+10:30) through March 2026; it ends on 5 April.
    // 1 March 00:00 +10:30 = 28 Feb 13:30 UTC; 1 April 00:00 +10:30 = 31 March 13:30 UTC.
    const q = siteMonthDailyQuery({ siteId: 7, month: '2026-03', timeZone: 'Australia/Adelaide' });
    expect(q.queryKey).toEqual([
      'energy-series',
      7,
      Date.UTC(2026, 1, 28, 13, 30),
      Date.UTC(2026, 2, 31, 13, 30),
      '1d',
    ]);
  });

  it('a month crossing a DST change has its real length (London, March 2026: 31 days less an hour)', () => {
    const q = siteMonthDailyQuery({ siteId: 3, month: '2026-03', timeZone: 'Europe/London' });
    const from = Number(q.queryKey[2]);
    const to = Number(q.queryKey[3]);
    expect(from).toBe(Date.UTC(2026, 2, 1, 0, 0));
    // 1 April 00:00 BST = 31 March 23:00 UTC.
    expect(to).toBe(Date.UTC(2026, 2, 31, 23, 0));
    expect((to - from) / 3_600_000).toBe(31 * 24 - 1);
  });
});
