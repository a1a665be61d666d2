import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthDay, SHORT_MONTH_NAMES, safeTimeZone, shortMonthName } from './format-date';

describe('formatDate and formatMonthDay (spec 1 §9)', () => {
  const instant = '2024-03-05T02:30:00Z';

  it("formats 'dd MMM, yyyy' and 'MMM d' in the site's time zone", () => {
    expect(formatDate(instant, 'UTC')).toBe('05 Mar, 2024');
    // Still the evening of the 4th in New York.
    expect(formatDate(instant, 'America/New_York')).toBe('04 Mar, 2024');
    expect(formatMonthDay(instant, 'America/New_York')).toBe('Mar 4');
    expect(formatMonthDay(instant, 'Asia/Tokyo')).toBe('Mar 5');
  });

  it('accepts dates, ISO strings and epoch milliseconds alike', () => {
    const ms = Date.parse(instant);
    expect(formatDate(new Date(ms), 'UTC')).toBe(formatDate(ms, 'UTC'));
    expect(formatDate(instant, 'UTC')).toBe(formatDate(ms, 'UTC'));
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('shows %j as -', (value) => {
    expect(formatDate(value, 'UTC')).toBe('-');
    expect(formatMonthDay(value, 'UTC')).toBe('-');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(safeTimeZone(undefined)).toBe('UTC');
    expect(safeTimeZone('Europe/London')).toBe('Europe/London');
    expect(formatDate(instant, 'Mars/Olympus_Mons')).toBe('05 Mar, 2024');
  });

  it('agrees with the calendar day of the zone for any instant', () => {
    const zones = fc.constantFrom(
      'UTC',
      'America/Los_Angeles',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Pacific/Auckland',
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), zones, (ms, zone) => {
        const parts = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          year: 'numeric',
          month: 'short',
          day: '2-digit',
        }).formatToParts(new Date(ms));
        const get = (t: string) => parts.find((p) => p.type === t)?.value;
        expect(formatDate(ms, zone)).toBe(`${get('day')} ${get('month')}, ${get('year')}`);
        expect(formatMonthDay(ms, zone)).toBe(`${get('month')} ${Number(get('day'))}`);
      }),
    );
  });
});

describe('shortMonthName', () => {
  it('names the twelve months', () => {
    expect(SHORT_MONTH_NAMES.map((_, i) => shortMonthName(i)).join(' ')).toBe(
      'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
    );
  });

  it('shows - for anything else', () => {
    expect(shortMonthName(12)).toBe('-');
    expect(shortMonthName(-1)).toBe('-');
    expect(shortMonthName(1.5)).toBe('-');
  });
});
