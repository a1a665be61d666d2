import { describe, expect, it } from 'vitest';
import type { ReportSite } from '../data/sites.repository';
import {
  combinedStatus,
  equipmentEntry,
  groupContributors,
  hourFigures,
  monthlyNohReport,
  nohEfficiency,
  openAroundTheClock,
  orgFigures,
  orgNohReport,
  siteOffHours,
  sitePeriod,
  trendMonths,
} from './noh';
import type { EquipmentSplit, SiteDaySplit } from './noh.repository';

const day = (d: string, o: Partial<SiteDaySplit> = {}): SiteDaySplit => ({
  siteId: 1,
  day: d,
  days: 1,
  opKwh: 120,
  nohKwh: 30,
  opHours: 12,
  dayHours: 24,
  sensors: 1,
  sources: 1,
  ...o,
});

const site = (o: Partial<ReportSite> = {}): ReportSite => ({
  id: 1,
  title: 'Store',
  timeZone: 'Europe/London',
  floorAreaM2: 500,
  co2Factor: 0.2,
  operatingHours: null,
  hasMainMeter: true,
  ...o,
});

const equipment = (o: Partial<EquipmentSplit>): EquipmentSplit => ({
  equipmentId: 1,
  siteId: 1,
  title: 'Unit',
  typeId: 1,
  groupId: 221,
  opKwh: 100,
  nohKwh: 10,
  opHours: 10,
  nohHours: 10,
  days: 1,
  ...o,
});

describe('NOH efficiency', () => {
  it('is 1 − NOH kWh per hour ÷ operating kWh per hour', () => {
    // 10 kWh/h open, 2.5 kWh/h closed: three quarters of the load is switched off.
    expect(nohEfficiency({ opKwh: 120, opHours: 12, nohKwh: 30, nohHours: 12 })).toBe(0.75);
    expect(nohEfficiency({ opKwh: 120, opHours: 12, nohKwh: 0, nohHours: 12 })).toBe(1);
  });

  it('is clamped at 0 when the site draws more while closed', () => {
    expect(nohEfficiency({ opKwh: 10, opHours: 10, nohKwh: 40, nohHours: 10 })).toBe(0);
  });

  it('is null without non-operating hours (24/7), without operating hours or operating energy', () => {
    expect(nohEfficiency({ opKwh: 240, opHours: 24, nohKwh: 0, nohHours: 0 })).toBeNull();
    expect(nohEfficiency({ opKwh: 0, opHours: 0, nohKwh: 20, nohHours: 24 })).toBeNull();
    expect(nohEfficiency({ opKwh: 0, opHours: 12, nohKwh: 20, nohHours: 12 })).toBeNull();
  });

  it('keeps four decimals, so 20 % computed as 0.19999… is not under 20 %', () => {
    const e = equipmentEntry(equipment({ opKwh: 10, opHours: 10, nohKwh: 8, nohHours: 10 }), null);
    expect(1 - 0.8 / 1).toBeLessThan(0.2);
    expect(e.noh_efficiency).toBe(0.2);
    expect(e.offender).toBe(false);
  });
});

describe('hour figures', () => {
  it('per hour and per m2 need hours and a floor area', () => {
    expect(hourFigures(120, 12, 1000)).toEqual({
      energy_total: 120,
      hours_total: 12,
      energy_per_hour: 10,
      hourly_eui: 0.01,
    });
    expect(hourFigures(0, 0, 1000)).toEqual({
      energy_total: 0,
      hours_total: 0,
      energy_per_hour: null,
      hourly_eui: null,
    });
    expect(hourFigures(120, 12, null).hourly_eui).toBeNull();
  });
});

describe('organisation figures', () => {
  const big = { opKwh: 1200, opHours: 12, nohKwh: 600, nohHours: 12 }; // 100 kW open, 50 closed: 50 %
  const small = { opKwh: 180, opHours: 18, nohKwh: 6, nohHours: 6 }; // 10 kW open, 1 closed: 90 %
  const allDay = { opKwh: 240, opHours: 24, nohKwh: 0, nohHours: 0 }; // 24/7

  it('weighs each site by its NOH energy at its operating load: 1 − 606 / (600 × 2 + 60)', () => {
    const org = orgFigures([
      { split: big, areaM2: 1000 },
      { split: small, areaM2: 200 },
    ]);
    // 1200 kWh had the big site kept 100 kW for its 12 closed hours, 60 for the small one.
    expect(org.noh_efficiency).toBeCloseTo(1 - 606 / 1260, 4);
  });

  it('adds a 24/7 site to the sums and the EUI, not to the efficiency', () => {
    const without = orgFigures([{ split: big, areaM2: 1000 }]);
    const withIt = orgFigures([
      { split: big, areaM2: 1000 },
      { split: allDay, areaM2: 100 },
    ]);
    expect(withIt.noh_efficiency).toBe(without.noh_efficiency);
    expect(withIt.op_hour.energy_total).toBe(1440);
    expect(withIt.op_hour.hours_total).toBe(36);
    expect(withIt.op_hour.energy_per_hour).toBe(40);
    // Σ kWh ÷ Σ (hours × m2): 1440 / (12 × 1000 + 24 × 100).
    expect(withIt.op_hour.hourly_eui).toBeCloseTo(1440 / 14_400, 6);
    expect(withIt.non_op_hour.hourly_eui).toBeCloseTo(600 / 12_000, 6);
  });

  it('leaves sites without floor area out of the EUI only', () => {
    const org = orgFigures([
      { split: big, areaM2: null },
      { split: small, areaM2: 200 },
    ]);
    expect(org.op_hour.energy_total).toBe(1380);
    expect(org.op_hour.hourly_eui).toBeCloseTo(180 / (18 * 200), 6);
    expect(orgFigures([{ split: big, areaM2: null }]).op_hour.hourly_eui).toBeNull();
  });

  it('has no efficiency when no site has nights', () => {
    expect(orgFigures([{ split: allDay, areaM2: 1 }]).noh_efficiency).toBeNull();
    expect(orgFigures([]).noh_efficiency).toBeNull();
  });
});

