import { tzOffset } from '@date-fns/tz';
import { addDaysTo, dayInZone } from '@sw/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInZone } from '../writers/zone-time';
import {
  instantAt,
  isIanaZone,
  isoWeekday,
  nextRunAfter,
  periodLabel,
  periodOf,
  type RunRule,
  runsOn,
} from './schedule-periods';

const at = (iso: string) => new Date(iso);
const ADELAIDE = 'Australia/Adelaide';
const LONDON = 'Europe/London';
const rule = (o: Partial<RunRule>): RunRule => ({
  frequency: 'DAILY',
  weekday: null,
  hour: 6,
  timeZone: ADELAIDE,
  ...o,
});

describe('instantAt', () => {
  it('reads a local hour in the zone’s offset of that day', () => {
    // Adelaide: +9:30 in winter, +10:30 in summer; Kolkata +5:30 all year.
    expect(instantAt('2026-07-01', 6, ADELAIDE).toISOString()).toBe('2026-06-30T20:30:00.000Z');
    expect(instantAt('2026-12-01', 6, ADELAIDE).toISOString()).toBe('2026-11-30T19:30:00.000Z');
    expect(instantAt('2026-12-01', 6, 'Asia/Kolkata').toISOString()).toBe('2026-12-01T00:30:00.000Z');
  });

  it('gives the first instant after a skipped hour (daylight saving starts)', () => {
    // Adelaide 4 Oct 2026: 02:00 ACST becomes 03:00 ACDT.
    const adelaide = instantAt('2026-10-04', 2, ADELAIDE);
    expect(adelaide.toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(isoInZone(adelaide, ADELAIDE)).toBe('2026-10-04T03:00:00+10:30');
    // London 29 Mar 2026: 01:00 GMT becomes 02:00 BST.
    expect(isoInZone(instantAt('2026-03-29', 1, LONDON), LONDON)).toBe('2026-03-29T02:00:00+01:00');
    // Lord Howe moves by half an hour: 02:00 becomes 02:30.
    const lordHowe = instantAt('2026-10-04', 2, 'Australia/Lord_Howe');
    expect(isoInZone(lordHowe, 'Australia/Lord_Howe')).toBe('2026-10-04T02:30:00+11:00');
  });

  it('gives the earlier of a repeated hour (daylight saving ends)', () => {
    // Adelaide 5 Apr 2026: 03:00 ACDT becomes 02:00 ACST, so 02:00 happens twice.
    expect(isoInZone(instantAt('2026-04-05', 2, ADELAIDE), ADELAIDE)).toBe('2026-04-05T02:00:00+10:30');
    expect(isoInZone(instantAt('2026-10-25', 1, LONDON), LONDON)).toBe('2026-10-25T01:00:00+01:00');
  });
});

describe('nextRunAfter', () => {
  it('DAILY: today at the hour when still to come, else tomorrow; 23 hours apart across the change', () => {
    const r = rule({ hour: 6 });
    // 06:00 ACST on 3 Oct is 20:30 UTC the day before.
    expect(nextRunAfter(at('2026-10-02T20:00:00Z'), r).toISOString()).toBe('2026-10-02T20:30:00.000Z');
    // Then 06:00 ACDT on 4 Oct, the day the clocks go forward: 23 hours later.
    const sunday = nextRunAfter(at('2026-10-02T20:30:00Z'), r);
    expect(sunday.toISOString()).toBe('2026-10-03T19:30:00.000Z');
    expect(isoInZone(sunday, ADELAIDE)).toBe('2026-10-04T06:00:00+10:30');
    expect(nextRunAfter(sunday, r).toISOString()).toBe('2026-10-04T19:30:00.000Z');
  });

  it('DAILY at a skipped hour runs at the end of the skip that day, at the hour the others', () => {
    const r = rule({ hour: 2 });
    const skip = nextRunAfter(at('2026-10-03T00:00:00Z'), r);
    expect(isoInZone(skip, ADELAIDE)).toBe('2026-10-04T03:00:00+10:30');
    expect(isoInZone(nextRunAfter(skip, r), ADELAIDE)).toBe('2026-10-05T02:00:00+10:30');
  });

  it('WEEKLY on its weekday (Monday by default), in local days', () => {
    // Sunday 4 Oct 19:30 UTC is already Monday 5 Oct 06:00 in Adelaide.
    const monday = nextRunAfter(at('2026-10-01T00:00:00Z'), rule({ frequency: 'WEEKLY' }));
    expect(isoInZone(monday, ADELAIDE)).toBe('2026-10-05T06:00:00+10:30');
    expect(isoInZone(nextRunAfter(monday, rule({ frequency: 'WEEKLY' })), ADELAIDE)).toBe(
      '2026-10-12T06:00:00+10:30',
    );
    const sunday = nextRunAfter(
      at('2026-03-23T00:00:00Z'),
      rule({ frequency: 'WEEKLY', weekday: 7, hour: 1, timeZone: LONDON }),
    );
    expect(isoInZone(sunday, LONDON)).toBe('2026-03-29T02:00:00+01:00');
  });

  it('MONTHLY on the 1st', () => {
    const r = rule({ frequency: 'MONTHLY', hour: 7 });
    const nov = nextRunAfter(at('2026-10-05T00:00:00Z'), r);
    expect(isoInZone(nov, ADELAIDE)).toBe('2026-11-01T07:00:00+10:30');
    expect(isoInZone(nextRunAfter(nov, r), ADELAIDE)).toBe('2026-12-01T07:00:00+10:30');
    // At 07:00 on the 1st itself: the next month.
    expect(isoInZone(nextRunAfter(nov, { ...r, hour: 7 }), ADELAIDE)).toBe('2026-12-01T07:00:00+10:30');
    expect(isoInZone(nextRunAfter(at('2026-12-31T23:00:00Z'), { ...r, timeZone: LONDON }), LONDON)).toBe(
      '2027-01-01T07:00:00+00:00',
    );
  });
});

describe('periodOf', () => {
  // Monday 5 Oct 2026 06:00 in Adelaide (Sunday 4 Oct 19:30 UTC), the day after clocks went forward.
  const monday = at('2026-10-04T19:30:00Z');

  it('DAILY: the local day before', () => {
    expect(periodOf('DAILY', 'days', monday, ADELAIDE)).toEqual({ from: '2026-10-04', to: '2026-10-04' });
    // The same instant in London is still Sunday.
    expect(periodOf('DAILY', 'days', monday, LONDON)).toEqual({ from: '2026-10-03', to: '2026-10-03' });
  });

  it('WEEKLY: the Monday–Sunday week before this week', () => {
    expect(periodOf('WEEKLY', 'days', monday, ADELAIDE)).toEqual({ from: '2026-09-28', to: '2026-10-04' });
    // Sunday in London: this week began on 28 September, so the week before.
    expect(periodOf('WEEKLY', 'days', monday, LONDON)).toEqual({ from: '2026-09-21', to: '2026-09-27' });
  });

  it('MONTHLY: the calendar month before; a year template January to that month', () => {
    // 1 Nov 07:00 in Adelaide is still 31 October in UTC.
    const first = at('2026-10-31T20:30:00Z');
    expect(periodOf('MONTHLY', 'month', first, ADELAIDE)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodOf('MONTHLY', 'year', first, ADELAIDE)).toEqual({ from: '2026-01-01', to: '2026-10-31' });
    // January's run reports on December of the year before.
    expect(periodOf('MONTHLY', 'year', at('2027-01-01T06:00:00Z'), LONDON)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(periodOf('MONTHLY', 'days', at('2028-03-01T06:00:00Z'), LONDON)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});

describe('labels and zones', () => {
  it('names a period for a subject', () => {
    expect(periodLabel({ from: '2026-10-04', to: '2026-10-04' })).toBe('2026-10-04');
    expect(periodLabel({ from: '2026-10-01', to: '2026-10-31' })).toBe('October 2026');
    expect(periodLabel({ from: '2026-01-01', to: '2026-10-31' })).toBe('January to October 2026');
    expect(periodLabel({ from: '2026-09-28', to: '2026-10-04' })).toBe('2026-09-28 to 2026-10-04');
  });

  it('accepts IANA zone names only', () => {
    for (const z of ['UTC', ADELAIDE, 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])
      expect(isIanaZone(z)).toBe(true);
    for (const z of ['Mars/Olympus', '+10:30', 'utc+1', '', 'Europe/London; drop table'])
      expect(isIanaZone(z)).toBe(false);
  });
});

// Zones with whole-hour, half-hour and half-hour-shift changes, gaps at midnight (Santiago), none (Kolkata).
const ZONES = [
  'UTC',
  LONDON,
  ADELAIDE,
  'Australia/Lord_Howe',
  'America/New_York',
  'America/St_Johns',
  'America/Santiago',
  'Asia/Kolkata',
  'Pacific/Chatham',
];
const offsetAt = (zone: string, t: number) => tzOffset(zone, new Date(t));

describe('nextRunAfter (property)', () => {
  it('is after T, on a day the schedule runs, at the local hour (or right after a skip), and the first such', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 23 }),
        (t, timeZone, frequency, weekday, hour) => {
          const r: RunRule = { frequency, weekday: frequency === 'WEEKLY' ? weekday : null, hour, timeZone };
          const next = nextRunAfter(t, r);
          expect(next.getTime()).toBeGreaterThan(t.getTime());
          const day = dayInZone(next, timeZone);
          expect(runsOn(day, r)).toBe(true);
          if (frequency === 'WEEKLY') expect(isoWeekday(day)).toBe(weekday);
          if (frequency === 'MONTHLY') expect(day.slice(8)).toBe('01');
          const wall = isoInZone(next, timeZone);
          const atHour = wall.slice(11, 19) === `${String(hour).padStart(2, '0')}:00:00`;
          // Not at the hour only when that hour was skipped: the clocks moved forward at `next`.
          if (!atHour) {
            expect(offsetAt(timeZone, next.getTime() - 1)).toBeLessThan(offsetAt(timeZone, next.getTime()));
            expect(wall.slice(11, 13) >= String(hour).padStart(2, '0')).toBe(true);
          }
          // The first: the run of the previous day it runs on was not after T.
          let prev = addDaysTo(day, -1);
          while (!runsOn(prev, r)) prev = addDaysTo(prev, -1);
          expect(instantAt(prev, hour, timeZone).getTime()).toBeLessThanOrEqual(t.getTime());
        },
      ),
      { numRuns: 2000 },
    );
  });
});
