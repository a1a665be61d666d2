import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayEdgeInZone, dayInZone, dayPeriod } from './zone-days';

const ZONES = [
  'UTC',
  'Asia/Tokyo',
  'America/New_York',
  'Europe/London',
  'Pacific/Kiritimati',
  'Asia/Kathmandu',
];

describe('days in a time zone', () => {
  it('names the day an instant falls on in the zone', () => {
    const t = new Date('2026-11-22T03:30:00Z');
    expect(dayInZone(t, 'UTC')).toBe('2026-11-22');
    expect(dayInZone(t, 'America/New_York')).toBe('2026-11-21');
    expect(dayInZone(t, 'Not/A_Zone')).toBe('2026-11-22');
  });

  it('gives the edges of a day, across daylight-saving changes', () => {
    expect(dayEdgeInZone('2026-11-01', 'Europe/London', 'start').toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(dayEdgeInZone('2026-11-01', 'Asia/Tokyo', 'end').toISOString()).toBe('2026-11-01T14:59:59.999Z');
    // New York's clocks go back on 2026-11-01: a 25-hour day.
    const start = dayEdgeInZone('2026-11-01', 'America/New_York', 'start').getTime();
    const end = dayEdgeInZone('2026-11-01', 'America/New_York', 'end').getTime();
    expect(end - start + 1).toBe(25 * 3_600_000);
  });

  it('every instant lies within the edges of its own day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          const day = dayInZone(new Date(ms), zone);
          expect(dayEdgeInZone(day, zone, 'start').getTime()).toBeLessThanOrEqual(ms);
          expect(dayEdgeInZone(day, zone, 'end').getTime()).toBeGreaterThanOrEqual(ms);
          expect(dayInZone(dayEdgeInZone(day, zone, 'start'), zone)).toBe(day);
          expect(dayInZone(dayEdgeInZone(day, zone, 'end'), zone)).toBe(day);
        },
      ),
    );
  });
});

describe('a list period from picker days', () => {
  const now = new Date('2026-11-22T03:30:00Z');
  it('defaults to the last days up to now', () => {
    expect(dayPeriod({}, 'America/New_York', now, 7)).toEqual({
      from: '2026-11-15T03:30:00.000Z',
      to: '2026-11-22T03:30:00.000Z',
      fromDay: '2026-11-14',
      toDay: '2026-11-21',
      chosen: false,
    });
  });

  it('reads one day as a one-day period and swaps a reversed pair', () => {
    expect(dayPeriod({ to: '2026-11-03' }, 'UTC', now, 7)).toMatchObject({
      from: '2026-11-03T00:00:00.000Z',
      to: '2026-11-03T23:59:59.999Z',
      chosen: true,
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (a, b, zone) => {
          const da = a.toISOString().slice(0, 10);
          const db = b.toISOString().slice(0, 10);
          const p = dayPeriod({ from: da, to: db }, zone, now, 7);
          expect(p).toEqual(dayPeriod({ from: db, to: da }, zone, now, 7));
          expect(p.fromDay <= p.toDay).toBe(true);
          expect(Date.parse(p.from)).toBeLessThan(Date.parse(p.to));
        },
      ),
    );
  });
});