describe('a site over a period', () => {
  const days = ['2025-10-01', '2025-10-02', '2025-10-03'].map((d) => day(d));

  it('complete: every day ended with data', () => {
    const p = sitePeriod(days, '2025-10-01', '2025-10-03', '2025-10-10');
    expect(p).toMatchObject({
      daysWithData: 3,
      daysEnded: 3,
      daysInPeriod: 3,
      status: 'complete',
      coverage: 1,
    });
    expect(p.split).toEqual({ opKwh: 360, nohKwh: 90, opHours: 36, nohHours: 36 });
  });

  it('in progress: today and later days are not counted, even with readings', () => {
    const p = sitePeriod(days, '2025-10-01', '2025-10-05', '2025-10-03');
    expect(p).toMatchObject({
      daysWithData: 2,
      daysEnded: 2,
      daysInPeriod: 5,
      status: 'in_progress',
      coverage: 1,
    });
    expect(sitePeriod(days, '2025-10-03', '2025-10-04', '2025-10-03')).toMatchObject({
      status: 'in_progress',
      coverage: null,
      daysEnded: 0,
    });
  });

  it('incomplete: a day without rows or without every source adds neither energy nor hours', () => {
    const partial = [day('2025-10-01'), day('2025-10-02', { sensors: 1, sources: 2, opKwh: 999 })];
    const p = sitePeriod(partial, '2025-10-01', '2025-10-04', '2025-10-10');
    expect(p).toMatchObject({ daysWithData: 1, daysEnded: 4, status: 'incomplete', coverage: 0.25 });
    expect(p.split.opKwh).toBe(120);
  });

  it('no data: ended days and none has data', () => {
    expect(sitePeriod([], '2025-10-01', '2025-10-02', '2025-10-10')).toMatchObject({
      status: 'no_data',
      coverage: 0,
    });
  });

  it('uses the day’s own length: a 25-hour day has 13 non-operating hours when open 12', () => {
    const p = sitePeriod([day('2025-10-26', { dayHours: 25 })], '2025-10-26', '2025-10-26', '2025-11-01');
    expect(p.split.nohHours).toBe(13);
  });
});

