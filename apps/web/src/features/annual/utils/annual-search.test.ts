import { describe, expect, it } from 'vitest';
import { annualSearch, chooseYear, defaultSort, reportPeriod, yearOptions } from './annual-search';

const at = (iso: string) => new Date(iso);

describe('annual page filters in the URL', () => {
  it('keeps valid values only', () => {
    expect(
      annualSearch({
        year: '2025',
        month: '2025-13',
        sites: ['3', 'x', '4'],
        q: 'abc',
        sort: 'estimate',
        dir: 'up',
        view: 'weather',
      }),
    ).toEqual({ year: 2025, sites: [3, 4], q: 'abc', sort: 'estimate', view: 'weather' });
    expect(annualSearch({ year: '1850', sort: 'nope' })).toEqual({});
  });

  it('asks for the default year: the current one, the previous one in January (E-006, E-023)', () => {
    const nov = reportPeriod({}, at('2026-11-26T12:00:00Z'), 'Europe/London');
    expect(nov).toMatchObject({ year: 2026, date: '2026-11-01', currentYear: true });
    const jan = reportPeriod({}, at('2027-01-10T12:00:00Z'), 'Europe/London');
    expect(jan).toMatchObject({ year: 2026, date: '2026-12-01', currentYear: false, monthChoices: [] });
    // A past year runs to December; a year outside the picker falls back to the default.
    expect(reportPeriod({ year: 2024 }, at('2026-11-26T12:00:00Z'), 'UTC').date).toBe('2024-12-01');
    expect(reportPeriod({ year: 2019 }, at('2026-11-26T12:00:00Z'), 'UTC').year).toBe(2026);
  });

  it('offers completed months only for the current year (E-007, E-008)', () => {
    const p = reportPeriod({ month: '2026-03' }, at('2026-04-15T12:00:00Z'), 'UTC');
    expect(p.monthChoices).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(p.date).toBe('2026-03-01');
    // The month in progress and later ones are not choices: the report runs to date.
    expect(reportPeriod({ month: '2026-04' }, at('2026-04-15T12:00:00Z'), 'UTC').date).toBe('2026-04-01');
    expect(reportPeriod({ month: '2026-05' }, at('2026-04-15T12:00:00Z'), 'UTC').date).toBe('2026-04-01');
    // The user's zone decides the month: 1 May 00:30 in Sydney is still 30 April in UTC.
    expect(reportPeriod({}, at('2026-04-30T14:30:00Z'), 'Australia/Sydney').date).toBe('2026-05-01');
    expect(chooseYear({ year: 2026, month: '2026-03', q: 'x' }, 2025)).toEqual({ year: 2025, q: 'x' });
  });

  it('offers five years and sorts the biggest first (E-022)', () => {
    expect(yearOptions(at('2026-11-26T12:00:00Z'), 'UTC')).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(defaultSort('energy', 'monthly')).toEqual({ sort: 'total', dir: 'desc' });
    expect(defaultSort('eui', 'monthly')).toEqual({ sort: 'estimate', dir: 'desc' });
    expect(defaultSort('eui', 'weather')).toEqual({ sort: 'normalized', dir: 'desc' });
  });
});
