import type { NohSite, OrgNohReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { nohRows, searchRows, sortRows } from './noh-rows';

const hours = (kwh: number, h: number) => ({
  energy_total: kwh,
  hours_total: h,
  energy_per_hour: h ? kwh / h : null,
  hourly_eui: null,
});

function site(title: string, efficiency: number | null, o: Partial<NohSite> = {}): NohSite {
  return {
    site_title: title,
    time_zone: 'Europe/London',
    floor_area_m2: 1000,
    open_around_the_clock: efficiency === null,
    site_noh: { op_hour: hours(100, 10), non_op_hour: hours(20, 10), noh_efficiency: efficiency },
    site_comp_status: 'complete',
    site_data_comp: 1,
    days_with_data: 30,
    days_ended: 30,
    days_in_period: 30,
    by_equipment: {},
    equipment_group: {},
    key_contributors: [],
    num_of_offender: 0,
    trend: [],
    ...o,
  };
}

const report = (sites: Record<string, NohSite>): OrgNohReport => ({
  from: '2025-10-01',
  to: '2025-10-31',
  trend_months: [],
  by_org: { op_hour: hours(0, 0), non_op_hour: hours(0, 0), noh_efficiency: null },
  org_hourly_eui_in: null,
  org_hourly_eui_out: null,
  equipment_groups: {},
  by_site: sites,
});

const rows = nohRows(
  report({
    '1': site('Burger Lane Brisbane', 0.12),
    '2': site('Corner Stop Midtown', null),
    '3': site('CarePlus Pharmacy Atlanta', 0.05, {
      site_comp_status: 'incomplete',
      days_with_data: 25,
      num_of_offender: 2,
      by_equipment: {
        '7': {
          equipment_title: 'RTU 1',
          equipment_type_id: 19,
          equipment_group_id: 221,
          always_on: false,
          op_hour: hours(10, 10),
          non_op_hour: hours(9, 10),
          noh_efficiency: 0.1,
          offender: true,
          days_with_data: 25,
        },
        '8': {
          equipment_title: 'Lights',
          equipment_type_id: 4,
          equipment_group_id: 223,
          always_on: false,
          op_hour: hours(10, 10),
          non_op_hour: hours(10, 10),
          noh_efficiency: 0,
          offender: true,
          days_with_data: 25,
        },
      },
    }),
    '4': site('Greenleaf Market Zürich', 0.8),
  }),
);

describe('NOH table rows', () => {
  it('one row per site with its total, status and offenders (lowest efficiency first)', () => {
    const atlanta = rows.find((r) => r.siteId === 3)!;
    expect(atlanta).toMatchObject({ totalKwh: 120, offenders: 2, incomplete: true, band: 'poor' });
    expect(atlanta.statusText).toBe('Incomplete data: 25 of 30 days have readings from every energy meter');
    expect(atlanta.offenderEquipment.map((e) => e.equipment_title)).toEqual(['Lights', 'RTU 1']);
    expect(rows.find((r) => r.siteId === 4)!.incomplete).toBe(false);
  });

  it('E-042: NOH Efficiency ascending by default, N/A last in either direction', () => {
    expect(sortRows(rows, 'efficiency', 'asc').map((r) => r.siteId)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, 'efficiency', 'desc').map((r) => r.siteId)).toEqual([4, 1, 3, 2]);
    expect(sortRows(rows, 'site', 'asc').map((r) => r.title)).toEqual([
      'Burger Lane Brisbane',
      'CarePlus Pharmacy Atlanta',
      'Corner Stop Midtown',
      'Greenleaf Market Zürich',
    ]);
    expect(sortRows(rows, 'offenders', 'desc')[0]!.siteId).toBe(3);
  });

  it('E-036: the search keeps sites whose title contains it, whatever the case and accents', () => {
    expect(searchRows(rows, 'atlanta').map((r) => r.siteId)).toEqual([3]);
    expect(searchRows(rows, 'zurich').map((r) => r.siteId)).toEqual([4]);
    expect(searchRows(rows, '  ')).toHaveLength(4);
    expect(searchRows(rows, 'nowhere')).toEqual([]);
  });

  it('cuts long site names at 45 characters', () => {
    const long = nohRows(report({ '9': site('A'.repeat(60), 0.5) }))[0]!;
    expect(long.shortTitle).toHaveLength(45);
    expect(long.title).toHaveLength(60);
  });
});
