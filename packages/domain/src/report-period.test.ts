import { describe, expect, it } from 'vitest';
import { addDaysTo, daysInclusive, reportPeriod } from './report-period';

const o = { defaultDays: 14, maxDays: 31 };

describe('reportPeriod', () => {
  it('defaults to the last complete days in the zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Sydney: yesterday there is 1 March.
    const now = new Date('2026-03-01T23:30:00Z');
    expect(reportPeriod({}, now, 'Australia/Sydney', o)).toEqual({
      from: '2026-02-16',
      to: '2026-03-01',
      chosen: false,
    });
    expect(reportPeriod({}, now, 'America/New_York', o)).toEqual({
      from: '2026-02-15',
      to: '2026-02-28',
      chosen: false,
    });
  });

  it('takes one day alone, swaps a reversed pair and keeps the last days of a long period', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(reportPeriod({ from: '2026-01-05' }, now, 'UTC', o)).toEqual({
      from: '2026-01-05',
      to: '2026-01-05',
      chosen: true,
    });
    expect(reportPeriod({ from: '2026-01-09', to: '2026-01-02' }, now, 'UTC', o)).toMatchObject({
      from: '2026-01-02',
      to: '2026-01-09',
    });
    expect(reportPeriod({ from: '2025-01-01', to: '2026-01-31' }, now, 'UTC', o)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('ignores days that are not dates', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(reportPeriod({ from: '2026-02-30', to: 'soon' }, now, 'UTC', o).chosen).toBe(false);
  });

  it('counts days across a month end', () => {
    expect(addDaysTo('2026-02-27', 3)).toBe('2026-03-02');
    expect(daysInclusive('2026-02-27', '2026-03-02')).toBe(4);
  });
});
