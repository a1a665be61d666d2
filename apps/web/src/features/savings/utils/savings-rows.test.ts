import type { ControlsSavingsReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { equipmentRows, overrideRows, pageOf, siteRows, wasteRows } from './savings-rows';
import { savingsPeriod, savingsSearch } from './savings-search';

const figures = (saved: number) => ({
  op_kwh: 10,
  noh_kwh: 1,
  baseline_kwh: 10 + saved + 1,
  actual_kwh: 11,
  saved_kwh: saved,
  saved_percent: (saved / (11 + saved)) * 100,
  co2_saved_kg: saved * 0.2,
});

const equipment = (title: string, saved: number) => ({
  equipment_title: title,
  equipment_type_title: 'Lighting',
  equipment_group_title: 'Lighting',
  control: 'scheduler' as const,
  ...figures(saved),
  op_kw: 2,
  noh_kw: 0.2,
  op_hours: 12,
  noh_hours: 12,
  days: 7,
  days_with_data: 6,
  override_hours: 0,
});

const site = (
  title: string,
  saved: number,
  waste: number,
  extra: Partial<ControlsSavingsReport['by_site'][string]> = {},
) => ({
  site_title: title,
  co2_factor: 0.2,
  ...figures(saved),
  noh: {
    op_kwh: 1,
    noh_kwh: 1,
    noh_share: 0.5,
    op_kw: 1,
    noh_kw: 1,
    load_ratio: 1,
    noh_waste_kwh: waste,
    days_with_data: 7,
  },
  override_hours: 0,
  overridden_equipment: {},
  unmetered_equipment: 0,
  by_equipment: {},
  ...extra,
});

const report = {
  from: '2026-01-01',
  to: '2026-01-07',
  days: 7,
  noh_load_ratio_limit: 0.5,
  org: { ...figures(30), noh_kwh_sites: 2, noh_waste_kwh: 3, co2_noh_waste_kg: 0.6, override_hours: 5 },
  by_site: {
    '1': site('Alpha', 10, 3, {
      by_equipment: { '11': equipment('Lights', 10) },
      overridden_equipment: { '12': { equipment_title: 'RTU', override_hours: 5 } },
    }),
    '2': site('Beta', 20, 0, { by_equipment: { '21': equipment('Lights', 15), '22': equipment('RTU', 5) } }),
  },
} satisfies ControlsSavingsReport;

describe('savings rows', () => {
  it('sites and equipment by energy saved, waste by waste, overrides by hours', () => {
    expect(siteRows(report).map((r) => [r.title, r.equipment])).toEqual([
      ['Beta', 2],
      ['Alpha', 1],
    ]);
    expect(equipmentRows(report).map((r) => [r.siteTitle, r.title, r.savedKwh])).toEqual([
      ['Beta', 'Lights', 15],
      ['Alpha', 'Lights', 10],
      ['Beta', 'RTU', 5],
    ]);
    expect(wasteRows(siteRows(report)).map((r) => r.title)).toEqual(['Alpha', 'Beta']);
    expect(overrideRows(report)).toEqual([
      { equipmentId: 12, title: 'RTU', siteId: 1, siteTitle: 'Alpha', hours: 5 },
    ]);
    expect(siteRows(undefined)).toEqual([]);
  });

  it('pages rows, keeping the page in range', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ rows: [3, 4], pages: 3, page: 2 });
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ rows: [3], pages: 2, page: 2 });
    expect(pageOf([], 1, 2)).toEqual({ rows: [], pages: 1, page: 1 });
  });
});

describe('savings search', () => {
  it('reads days and sites from the URL and defaults to the last 14 complete days', () => {
    expect(savingsSearch({ from: '2026-01-01', sites: ['3', '4', 'x'] })).toEqual({
      from: '2026-01-01',
      sites: [3, 4],
    });
    expect(savingsPeriod({}, new Date('2026-01-15T12:00:00Z'), 'UTC')).toEqual({
      from: '2026-01-01',
      to: '2026-01-14',
      chosen: false,
    });
    // At most 366 days (both ends counted): a longer period keeps its last days.
    expect(savingsPeriod({ from: '2020-01-01', to: '2025-12-31' }, new Date(), 'UTC').from).toBe(
      '2024-12-31',
    );
  });
});
