import type { EquipmentCompareData, ThermostatComplianceData } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { equipmentColumns, equipmentRows, inUnit } from './equipment-rows';
import { filterRows, sortRows } from './filter-rows';
import { groupsBySite, hvacRows } from './hvac-rows';
import { EQUIPMENT_PRESETS, HVAC_PRESETS, resolvePerformancePeriod } from './performance-period';

const eqRow = (id: number, over: Partial<EquipmentCompareData['rows'][number]> = {}) => ({
  equipmentId: id,
  siteId: id * 10,
  siteName: `Site ${id}`,
  equipmentTypeId: 28,
  equipmentTypeTitle: 'Walk-in Freezer',
  equipmentGroupId: 222,
  siteGroups: id === 1 ? [{ id: 7, title: 'East Coast' }] : [],
  defaultKpis: {
    equipmentTitle: `Freezer ${id}`,
    vendor: id === 2 ? null : 'Hussmann',
    model: 'H-1',
    totalConsumption: null,
  },
  equipmentTypeKpis: { defrostCycleCount: id, kwhPerDegreeCooling: null },
  byTempSensor: {},
  byAccessSensor: {},
  averageTemperature: -18,
  temperatureDeviation: 2,
  compliancePercentage: 100 - id,
  totalDurationOpenMins: null,
  totalNumberAccess: null,
  ...over,
});
const data = (rows: ReturnType<typeof eqRow>[]): EquipmentCompareData => ({
  equipmentGroupId: 222,
  from: '2026-03-01',
  to: '2026-03-07',
  coolingBaseC: 18,
  rows,
});

describe('equipment rows', () => {
  const rows = equipmentRows(data([eqRow(1), eqRow(2), eqRow(3)]));
  it('links to the site equipment page and removes columns without data (F-060, F-071)', () => {
    expect(rows[0]!.href).toBe('/sites/10/equipment/1');
    expect(equipmentColumns(rows)).toEqual([
      'averageTemperature',
      'temperatureDeviation',
      'compliancePercentage',
      'defrostCycleCount',
    ]);
  });
  it('converts the mean as a temperature and the deviation as a difference (F-066)', () => {
    expect(inUnit('averageTemperature', -18, 'F')).toBeCloseTo(-0.4, 5);
    expect(inUnit('temperatureDeviation', 2, 'F')).toBeCloseTo(3.6, 5);
    expect(inUnit('compliancePercentage', 50, 'F')).toBe(50);
  });
  it('filters by site group, vendor and search; empty filters mean all', () => {
    expect(filterRows(rows, {}).length).toBe(3);
    expect(filterRows(rows, { siteGroups: [7] }).map((r) => r.equipmentId)).toEqual([1]);
    expect(filterRows(rows, { vendors: ['Hussmann'] }).map((r) => r.equipmentId)).toEqual([1, 3]);
    expect(filterRows(rows, { q: 'east' }).map((r) => r.equipmentId)).toEqual([1]);
    expect(filterRows(rows, { sites: [20, 30], q: 'freezer 3' }).map((r) => r.equipmentId)).toEqual([3]);
  });
  it('sorts with missing values last in both directions', () => {
    const withNull = equipmentRows(data([eqRow(1), eqRow(2, { compliancePercentage: null }), eqRow(3)]));
    const asc = sortRows(withNull, (r) => r.compliancePercentage, 'asc').map((r) => r.equipmentId);
    const desc = sortRows(withNull, (r) => r.compliancePercentage, 'desc').map((r) => r.equipmentId);
    expect(asc).toEqual([3, 1, 2]);
    expect(desc).toEqual([1, 3, 2]);
  });
});

describe('HVAC rows', () => {
  it('reads the report row, its trend per date and its site groups', () => {
    const report = {
      by_eq: {
        '5': {
          equipment_title: 'RTU 1',
          equipment_type_id: 19,
          equipment_type_title: 'Rooftop Unit',
          site_id: 10,
          site_title: 'London',
          vendor: 'Trane',
          model: 'X',
          thermostat_ids: [1],
          temperature_comp: {
            compliance_rate: { percent: 70.833, compliant_hours: 51, occupied_hours: 72 },
            avg_temp: 22.5,
            avg_dev_from_setpoint: 0.75,
            energy: 28.8,
            cooling: { overall: { percent: 21.06, valid_points: 1990, hours_per_day: 5.054 } },
            heating: { overall: { percent: 0, valid_points: 1990, hours_per_day: 0 } },
          },
          compliance_trend: { '2025-10-20': 0.8333, '2025-10-26': null },
          compliance_below_threshold: true,
          cooling_runtime_above_threshold: false,
          heating_runtime_above_threshold: false,
        },
      },
      runtime_threshold: 0.75,
      compliance_threshold: 0.8,
      deadband_c: 1.5,
      eq_failed: 1,
      eq_total: 1,
      date: ['2025-10-20', '2025-10-21'],
      from: '2025-10-20',
      to: '2025-10-21',
    } satisfies ThermostatComplianceData;
    const groups = groupsBySite([
      { id: 3, title: 'UK', description: null, sites: [{ id: 10, title: 'London', description: null }] },
    ]);
    const [r] = hvacRows(report, groups);
    expect(r).toMatchObject({
      equipmentId: 5,
      compliance: 70.833,
      complianceBelow: true,
      coolingHours: 5.054,
    });
    expect(r!.trend).toEqual([
      { date: '2025-10-20', value: 0.8333 },
      { date: '2025-10-21', value: null },
    ]);
    expect(r!.siteGroups).toEqual(['UK']);
  });
});

describe('performance periods', () => {
  it('defaults to the last 7 days (equipment) and the last 14 complete days (HVAC)', () => {
    expect(resolvePerformancePeriod({}, '2026-03-10', EQUIPMENT_PRESETS, '7', 62)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      preset: '7',
    });
    expect(resolvePerformancePeriod({}, '2026-03-10', HVAC_PRESETS, '14', 31)).toEqual({
      from: '2026-02-24',
      to: '2026-03-09',
      preset: '14',
    });
  });
  it('keeps a valid range from the URL and refuses one that is too long or in the future', () => {
    expect(
      resolvePerformancePeriod({ from: '2026-03-01', to: '2026-03-02' }, '2026-03-10', HVAC_PRESETS, '14', 31)
        .preset,
    ).toBe('custom');
    expect(
      resolvePerformancePeriod({ from: '2026-01-01', to: '2026-03-02' }, '2026-03-10', HVAC_PRESETS, '14', 31)
        .from,
    ).toBe('2026-02-24');
    expect(
      resolvePerformancePeriod(
        { from: '2026-03-09', to: '2026-03-11' },
        '2026-03-10',
        EQUIPMENT_PRESETS,
        '7',
        62,
      ).to,
    ).toBe('2026-03-10');
  });
});
