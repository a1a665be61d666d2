import type { AnnualCo2Report, AnnualEuiReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { co2Rows, euiRows, monthCell, searchRows, sortRows, trendOf } from './annual-rows';

describe('month cells (E-016 … E-018)', () => {
  it('says why a month is not complete', () => {
    expect(monthCell('2026-10', 1490, '2026-11')).toMatchObject({
      state: 'complete',
      value: 1490,
      note: 'Oct 2026: complete',
    });
    expect(
      monthCell(
        '2026-11',
        { value: 1200, status: 'in_progress', days_with_data: 26, days_in_month: 30 },
        '2026-11',
      ),
    ).toMatchObject({
      state: 'in_progress',
      value: 1200,
      note: 'Nov 2026 in progress: 26 of 30 days with data so far',
    });
    expect(
      monthCell(
        '2026-09',
        { value: 900, status: 'incomplete', days_with_data: 25, days_in_month: 30 },
        '2026-11',
      ),
    ).toMatchObject({ state: 'incomplete', note: 'Sep 2026 incomplete: 25 of 30 days with data' });
    expect(
      monthCell(
        '2026-03',
        { value: null, status: 'no_data', days_with_data: 0, days_in_month: 31 },
        '2026-11',
      ),
    ).toMatchObject({ state: 'no_data', value: null, note: 'Mar 2026: no data' });
    expect(monthCell('2026-12', undefined, '2026-11')).toMatchObject({
      state: 'future',
      note: 'Dec 2026: not yet',
    });
  });

  it('trends the value per day with data, skipping months without data (E-022)', () => {
    const cells = [
      monthCell('2026-01', 3100, '2026-03'), // 100 a day
      monthCell(
        '2026-02',
        { value: null, status: 'no_data', days_with_data: 0, days_in_month: 28 },
        '2026-03',
      ),
      monthCell(
        '2026-03',
        { value: 1100, status: 'in_progress', days_with_data: 10, days_in_month: 31 },
        '2026-03',
      ),
      monthCell('2026-04', undefined, '2026-03'),
    ];
    expect(trendOf(cells)).toEqual([
      { index: 0, perDay: 100, complete: true },
      { index: 2, perDay: 110, complete: false },
    ]);
  });
});

const euiSite = (
  title: string,
  area: number | null,
  ytd: number | null,
  est: number | null,
  above = false,
) => ({
  site_title: title,
  floor_area_m2: area,
  site_eui_existing: ytd,
  site_eui_est: { eui_est: est, kwh_est: null, days_estimated: 0, above_target: above },
  site_eui_normalized: null,
  monthly_eui: { '2026-01': ytd ?? 0 },
});

describe('EUI and CO2 rows', () => {
  const eui = {
    org_eui_existing: 10,
    org_eui_est: 100,
    repo_year: 2026,
    repo_month: '2026-01',
    target: 500,
    limit: 500,
    site_count: 3,
    site_eui: {
      '7': euiSite('Greenleaf Market Camden and a very long name that goes on', 4000, 40, 520, true),
      '8': euiSite('Corner Stop Midtown', 300, 60, 700, true),
      '9': euiSite('No Area Shop', null, null, null),
    },
  } as AnnualEuiReport;

  it('cuts titles at 45 characters and marks what does not apply', () => {
    const rows = euiRows(eui);
    expect(rows[0]!.shortTitle).toBe('Greenleaf Market Camden and a very long name…');
    expect(rows[0]!.shortTitle).toHaveLength(45);
    expect(rows.find((r) => r.siteId === 9)).toMatchObject({
      notApplicable: true,
      total: null,
      estimate: null,
    });
    const co2 = co2Rows({
      org_co2_total: 1,
      repo_year: 2026,
      repo_month: '2026-01',
      site_dict: { '1': { site_title: 'A', site_total: null, co2_factor: null, monthly_dict: {} } },
    } as AnnualCo2Report);
    expect(co2[0]).toMatchObject({ notApplicable: true, factor: null });
  });

  it('sorts with missing values last either way, and searches site names from 3 characters', () => {
    const rows = euiRows(eui);
    expect(sortRows(rows, 'estimate', 'desc').map((r) => r.siteId)).toEqual([8, 7, 9]);
    expect(sortRows(rows, 'estimate', 'asc').map((r) => r.siteId)).toEqual([7, 8, 9]);
    expect(sortRows(rows, 'site', 'asc').map((r) => r.siteId)).toEqual([8, 7, 9]);
    expect(searchRows(rows, 'co').map((r) => r.siteId)).toEqual([7, 8, 9]);
    expect(searchRows(rows, 'CORNER').map((r) => r.siteId)).toEqual([8]);
    expect(searchRows(rows, ' márket ').map((r) => r.siteId)).toEqual([7]);
  });
});
