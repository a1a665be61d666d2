import { describe, expect, it } from 'vitest';
import { runs, setback, sortRecommendations } from '../recommendations/rules';
import { addUp, outlierRow, thermostatCompliance } from './hvac-report';
import { localDates, median, resolveDate } from './period';
import type { HvacUnit, ThermostatDay } from './thermostat-days.repository';

const unit: HvacUnit = {
  equipmentId: 7,
  equipmentTitle: 'RTU 1',
  typeId: 19,
  typeTitle: 'Rooftop Unit',
  siteId: 1,
  siteTitle: 'Site',
  timeZone: 'Europe/London',
  vendor: 'Carrier',
  model: 'X',
  thermostatIds: [70, 71],
};

const day = (d: string, o: Partial<ThermostatDay> = {}): ThermostatDay => ({
  thermostatId: 70,
  equipmentId: 7,
  siteId: 1,
  day: d,
  samples: 288,
  observedH: 24,
  occH: 12,
  compH: 12,
  occDevH: 0,
  occTempW: 12,
  occTempH: 12 * 21,
  comfortH: 12,
  warmH: 0,
  coldH: 0,
  coolH: 4,
  coolN: 48,
  heatH: 0,
  heatN: 0,
  runH: 4,
  starts: 4,
  wrongStageH: 0,
  localH: 0,
  localN: 0,
  manualH: 0,
  manualN: 0,
  occHspW: 12,
  occHspH: 12 * 21,
  occCspW: 12,
  occCspH: 12 * 24,
  closedHspW: 12,
  closedHspH: 12 * 15.5,
  closedCspW: 12,
  closedCspH: 12 * 28,
  ...o,
});

describe('thermostat compliance rows', () => {
  it('sums the thermostats of one unit per day, and marks the thresholds', () => {
    const data = thermostatCompliance({
      units: [unit],
      // Two thermostats on one day: 24 occupied hours, 15 compliant (62.5 %); cooling 20 of 48 h.
      days: [
        day('2026-01-05', { compH: 9, coolH: 19 }),
        day('2026-01-05', { thermostatId: 71, compH: 6, coolH: 1 }),
      ],
      energy: new Map([[7, 12.5]]),
      from: '2026-01-05',
      to: '2026-01-06',
    });
    const row = data.by_eq['7']!;
    expect(row.temperature_comp.compliance_rate).toEqual({
      percent: 62.5,
      compliant_hours: 15,
      occupied_hours: 24,
    });
    expect(row.compliance_trend).toEqual({ '2026-01-05': 0.625, '2026-01-06': null });
    expect(row.compliance_below_threshold).toBe(true);
    expect(row.temperature_comp.cooling.overall).toEqual({
      percent: 41.667,
      valid_points: 576,
      hours_per_day: 10,
    });
    expect(row.cooling_runtime_above_threshold).toBe(false);
    expect(row.temperature_comp.energy).toBe(12.5);
    expect(data).toMatchObject({ eq_failed: 1, eq_total: 1, date: ['2026-01-05', '2026-01-06'] });
  });

  it('a unit without samples has no figures and is not counted as failed', () => {
    const data = thermostatCompliance({
      units: [unit],
      days: [],
      energy: new Map(),
      from: '2026-01-05',
      to: '2026-01-05',
    });
    expect(data.by_eq['7']!.temperature_comp.compliance_rate.percent).toBeNull();
    expect(data.by_eq['7']!.temperature_comp.energy).toBeNull();
    expect(data.eq_failed).toBe(0);
  });
});

describe('outlier rules (research §2.5)', () => {
  it('runtime above 75 % of the observed day, wrong-way heating over 2 h a week', () => {
    const o = outlierRow(unit, [day('2026-01-05', { coolH: 19, runH: 19, starts: 2, wrongStageH: 0.3 })]);
    expect(o.flags).toEqual({
      setpoint_deviation: false,
      runtime: true,
      wrong_stage: true,
      short_cycling: false,
    });
    expect(o.mean_cycle_minutes).toBe(570);
  });

  it('short cycling needs many starts and short cycles; out of band needs more than 1.5 h on one day', () => {
    const many = outlierRow(unit, [day('2026-01-05', { runH: 1, starts: 10, compH: 10.4 })]);
    expect(many.flags.short_cycling).toBe(true);
    expect(many.flags.setpoint_deviation).toBe(true);
    const long = outlierRow(unit, [day('2026-01-05', { runH: 10, starts: 10, compH: 10.5 })]);
    expect(long.flags.short_cycling).toBe(false);
    expect(long.flags.setpoint_deviation).toBe(false);
    expect(addUp([day('a'), day('b')]).observedH).toBe(48);
  });
});

describe('recommendation helpers', () => {
  it('a unit is set back when its closed-hours set points are 1 °C wider or more', () => {
    expect(setback(addUp([day('2026-01-05')]))).toEqual({
      openHeat: 21,
      openCool: 24,
      closedHeat: 15.5,
      closedCool: 28,
      setBack: true,
    });
    const flat = setback(addUp([day('2026-01-05', { closedHspH: 12 * 20.5, closedCspH: 12 * 24.5 })]));
    expect(flat.setBack).toBe(false);
    expect(setback(addUp([day('2026-01-05', { closedHspW: 0, closedCspW: 0 })])).closedHeat).toBeNull();
  });

  it('runs of consecutive hours break at a missing hour', () => {
    const r = runs({ sensorId: 1, hours: [10, 11, 12, 14, 15], avg: [6, 7, 4, 8, 9] }, (v) => v > 5);
    expect(r).toEqual([
      { hours: 2, peak: 7 },
      { hours: 2, peak: 9 },
    ]);
  });

  it('sorts by severity, then saving', () => {
    const base = {
      kind: 'energy' as const,
      rule: 'x',
      action: '',
      site_id: 1,
      site_title: 'A',
      equipment_id: null,
      equipment_title: null,
      evidence: [],
    };
    const sorted = sortRecommendations([
      { ...base, id: 'low', severity: 'low', title: 'c', estimated_saving: null },
      {
        ...base,
        id: 'small',
        severity: 'high',
        title: 'b',
        estimated_saving: { kwh_per_year: 1, co2_kg_per_year: null, basis: '' },
      },
      {
        ...base,
        id: 'big',
        severity: 'high',
        title: 'a',
        estimated_saving: { kwh_per_year: 9, co2_kg_per_year: null, basis: '' },
      },
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['big', 'small', 'low']);
  });

  it('periods: dates, latest and medians', () => {
    expect(localDates('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(resolveDate('latest', 'Pacific/Auckland', new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
    expect(resolveDate('2026-01-02', 'UTC', new Date())).toBe('2026-01-02');
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([null])).toBeNull();
  });
});
