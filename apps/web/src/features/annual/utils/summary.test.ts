import type { AnnualEnergyReport, AnnualEuiReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { completeness, orgMonths, topEuiSites } from './summary';

const energy: AnnualEnergyReport = {
  org_energy_total: 0,
  repo_year: 2026,
  repo_month: '2026-03',
  site_dict: {
    '1': {
      site_title: 'Alpha',
      site_total: 330,
      monthly_dict: {
        '2026-01': 100,
        '2026-02': 110,
        '2026-03': { value: 120, status: 'in_progress', days_with_data: 10, days_in_month: 31 },
      },
    },
    '2': {
      site_title: 'Beta',
      site_total: 50,
      monthly_dict: {
        '2026-01': { value: null, status: 'no_data', days_with_data: 0, days_in_month: 31 },
        '2026-02': { value: 50, status: 'incomplete', days_with_data: 20, days_in_month: 28 },
        '2026-03': { value: 20, status: 'in_progress', days_with_data: 10, days_in_month: 31 },
      },
    },
  },
};

describe('Summary figures', () => {
  it('adds the sites up month by month and says which months are not complete', () => {
    const months = orgMonths(energy);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2026-01', kwh: 100, state: 'partial', sitesWithData: 1 });
    expect(months[1]).toEqual({ month: '2026-02', kwh: 160, state: 'partial', sitesWithData: 2 });
    expect(months[2]).toEqual({ month: '2026-03', kwh: 140, state: 'partial', sitesWithData: 2 });
    expect(months[3]).toEqual({ month: '2026-04', kwh: null, state: 'future', sitesWithData: 0 });
  });

  it('counts the sites with days missing: Beta misses 31 + 8 days, Alpha none', () => {
    const c = completeness(energy);
    expect(c.sites).toBe(2);
    expect(c.complete).toBe(1);
    expect(c.missing.map((m) => [m.row.title, m.missingDays])).toEqual([['Beta', 39]]);
  });

  it('lists the highest Estimated EUI first, leaving out sites without one', () => {
    const site = (title: string, est: number | null) => ({
      site_title: title,
      floor_area_m2: est === null ? null : 100,
      site_eui_existing: null,
      site_eui_est: { eui_est: est, kwh_est: null, days_estimated: 0, above_target: (est ?? 0) > 500 },
      monthly_eui: {},
    });
    const eui = {
      org_eui_existing: null,
      org_eui_est: null,
      repo_year: 2026,
      repo_month: '2026-03',
      target: 500,
      limit: 500,
      site_count: 3,
      site_eui: { '1': site('A', 300), '2': site('B', 700), '3': site('C', null) },
    } as AnnualEuiReport;
    expect(topEuiSites(eui).map((r) => [r.title, r.estimate, r.aboveTarget])).toEqual([
      ['B', 700, true],
      ['A', 300, false],
    ]);
  });
});
