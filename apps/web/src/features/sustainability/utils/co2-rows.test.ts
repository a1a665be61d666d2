import type { AnnualCo2Report } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { compareYears, monthlyTotals, monthValue, reportMonths, siteCo2Rows } from './co2-rows';

const report = (year: number, month: string, sites: AnnualCo2Report['site_dict']): AnnualCo2Report => ({
  org_co2_total: 0,
  repo_year: year,
  repo_month: month,
  site_dict: sites,
});

describe('CO2 comparison', () => {
  it('reads complete months as numbers and others as {value, status}', () => {
    expect(monthValue(12)).toEqual({ value: 12, complete: true, missing: false });
    expect(monthValue({ value: 3, status: 'in_progress', days_with_data: 3, days_in_month: 30 })).toEqual({
      value: 3,
      complete: false,
      missing: false,
    });
    expect(monthValue({ value: 3, status: 'incomplete', days_with_data: 3, days_in_month: 30 }).missing).toBe(
      true,
    );
    expect(monthValue(undefined)).toEqual({ value: null, complete: false, missing: true });
  });

  it('compares only the months both years have', () => {
    const months = reportMonths({ repo_year: 2026, repo_month: '2026-03' });
    expect(months.map((m) => m.lastYear)).toEqual(['2025-01', '2025-02', '2025-03']);
    const c = compareYears(
      {
        '2026-01': 110,
        '2026-02': 90,
        '2026-03': { value: 40, status: 'in_progress', days_with_data: 10, days_in_month: 31 },
      },
      {
        '2025-01': 100,
        '2025-02': { value: null, status: 'no_data', days_with_data: 0, days_in_month: 28 },
        '2025-03': 100,
      },
      months,
    );
    // January (110 vs 100) and March (40 vs 100); February has no value last year.
    expect(c).toEqual({ thisYear: 150, lastYear: 200, months: 2, changePercent: -25 });
  });

  it('sites by CO2, largest first; monthly totals of the organisation', () => {
    const thisYear = report(2026, '2026-02', {
      '1': { site_title: 'A', site_total: 10, co2_factor: 0.2, monthly_dict: { '2026-01': 4, '2026-02': 6 } },
      '2': {
        site_title: 'B',
        site_total: 30,
        co2_factor: 0.4,
        monthly_dict: { '2026-01': 10, '2026-02': 20 },
      },
      '3': { site_title: 'C', site_total: null, co2_factor: null, monthly_dict: {} },
    });
    const lastYear = report(2025, '2025-02', {
      '2': {
        site_title: 'B',
        site_total: 20,
        co2_factor: 0.4,
        monthly_dict: { '2025-01': 10, '2025-02': 10 },
      },
    });
    const rows = siteCo2Rows(thisYear, lastYear);
    expect(rows.map((r) => r.title)).toEqual(['B', 'A', 'C']);
    expect(rows[0]!.comparison.changePercent).toBe(50);
    expect(rows[1]!.comparison.changePercent).toBeNull();
    expect(rows[2]!.incompleteMonths).toBe(2);
    expect(monthlyTotals(thisYear, lastYear)).toEqual([
      { month: '2026-01', thisYear: 14, lastYear: 10, complete: false },
      { month: '2026-02', thisYear: 26, lastYear: 10, complete: false },
    ]);
  });
});
