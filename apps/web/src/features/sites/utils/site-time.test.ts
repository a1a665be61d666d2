import { describe, expect, it } from 'vitest';
import { siteClock, siteDate } from './site-time';

describe('site time', () => {
  it('reads the day and the clock in the site time zone', () => {
    const at = new Date('2026-06-30T23:30:00Z');
    expect(siteDate('Europe/Berlin', at)).toBe('2026-07-01');
    expect(siteDate('America/New_York', at)).toBe('2026-06-30');
    expect(siteDate('Nope/Zone', at)).toBeNull();
    expect(siteClock('2026-06-30T04:05:00Z', 'Europe/Berlin')).toBe('06:05');
    expect(siteClock(null, 'UTC')).toBe('-');
  });
});
