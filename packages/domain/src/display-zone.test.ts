import { describe, expect, it } from 'vitest';
import { formatZoned, pageZone, sameClock, siteClockNote, userZone, zoneAbbreviation } from './display-zone';

describe('the time-zone rule of the web app', () => {
  it("takes the profile's zone, else the browser's, else UTC", () => {
    expect(userZone('Europe/London', 'America/Chicago')).toBe('Europe/London');
    expect(userZone(null, 'America/Chicago')).toBe('America/Chicago');
    expect(userZone('Mars/Olympus_Mons', 'America/Chicago')).toBe('America/Chicago');
    expect(userZone(undefined, 'Nowhere/Else')).toBe('UTC');
  });

  it("uses the site's zone on a site's page and the user's elsewhere", () => {
    expect(pageZone('Europe/London', 'America/Chicago')).toBe('America/Chicago');
    expect(pageZone('Europe/London', null)).toBe('Europe/London');
  });

  it('compares clocks at the instant, not zone names', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(sameClock(winter, 'Europe/Paris', 'Europe/Berlin')).toBe(true);
    expect(sameClock(winter, 'Europe/London', 'UTC')).toBe(true);
    expect(sameClock(new Date('2026-07-15T12:00:00Z'), 'Europe/London', 'UTC')).toBe(false);
    expect(sameClock(winter, 'America/New_York', 'Europe/London')).toBe(false);
  });

  it('names the zone only where its clock differs from the user\u2019s', () => {
    const at = '2026-01-15T14:30:00Z';
    expect(formatZoned(at, 'dd MMM, yyyy HH:mm', 'Europe/London', 'UTC')).toBe('15 Jan, 2026 14:30');
    expect(formatZoned(at, 'dd MMM, yyyy HH:mm', 'America/New_York', 'Europe/London')).toBe(
      '15 Jan, 2026 09:30 EST',
    );
    expect(formatZoned(null, 'HH:mm', 'UTC', 'UTC')).toBe('-');
    expect(zoneAbbreviation(new Date(at), 'America/Chicago')).toBe('CST');
    expect(zoneAbbreviation(new Date(at), 'Europe/Berlin')).toBe('CET');
    expect(zoneAbbreviation(new Date(at), 'Australia/Brisbane')).toBe('AEST');
    expect(zoneAbbreviation(new Date(at), 'Asia/Tashkent')).toBe('GMT+5');
  });

  it("adds a row's site clock only when it differs from the page's", () => {
    const at = '2026-01-15T14:30:00Z';
    expect(siteClockNote(at, 'HH:mm', 'Europe/Paris', 'Europe/Berlin')).toBeNull();
    expect(siteClockNote(at, 'HH:mm', 'America/Chicago', 'Europe/London')).toBe('08:30 CST');
  });

  it('shows instants of one list in order in the page zone, whatever their sites', () => {
    // Newest first, from sites 11 zones apart: in the page's zone the shown times stay in order.
    const rows = [
      { at: '2026-01-15T14:30:00Z', site: 'Asia/Tokyo' },
      { at: '2026-01-15T14:10:00Z', site: 'America/Los_Angeles' },
      { at: '2026-01-15T13:50:00Z', site: 'Europe/Berlin' },
    ];
    const shown = rows.map((r) => formatZoned(r.at, 'yyyy-MM-dd HH:mm', 'Europe/London', 'Europe/London'));
    expect(shown).toEqual([...shown].sort().reverse());
  });
});
