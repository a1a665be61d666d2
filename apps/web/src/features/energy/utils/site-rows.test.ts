import type { SiteEnergyCompareReport, SiteEnergyCompareSite } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import {
  monthCell,
  monthLabel,
  monthTarget,
  searchSiteRows,
  siteEnergyRows,
  sortSiteRows,
} from './site-rows';

const site = (
  title: string,
  kwh: number | null,
  o: Partial<SiteEnergyCompareSite> = {},
): SiteEnergyCompareSite => ({
  site_title: title,
  time_zone: 'UTC',
  monitored: true,
  site_kwh: kwh,
  floor_area_m2: 100,
  kwh_per_unit_area: kwh === null ? null : kwh / 100,
  number_of_equipment: 3,
  last_month: 10,
  two_months_ago: { value: 5, status: 'incomplete', days_with_data: 3, days_in_month: 30 },
  three_months_ago: { value: null, status: 'no_data', days_with_data: 0, days_in_month: 31 },
  consumption_in_sched: null,
  consumption_out_sched: null,
  hours_in_sched: 0,
  hours_out_sched: 0,
  cph_in_sched: null,
  cph_out_sched: null,
  days_with_data: 30,
  days_in_period: 30,
  ...o,
});

const report = (sites: Record<string, SiteEnergyCompareSite>): SiteEnergyCompareReport => ({
  orgId: 1,
  from: '2025-10-01',
  to: '2025-10-30',
  months: { last_month: '2025-09', two_months_ago: '2025-08', three_months_ago: '2025-07' },
  site_total_kwh: 0,
  site_count: 0,
  monitored_site_count: 0,
  sites_with_data: 0,
  average_site_kwh: null,
  kwh_per_unit_area: null,
  consumption_in_sched: 0,
  consumption_out_sched: 0,
  by_site: sites,
  top_sites: [],
});

describe('org sites energy rows', () => {
  const rows = siteEnergyRows(
    report({
      '1': site('Zeta Store', 300),
      '2': site('Alpha Café', null, { monitored: false }),
      '3': site('Beta Market', 900, { days_with_data: 28 }),
      '4': site('Gamma Market', 300),
    }),
  );

  it('months carry their state and why; a site short of days is incomplete', () => {
    expect(rows[0]!.months.map((m) => m.state)).toEqual(['complete', 'incomplete', 'no_data']);
    expect(rows[0]!.months[1].note).toBe('3 of 30 days with data');
    expect(rows.find((r) => r.siteId === 3)!.incomplete).toBe(true);
    expect(rows.find((r) => r.siteId === 2)!.incomplete).toBe(false);
    expect(monthCell({ value: 4, status: 'in_progress', days_with_data: 2, days_in_month: 30 }).note).toBe(
      'Month in progress',
    );
    expect(monthLabel('2025-09')).toBe('Sep 2025');
  });

  it('a month opens the site’s daily chart in the site’s own zone; a site without a meter has none', () => {
    const adelaide = siteEnergyRows(
      report({ '9': site('Rundle Mall', 120, { time_zone: 'Australia/Adelaide' }) }),
    )[0]!;
    expect(adelaide.timeZone).toBe('Australia/Adelaide');
    expect(monthTarget(adelaide, '2025-09')).toEqual({
      siteId: 9,
      siteTitle: 'Rundle Mall',
      month: '2025-09',
      timeZone: 'Australia/Adelaide',
    });
    expect(monthTarget(rows.find((r) => r.siteId === 2)!, '2025-09')).toBeNull();
  });

  it('sorts either way with missing figures last and ties by title', () => {
    expect(sortSiteRows(rows, 'kwh', 'desc').map((r) => r.siteId)).toEqual([3, 4, 1, 2]);
    expect(sortSiteRows(rows, 'kwh', 'asc').map((r) => r.siteId)).toEqual([4, 1, 3, 2]);
    expect(sortSiteRows(rows, 'site', 'asc').map((r) => r.title)).toEqual([
      'Alpha Café',
      'Beta Market',
      'Gamma Market',
      'Zeta Store',
    ]);
    expect(sortSiteRows(rows, 'site', 'desc')[0]!.title).toBe('Zeta Store');
  });

  it('searches site titles, ignoring case and accents', () => {
    expect(searchSiteRows(rows, 'market').map((r) => r.siteId)).toEqual([3, 4]);
    expect(searchSiteRows(rows, 'CAFE').map((r) => r.siteId)).toEqual([2]);
    expect(searchSiteRows(rows, '  ')).toHaveLength(4);
  });
});
