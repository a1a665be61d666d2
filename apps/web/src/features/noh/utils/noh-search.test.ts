import { describe, expect, it } from 'vitest';
import { nohPeriod } from './noh-period';
import { choosePhoneSort, nohSearch, nohSort, PHONE_SORTS, toggleSort } from './noh-search';

describe('NOH URL filters', () => {
  it('keeps valid days, sites, search and sort; drops the rest', () => {
    expect(
      nohSearch({
        from: '2025-10-01',
        to: '2025-02-30',
        sites: ['3', '4', 'x'],
        q: 'Atlanta',
        sort: 'total',
        dir: 'up',
      }),
    ).toEqual({ from: '2025-10-01', sites: [3, 4], q: 'Atlanta', sort: 'total' });
    expect(nohSearch({})).toEqual({});
  });
});

describe('the period (E-048)', () => {
  const now = new Date('2025-11-15T10:00:00Z');

  it('defaults to the 30 days ending yesterday in the user’s zone', () => {
    expect(nohPeriod({}, 'Europe/London', now)).toEqual({
      // 16 October … 14 November: 16 + 14 days.
      from: '2025-10-16',
      to: '2025-11-14',
      maxDay: '2025-11-15',
      chosen: false,
    });
    // Already the 16th in Kiritimati (UTC+14).
    expect(nohPeriod({}, 'Pacific/Kiritimati', now).to).toBe('2025-11-15');
  });

  it('swaps a reversed pair, takes one day alone, stops at today and at 366 days', () => {
    expect(nohPeriod({ from: '2025-10-10', to: '2025-10-01' }, 'UTC', now)).toMatchObject({
      from: '2025-10-01',
      to: '2025-10-10',
      chosen: true,
    });
    expect(nohPeriod({ to: '2025-10-10' }, 'UTC', now)).toMatchObject({
      from: '2025-10-10',
      to: '2025-10-10',
    });
    expect(nohPeriod({ from: '2025-11-01', to: '2025-12-31' }, 'UTC', now)).toMatchObject({
      from: '2025-11-01',
      to: '2025-11-15',
    });
    expect(nohPeriod({ from: '2023-01-01', to: '2025-10-31' }, 'UTC', now)).toMatchObject({
      from: '2024-10-31',
      to: '2025-10-31',
    });
  });
});

describe('sorting (E-042)', () => {
  it('defaults to NOH Efficiency ascending', () => {
    expect(nohSort({})).toEqual({ key: 'efficiency', dir: 'asc' });
  });

  it('a click flips the same column and starts another at its default; the default leaves the URL clean', () => {
    expect(toggleSort({}, 'efficiency')).toEqual({ sort: 'efficiency', dir: 'desc' });
    expect(toggleSort({ sort: 'efficiency', dir: 'desc', q: 'x' }, 'efficiency')).toEqual({ q: 'x' });
    expect(toggleSort({}, 'total')).toEqual({ sort: 'total', dir: 'desc' });
    expect(toggleSort({}, 'site')).toEqual({ sort: 'site', dir: 'asc' });
    expect(toggleSort({ sort: 'total', dir: 'desc' }, 'total')).toEqual({ sort: 'total', dir: 'asc' });
  });
});

describe('the phone sort', () => {
  it('each choice is a column sort; the default leaves the URL clean', () => {
    expect(choosePhoneSort({ q: 'x' }, 'total-desc')).toEqual({ q: 'x', sort: 'total', dir: 'desc' });
    expect(choosePhoneSort({ q: 'x', sort: 'total', dir: 'desc' }, 'efficiency-asc')).toEqual({ q: 'x' });
    expect(PHONE_SORTS.every((o) => o.value === `${o.sort}-${o.dir}`)).toBe(true);
  });
});
