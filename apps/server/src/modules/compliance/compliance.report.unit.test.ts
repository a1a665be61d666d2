import { describe, expect, it } from 'vitest';
import { buildReport, levelOf, percent } from './compliance.report';
import type { SensorCompliance } from './compliance.repository';

const sensor = (o: Partial<SensorCompliance>): SensorCompliance => ({
  sensorId: 1,
  sensorTitle: 'S',
  siteId: 1,
  siteTitle: 'Site',
  timeZone: 'UTC',
  equipmentId: 1,
  equipmentTitle: 'E',
  equipmentTypeId: 7,
  lo: 0,
  hi: 5,
  valid: 0,
  compliant: 0,
  ...o,
});

describe('compliance maths', () => {
  it('gives a percentage with two decimals, null without points', () => {
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(0, 4)).toBe(0);
    expect(percent(0, 0)).toBeNull();
  });

  it('levels an hour against the range, bounds included; no value is NoData', () => {
    expect(levelOf(0, 0, 5)).toBe('Compliant');
    expect(levelOf(5, 0, 5)).toBe('Compliant');
    expect(levelOf(5.01, 0, 5)).toBe('AboveRange');
    expect(levelOf(-0.01, 0, 5)).toBe('BelowRange');
    expect(levelOf(null, 0, 5)).toBe('NoData');
    expect(levelOf(Number.NaN, 0, 5)).toBe('NoData');
  });

  it('pools sensor-hours for the organisation, lists sites least compliant first, drops sites without data', () => {
    const r = buildReport({
      orgId: 3,
      from: '2026-11-01',
      to: '2026-11-01',
      types: [
        { id: 7, title: 'Cooler' },
        { id: 8, title: 'Freezer' },
      ],
      hourly: null,
      sensors: [
        sensor({ sensorId: 1, siteId: 1, siteTitle: 'B', valid: 10, compliant: 10 }),
        sensor({ sensorId: 2, siteId: 1, siteTitle: 'B', valid: 0, compliant: 0 }),
        sensor({ sensorId: 3, siteId: 2, siteTitle: 'A', valid: 30, compliant: 15 }),
        sensor({ sensorId: 4, siteId: 3, siteTitle: 'C', valid: 0, compliant: 0, equipmentTypeId: 8 }),
      ],
    });
    expect(r.sites).toEqual([
      { siteId: 2, site_title: 'A', within_compliance: 50 },
      { siteId: 1, site_title: 'B', within_compliance: 100 },
    ]);
    // 25 of 40 sensor-hours, not the mean of 50 % and 100 %
    expect(r.within_compliance).toBe(62.5);
    expect(Object.keys(r.by_site)).toEqual(['1', '2']);
    expect(r.by_site['1']!.by_sensor['2']!.within_compliance).toBeNull();
    expect(r.equipment_type_dict).toEqual({ '7': 'Cooler', '8': 'Freezer' });
  });

  it('fills a day × hour grid with NoData where there was no reading', () => {
    const r = buildReport({
      orgId: 3,
      from: '2026-11-01',
      to: '2026-11-02',
      types: [],
      sensors: [sensor({ valid: 1, compliant: 0 })],
      hourly: [{ sensorId: 1, day: '2026-11-02', hour: '13', value: 6.456 }],
    });
    const grid = r.by_site['1']!.by_sensor['1']!.hourly_avg!;
    expect(Object.keys(grid)).toEqual(['2026-11-01', '2026-11-02']);
    expect(grid['2026-11-02']!['13']).toEqual({ value: 6.46, compliance_level: 'AboveRange' });
    expect(grid['2026-11-01']!['13']).toEqual({ value: null, compliance_level: 'NoData' });
  });
});