describe('calendar and statuses', () => {
  it('the trend: 6 months ending with the month of the period end, across a year', () => {
    expect(trendMonths('2026-02-10')).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('the organisation status of a month', () => {
    expect(combinedStatus(['complete', 'complete'])).toBe('complete');
    expect(combinedStatus(['complete', 'no_data'])).toBe('incomplete');
    expect(combinedStatus(['no_data', 'no_data'])).toBe('no_data');
    expect(combinedStatus(['incomplete', 'in_progress'])).toBe('in_progress');
    expect(combinedStatus([])).toBe('no_data');
  });

  it('open around the clock: no schedule, or every day 0–1440', () => {
    const all = { open: 0, close: 1440 };
    expect(openAroundTheClock(null)).toBe(true);
    expect(openAroundTheClock({ mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all })).toBe(
      true,
    );
    expect(
      openAroundTheClock({ mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: null }),
    ).toBe(false);
  });
});

describe('equipment and key contributors', () => {
  it('refrigeration (group 222) is never an offender; others under 20 % are', () => {
    const flat = { opKwh: 40, opHours: 10, nohKwh: 40, nohHours: 10 };
    expect(equipmentEntry(equipment({ ...flat, groupId: 222 }), 100)).toMatchObject({
      noh_efficiency: 0,
      always_on: true,
      offender: false,
    });
    expect(equipmentEntry(equipment({ ...flat, groupId: 221 }), 100)).toMatchObject({
      noh_efficiency: 0,
      always_on: false,
      offender: true,
    });
    // No nights (24/7): no efficiency, no offence.
    expect(equipmentEntry(equipment({ nohHours: 0, nohKwh: 0 }), 100)).toMatchObject({
      noh_efficiency: null,
      offender: false,
    });
  });

  it('a group’s NOH load is the sum of its equipment’s, per m2; largest first', () => {
    const titles = new Map([
      [221, 'HVAC'],
      [222, 'Refrigeration'],
      [223, 'Lighting'],
    ]);
    const g = groupContributors(
      [
        equipment({ equipmentId: 1, groupId: 221, nohKwh: 20, nohHours: 10 }), // 2 kW
        equipment({ equipmentId: 2, groupId: 221, nohKwh: 10, nohHours: 10 }), // 1 kW
        equipment({ equipmentId: 3, groupId: 222, nohKwh: 50, nohHours: 10 }), // 5 kW
        equipment({ equipmentId: 4, groupId: 223, nohKwh: 0, nohHours: 10 }), // off
        equipment({ equipmentId: 5, groupId: null, nohKwh: 90, nohHours: 10 }), // no group
      ],
      1000,
      titles,
    );
    expect(g.byGroup).toEqual({ '221': 0.003, '222': 0.005, '223': 0 });
    expect(g.contributors.map((c) => [c.group_title, c.hourly_eui, c.energy_per_hour])).toEqual([
      ['Refrigeration', 0.005, 5],
      ['HVAC', 0.003, 3],
    ]);
  });

  it('without floor area the EUI is null but the order by load stays', () => {
    const g = groupContributors(
      [
        equipment({ groupId: 221, nohKwh: 10, nohHours: 10 }),
        equipment({ groupId: 222, nohKwh: 30, nohHours: 10 }),
      ],
      null,
      new Map(),
    );
    expect(g.byGroup).toEqual({ '221': null, '222': null });
    expect(g.contributors.map((c) => [c.group_id, c.hourly_eui])).toEqual([
      [222, null],
      [221, null],
    ]);
  });
});

describe('report builders', () => {
  const now = new Date('2025-11-15T12:00:00Z');

  it('orgNohReport: a site’s figures, its status and trend, and the organisation’s', () => {
    const rows = [day('2025-10-01'), day('2025-10-02'), day('2025-09-15', { nohKwh: 60 })];
    const r = orgNohReport({
      sites: [site()],
      days: rows,
      equipment: [equipment({ siteId: 1, groupId: 221, nohKwh: 5, nohHours: 24 })],
      groupTitles: new Map([[221, 'HVAC']]),
      from: '2025-10-01',
      to: '2025-10-03',
      now,
    });
    const s = r.by_site['1']!;
    expect(s.site_comp_status).toBe('incomplete');
    expect(s.site_data_comp).toBeCloseTo(2 / 3, 4);
    expect(s.site_noh.noh_efficiency).toBe(0.75);
    expect(s.trend.map((p) => [p.month, p.noh_efficiency, p.status])).toEqual([
      ['2025-05', null, 'no_data'],
      ['2025-06', null, 'no_data'],
      ['2025-07', null, 'no_data'],
      ['2025-08', null, 'no_data'],
      ['2025-09', 0.5, 'incomplete'],
      ['2025-10', 0.75, 'incomplete'],
    ]);
    expect(r.by_org.noh_efficiency).toBe(0.75);
    expect(r.equipment_groups).toEqual({ '221': 'HVAC' });
    expect(s.key_contributors[0]).toMatchObject({ group_title: 'HVAC', energy_per_hour: 0.208 });
  });

  it('monthlyNohReport: each month of each site, the organisation per month', () => {
    const r = monthlyNohReport({
      sites: [site(), site({ id: 2, title: 'Other', floorAreaM2: null })],
      days: [day('2025-10-01'), day('2025-10-01', { siteId: 2, nohKwh: 60 })],
      months: ['2025-10', '2025-11'],
      now,
    });
    expect(r.month).toBe('2025-11');
    expect(r.by_site['1']!.by_month['2025-10']).toMatchObject({
      status: 'incomplete',
      days_with_data: 1,
      days_in_month: 31,
    });
    expect(r.by_site['2']!.by_month['2025-10']!.noh.noh_efficiency).toBe(0.5);
    // 1 − (30 + 60) / (10 × 12 + 10 × 12)
    expect(r.by_org.by_month['2025-10']!.noh.noh_efficiency).toBeCloseTo(1 - 90 / 240, 4);
    // November has not ended, but its first 14 days have: without data they say so.
    expect(r.by_org.by_month['2025-11']!.status).toBe('no_data');
    const early = monthlyNohReport({
      sites: [site()],
      days: [],
      months: ['2025-11'],
      now: new Date('2025-11-01T12:00:00Z'),
    });
    expect(early.by_org.by_month['2025-11']!.status).toBe('in_progress');
  });

  it('siteOffHours: each day with its status; totals of the counted days', () => {
    const r = siteOffHours({
      site: site(),
      days: [day('2025-11-12'), day('2025-11-13', { sensors: 1, sources: 2 }), day('2025-11-15')],
      from: '2025-11-11',
      to: '2025-11-15',
      now,
    });
    expect(r.days.map((d) => d.status)).toEqual([
      'no_data',
      'complete',
      'incomplete',
      'no_data',
      'in_progress',
    ]);
    expect(r.days[0]!.op_kwh).toBeNull();
    expect(r.days[4]!.op_kwh).toBe(120);
    expect(r.site_noh.op_hour.energy_total).toBe(120);
    expect(r.site_comp_status).toBe('incomplete');
  });
});
