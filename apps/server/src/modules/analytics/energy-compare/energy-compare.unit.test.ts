import { describe, expect, it } from 'vitest';
import type { ReportSite } from '../data/sites.repository';
import { compareMonths, previousRange, resolveDates } from './dates';
import {
  co2Converter,
  equipmentTypeEnergy,
  peakDemand,
  scheduleFigures,
  siteEnergyCompare,
} from './energy-compare';
import type { EquipmentEnergy } from './energy-compare.repository';

const site = (id: number, o: Partial<ReportSite> = {}): ReportSite => ({
  id,
  title: `Site ${id}`,
  timeZone: 'Europe/London',
  floorAreaM2: 100,
  co2Factor: 0.2,
  operatingHours: null,
  hasMainMeter: true,
  ...o,
});

describe('dates of the site reports', () => {
  it('a day, a month, the current month (to today), and the month of today capped at today', () => {
    expect(resolveDates('2025-10-06', '2026-11-26')).toEqual({ from: '2025-10-06', to: '2025-10-06' });
    expect(resolveDates('2024-02', '2026-11-26')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(resolveDates('current_month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(resolveDates('2026-11', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });

  it('the three months before the month of to, across a year end', () => {
    expect(compareMonths('2026-02-28')).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(compareMonths('2025-10-31')).toEqual(['2025-09', '2025-08', '2025-07']);
  });

  it('the previous period has as many days', () => {
    expect(previousRange({ from: '2025-10-01', to: '2025-10-31' })).toEqual({
      from: '2025-08-31',
      to: '2025-09-30',
    });
    expect(previousRange({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });
});

describe('consumption per hour in and out of the schedule', () => {
  it('average kW over the scheduled hours; a 24/7 site has no hours out of schedule (null, not 0)', () => {
    const open247 = scheduleFigures([
      { siteId: 1, day: '2025-11-02', opKwh: 50, nohKwh: 0, opHours: 25, dayHours: 25 },
      { siteId: 1, day: '2025-11-03', opKwh: 48, nohKwh: 0, opHours: 24, dayHours: 24 },
    ]);
    expect(open247).toMatchObject({ inKwh: 98, outKwh: 0, inHours: 49, outHours: 0, cphIn: 2, cphOut: null });
    const shop = scheduleFigures([
      { siteId: 1, day: '2025-10-27', opKwh: 24, nohKwh: 24, opHours: 12, dayHours: 24 },
    ]);
    expect(shop).toMatchObject({ cphIn: 2, cphOut: 2 });
  });
});

describe('site_energy_compare builder', () => {
  it('average and top sites over the sites with data; an unmonitored site is listed, not averaged', () => {
    const r = siteEnergyCompare({
      orgId: 1,
      range: { from: '2025-10-01', to: '2025-10-02' },
      sites: [site(1), site(2, { floorAreaM2: null }), site(3)],
      inventory: new Map([
        [1, { equipment: 3, sources: 1 }],
        [2, { equipment: 1, sources: 2 }],
        [3, { equipment: 0, sources: 0 }],
      ]),
      days: [
        { siteId: 1, day: '2025-10-01', kwh: 10, covered: true },
        { siteId: 1, day: '2025-10-02', kwh: 10, covered: false },
        { siteId: 2, day: '2025-10-01', kwh: 40, covered: true },
      ],
      split: [],
      months: [],
      now: new Date('2026-01-15T00:00:00Z'),
    });
    expect(r.site_total_kwh).toBe(60);
    expect(r.sites_with_data).toBe(2);
    expect(r.monitored_site_count).toBe(2);
    expect(r.average_site_kwh).toBe(30);
    // Only site 1 has an area: 20 kWh / 100 m2.
    expect(r.kwh_per_unit_area).toBe(0.2);
    expect(r.top_sites).toEqual([
      { siteId: 2, siteTitle: 'Site 2', siteKwh: 40 },
      { siteId: 1, siteTitle: 'Site 1', siteKwh: 20 },
    ]);
    expect(r.by_site['1']).toMatchObject({ days_with_data: 1, days_in_period: 2, number_of_equipment: 3 });
    expect(r.by_site['3']).toMatchObject({ monitored: false, site_kwh: null, consumption_in_sched: null });
    expect(r.by_site['2']!.kwh_per_unit_area).toBeNull();
  });
});

describe('equipment_type_energy_report builder', () => {
  const eq = (id: number, siteId: number, typeId: number, kwh: number): EquipmentEnergy => ({
    equipmentId: id,
    title: `E${id}`,
    siteId,
    typeId,
    typeTitle: `Type ${typeId}`,
    typeGroupId: 5709,
    typeGroupTitle: 'Refrigeration',
    groupId: 222,
    groupTitle: 'Refrigeration',
    vendor: null,
    model: null,
    kwh,
    opKwh: kwh / 2,
    nohKwh: kwh / 2,
    coveredDays: 1,
  });
  it('average per site counts the sites with the type; per equipment the equipment', () => {
    const r = equipmentTypeEnergy({
      orgId: 1,
      range: { from: '2025-10-01', to: '2025-10-01' },
      sites: [site(1), site(2)],
      equipment: [eq(1, 1, 32, 30), eq(2, 1, 32, 10), eq(3, 2, 32, 20), eq(4, 2, 29, 5)],
    });
    expect(r.by_equipment_type['32']).toMatchObject({
      total_kwh: 60,
      num_equipment: 3,
      site_count: 2,
      avg_type_kwh: 30,
      avg_equipment_kwh: 20,
      by_site: {
        '1': { site_title: 'Site 1', num_equipment: 2, kwh_consumption: 40 },
        '2': { site_title: 'Site 2', num_equipment: 1, kwh_consumption: 20 },
      },
    });
    expect(r.by_equipment_group['222']).toMatchObject({ total_kwh: 65, site_count: 2, avg_site_kwh: 32.5 });
    expect(r.total_kwh).toBe(65);
  });
});

describe('peak demand builder', () => {
  it('kW = kWh ÷ interval hours; an hourly interval competes on its average; ties go to the earliest', () => {
    const r = peakDemand({
      site: site(1),
      range: { from: '2025-10-01', to: '2025-10-02' },
      intervals: [
        { ms: Date.parse('2025-10-01T10:00:00Z'), local: '2025-10-01T11:00', kwh: 2, minutes: 60 },
        { ms: Date.parse('2025-10-02T10:00:00Z'), local: '2025-10-02T11:00', kwh: 0.75, minutes: 15 },
        { ms: Date.parse('2025-10-02T10:15:00Z'), local: '2025-10-02T11:15', kwh: 0.75, minutes: 15 },
        { ms: Date.parse('2025-10-02T10:30:00Z'), local: '2025-10-02T11:30', kwh: 0.25, minutes: 15 },
      ],
    });
    expect(r.peak).toEqual({
      at: '2025-10-02T10:00:00.000Z',
      local: '2025-10-02T11:00',
      kw: 3,
      interval_minutes: 15,
    });
    expect(r.daily_peaks.map((d) => [d.date, d.peak.kw])).toEqual([
      ['2025-10-01', 2],
      ['2025-10-02', 3],
    ]);
    // 3.75 kWh over 1.75 hours.
    expect(r.average_kw).toBeCloseTo(3.75 / 1.75, 3);
    expect(r.load_factor).toBeCloseTo(3.75 / 1.75 / 3, 3);
    expect(r).toMatchObject({ hourly_fallback_hours: 1, intervals_15m: 3 });
  });

  it('no interval: no peak, no average', () => {
    const r = peakDemand({ site: site(1), range: { from: '2025-10-01', to: '2025-10-01' }, intervals: [] });
    expect(r).toMatchObject({
      peak: null,
      average_kw: null,
      load_factor: null,
      daily_peaks: [],
      top_intervals: [],
    });
  });
});

describe('CO2 converter builder', () => {
  it('kg CO2e = kWh × factor; equivalents divide it by each one-unit factor; no factor, no figures', () => {
    const days = [{ siteId: 1, day: '2025-10-01', kwh: 1000, covered: true }];
    const r = co2Converter({
      site: site(1, { co2Factor: 0.251 }),
      range: { from: '2025-10-01', to: '2025-10-01' },
      days,
    });
    expect(r.co2_kg).toBe(251);
    expect(r.equivalents.find((e) => e.key === 'car_km')!.value).toBe(1000);
    expect(r.equivalents.find((e) => e.key === 'gasoline_litres')!.value).toBeCloseTo(251 / 2.348, 3);
    const none = co2Converter({
      site: site(1, { co2Factor: null }),
      range: { from: '2025-10-01', to: '2025-10-01' },
      days,
    });
    expect(none).toMatchObject({ co2_kg: null, equivalents: [], kwh: 1000 });
  });
});
