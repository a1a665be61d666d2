import type { EquipmentEnergyCompareReport, EquipmentTypeEnergyReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultTypeId,
  equipmentRows,
  pageOfRows,
  searchEquipmentRows,
  sortEquipmentRows,
  typeOptions,
  typeTopSites,
} from './equipment-rows';

const type = (title: string, typeGroup: string, total: number, bySite: Record<string, number>) => ({
  type_title: title,
  type_group_id: 1,
  type_group_title: typeGroup,
  group_id: 1,
  group_title: typeGroup,
  total_kwh: total,
  num_equipment: Object.keys(bySite).length,
  site_count: Object.keys(bySite).length,
  avg_type_kwh: total / Object.keys(bySite).length,
  avg_equipment_kwh: total / Object.keys(bySite).length,
  by_site: Object.fromEntries(
    Object.entries(bySite).map(([id, kwh]) => [
      id,
      { site_title: `Site ${id}`, num_equipment: 1, kwh_consumption: kwh },
    ]),
  ),
});

const types: EquipmentTypeEnergyReport = {
  orgId: 1,
  from: '2025-10-01',
  to: '2025-10-31',
  total_kwh: 0,
  by_equipment_group: {},
  by_equipment_type: {
    '32': type('Walk-in Cooler', 'Refrigeration', 900, {
      '1': 100,
      '2': 300,
      '3': 200,
      '4': 50,
      '5': 150,
      '6': 100,
    }),
    '19': type('Rooftop Unit', 'HVAC', 500, { '1': 500 }),
    '29': type('Freezer', 'Refrigeration', 900, { '2': 900 }),
  },
};

describe('equipment type tile (E-054)', () => {
  it('offers the types grouped by type group, each list by title', () => {
    expect(typeOptions(types)).toEqual([
      { group: 'HVAC', items: [{ value: '19', label: 'Rooftop Unit' }] },
      {
        group: 'Refrigeration',
        items: [
          { value: '29', label: 'Freezer' },
          { value: '32', label: 'Walk-in Cooler' },
        ],
      },
    ]);
    expect(typeOptions(undefined)).toEqual([]);
  });

  it('opens on the type with the most energy (ties: lowest id)', () => {
    expect(defaultTypeId(types)).toBe('29');
    expect(defaultTypeId(undefined)).toBeNull();
  });

  it('shows the top 5 sites of the type by kWh', () => {
    expect(typeTopSites(types, '32').map((s) => s.siteId)).toEqual([2, 3, 5, 1, 6]);
    expect(typeTopSites(types, '999')).toEqual([]);
  });
});

describe('equipment rows', () => {
  const report: EquipmentEnergyCompareReport = {
    orgId: 1,
    from: '2025-10-01',
    to: '2025-10-31',
    total_kwh: 0,
    equipment_dict: Object.fromEntries(
      [
        [1, 'Walk-in Cooler', 'Camden', 40, 0.25, 'Nordcool'],
        [2, 'Rooftop Unit 1', 'Brixton', 80, null, null],
        [3, 'Ice Machine', 'Camden', 10, 0.05, 'Frost'],
      ].map(([id, title, site, kwh, share, vendor]) => [
        String(id),
        {
          equipment_title: title as string,
          site_id: 1,
          site_title: site as string,
          type_id: 1,
          type_title: 'Type',
          type_group_id: 1,
          type_group_title: 'G',
          group_id: 1,
          group_title: 'Refrigeration',
          vendor: vendor as string | null,
          model: null,
          kwh: kwh as number,
          kwh_in_sched: (kwh as number) / 2,
          kwh_out_sched: (kwh as number) / 2,
          share_of_site: share as number | null,
          days_with_data: 31,
          days_in_period: 31,
        },
      ]),
    ),
  };
  const rows = equipmentRows(report);

  it('turns the share into percent; sorts with missing shares last either way', () => {
    expect(rows.find((r) => r.equipmentId === 1)!.sharePct).toBe(25);
    expect(sortEquipmentRows(rows, 'share', 'desc').map((r) => r.equipmentId)).toEqual([1, 3, 2]);
    expect(sortEquipmentRows(rows, 'share', 'asc').map((r) => r.equipmentId)).toEqual([3, 1, 2]);
    expect(sortEquipmentRows(rows, 'kwh', 'desc').map((r) => r.equipmentId)).toEqual([2, 1, 3]);
    expect(sortEquipmentRows(rows, 'site', 'asc').map((r) => r.equipmentId)).toEqual([2, 3, 1]);
  });

  it('searches equipment, site, type, group and vendor', () => {
    expect(searchEquipmentRows(rows, 'camden').map((r) => r.equipmentId)).toEqual([1, 3]);
    expect(searchEquipmentRows(rows, 'frost').map((r) => r.equipmentId)).toEqual([3]);
    expect(searchEquipmentRows(rows, 'rooftop').map((r) => r.equipmentId)).toEqual([2]);
  });
});

describe('equipment list pages', () => {
  it('50 a page, the page clamped to those there are', () => {
    const rows = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOfRows(rows, undefined)).toMatchObject({ page: 1, pages: 3 });
    expect(pageOfRows(rows, 3).rows).toEqual(rows.slice(100));
    expect(pageOfRows(rows, 9).page).toBe(3);
    expect(pageOfRows([], 2)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
