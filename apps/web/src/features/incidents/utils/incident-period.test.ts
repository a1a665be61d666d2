import { dayEdgeInZone as dayBoundary, dayInZone as dayIn } from '@sw/domain';
import { describe, expect, it } from 'vitest';
import { incidentPeriod } from './incident-period';

const now = new Date('2026-11-22T03:30:00Z');

describe('incident period (C-045, C-064, C-065)', () => {
  it('defaults to the last 7 days up to now, the days named in the zone', () => {
    const p = incidentPeriod({}, 'America/New_York', now);
    expect(p).toEqual({
      from: '2026-11-15T03:30:00.000Z',
      to: '2026-11-22T03:30:00.000Z',
      // 03:30 UTC is still the 21st in New York (UTC-5).
      fromDay: '2026-11-14',
      toDay: '2026-11-21',
      chosen: false,
    });
  });

  it('reads chosen days in the zone: from the first midnight to the end of the last day', () => {
    const p = incidentPeriod({ from: '2026-11-01', to: '2026-11-02' }, 'Europe/London', now);
    expect(p.from).toBe('2026-11-01T00:00:00.000Z');
    expect(p.to).toBe('2026-11-02T23:59:59.999Z');
    const tokyo = incidentPeriod({ from: '2026-11-01', to: '2026-11-01' }, 'Asia/Tokyo', now);
    expect(tokyo.from).toBe('2026-10-31T15:00:00.000Z');
    expect(tokyo.to).toBe('2026-11-01T14:59:59.999Z');
    expect(tokyo.chosen).toBe(true);
  });

  it('a single day is a one-day period; a reversed pair is swapped', () => {
    expect(incidentPeriod({ to: '2026-11-03' }, 'UTC', now)).toMatchObject({
      fromDay: '2026-11-03',
      toDay: '2026-11-03',
    });
    expect(incidentPeriod({ from: '2026-11-05', to: '2026-11-03' }, 'UTC', now)).toMatchObject({
      fromDay: '2026-11-03',
      toDay: '2026-11-05',
    });
  });

  it('handles a day that is 23 hours long (DST change)', () => {
    // Europe/London springs forward on 2026-03-29.
    const start = dayBoundary('2026-03-29', 'Europe/London', 'start');
    const end = dayBoundary('2026-03-29', 'Europe/London', 'end');
    expect(end.getTime() + 1 - start.getTime()).toBe(23 * 3_600_000);
    expect(dayIn(start, 'Europe/London')).toBe('2026-03-29');
  });

  it('an unknown zone falls back to UTC instead of failing', () => {
    expect(incidentPeriod({ from: '2026-11-01' }, 'Mars/Olympus', now).from).toBe('2026-11-01T00:00:00.000Z');
  });
});
