import {
  COMFORT_BAND_C,
  type ComfortRow,
  type HvacOutlierRow,
  type HvacOutliersReport,
  type HvacPerformanceRow,
  OUT_OF_BAND_MAX_HOURS,
  SETPOINT_DEADBAND_C,
  SHORT_CYCLE_MAX_MINUTES,
  SHORT_CYCLE_MAX_STARTS_PER_DAY,
  THERMOSTAT_COMPLIANCE_THRESHOLD,
  THERMOSTAT_RUNTIME_THRESHOLD,
  type ThermalComfortReport,
  type ThermostatComplianceData,
  WRONG_STAGE_MAX_HOURS_PER_WEEK,
} from '@sw/contracts';
import { localDates, median, ratio, round } from './period';
import type { HvacUnit, ThermostatDay } from './thermostat-days.repository';

// The HVAC reports (docs/analytics.md "HVAC set-point compliance", "HVAC outliers", "Thermal
// comfort"), built from thermostat days. Pure: the routes read the rows, these do the arithmetic.

type Totals = Omit<ThermostatDay, 'thermostatId' | 'equipmentId' | 'siteId' | 'day'>;

const ZERO: Totals = {
  samples: 0,
  observedH: 0,
  occH: 0,
  compH: 0,
  occDevH: 0,
  occTempW: 0,
  occTempH: 0,
  comfortH: 0,
  warmH: 0,
  coldH: 0,
  coolH: 0,
  coolN: 0,
  heatH: 0,
  heatN: 0,
  runH: 0,
  starts: 0,
  wrongStageH: 0,
  localH: 0,
  localN: 0,
  manualH: 0,
  manualN: 0,
  occHspW: 0,
  occHspH: 0,
  occCspW: 0,
  occCspH: 0,
  closedHspW: 0,
  closedHspH: 0,
  closedCspW: 0,
  closedCspH: 0,
};
const KEYS = Object.keys(ZERO) as (keyof Totals)[];

/** Field-by-field sum of thermostat days (several thermostats of one unit, or several days). */
export function addUp(days: readonly Totals[]): Totals {
  const out = { ...ZERO };
  for (const d of days) for (const k of KEYS) out[k] += d[k];
  return out;
}

/** Thermostat days grouped by equipment. */
export function byEquipment(days: readonly ThermostatDay[]): Map<number, ThermostatDay[]> {
  const out = new Map<number, ThermostatDay[]>();
  for (const d of days) {
    const list = out.get(d.equipmentId) ?? [];
    list.push(d);
    out.set(d.equipmentId, list);
  }
  return out;
}

/** A unit's days summed per local date (its thermostats together). */
function perDate(days: readonly ThermostatDay[]): Map<string, Totals> {
  const out = new Map<string, Totals>();
  for (const d of days) out.set(d.day, addUp([out.get(d.day) ?? ZERO, d]));
  return out;
}

const runtime = (hours: number, samples: number, observed: number) => {
  const percent = observed > 0 ? round((hours / observed) * 100) : null;
  return {
    overall: {
      percent,
      valid_points: samples,
      hours_per_day: percent === null ? null : round((percent / 100) * 24),
    },
  };
};

/**
 * F-047, F-048: set-point compliance, space temperature, deviation, runtime and energy of each unit
 * over the local dates from … to; `energy` holds each unit's sub-metered kWh.
 */
export function thermostatCompliance(a: {
  units: readonly HvacUnit[];
  days: readonly ThermostatDay[];
  energy: ReadonlyMap<number, number>;
  from: string;
  to: string;
}): ThermostatComplianceData {
  const dates = localDates(a.from, a.to);
  const grouped = byEquipment(a.days);
  const byEq: Record<string, HvacPerformanceRow> = {};
  let failed = 0;
  for (const u of a.units) {
    const days = grouped.get(u.equipmentId) ?? [];
    const t = addUp(days);
    const daily = perDate(days);
    const percent = t.occH > 0 ? round((t.compH / t.occH) * 100) : null;
    const cooling = runtime(t.coolH, t.samples, t.observedH);
    const heating = runtime(t.heatH, t.samples, t.observedH);
    const below = percent !== null && percent < THERMOSTAT_COMPLIANCE_THRESHOLD * 100;
    if (below) failed++;
    const energy = a.energy.get(u.equipmentId);
    byEq[String(u.equipmentId)] = {
      equipment_title: u.equipmentTitle,
      equipment_type_id: u.typeId,
      equipment_type_title: u.typeTitle,
      site_id: u.siteId,
      site_title: u.siteTitle,
      vendor: u.vendor,
      model: u.model,
      thermostat_ids: u.thermostatIds,
      temperature_comp: {
        compliance_rate: { percent, compliant_hours: round(t.compH), occupied_hours: round(t.occH) },
        avg_temp: ratio(t.occTempH, t.occTempW),
        avg_dev_from_setpoint: ratio(t.occDevH, t.occH),
        energy: energy === undefined ? null : round(energy),
        cooling,
        heating,
      },
      compliance_trend: Object.fromEntries(
        dates.map((d) => {
          const x = daily.get(d);
          return [d, x ? ratio(x.compH, x.occH, 4) : null];
        }),
      ),
      compliance_below_threshold: below,
      cooling_runtime_above_threshold:
        cooling.overall.percent !== null && cooling.overall.percent > THERMOSTAT_RUNTIME_THRESHOLD * 100,
      heating_runtime_above_threshold:
        heating.overall.percent !== null && heating.overall.percent > THERMOSTAT_RUNTIME_THRESHOLD * 100,
    };
  }
  return {
    by_eq: byEq,
    runtime_threshold: THERMOSTAT_RUNTIME_THRESHOLD,
    compliance_threshold: THERMOSTAT_COMPLIANCE_THRESHOLD,
    deadband_c: SETPOINT_DEADBAND_C,
    eq_failed: failed,
    eq_total: a.units.length,
    date: dates,
    from: a.from,
    to: a.to,
  };
}

/** One unit's outlier figures and the rules it breaks (research §2.5). */
export function outlierRow(unit: HvacUnit, days: readonly ThermostatDay[]): HvacOutlierRow {
  const t = addUp(days);
  const observedDays = t.observedH / 24;
  const daily = [...perDate(days).values()];
  const outOfBand = daily.map((d) => d.occH - d.compH);
  const perDay = (h: number) => (observedDays > 0 ? round(h / observedDays) : null);
  const startsPerDay = perDay(t.starts);
  const meanCycle = t.starts > 0 ? round((t.runH * 60) / t.starts) : null;
  const flags = {
    setpoint_deviation: outOfBand.some((h) => h > OUT_OF_BAND_MAX_HOURS),
    runtime: observedDays > 0 && Math.max(t.coolH, t.heatH) / t.observedH > THERMOSTAT_RUNTIME_THRESHOLD,
    wrong_stage: observedDays > 0 && t.wrongStageH > (WRONG_STAGE_MAX_HOURS_PER_WEEK * observedDays) / 7,
    short_cycling:
      startsPerDay !== null &&
      meanCycle !== null &&
      startsPerDay > SHORT_CYCLE_MAX_STARTS_PER_DAY &&
      meanCycle < SHORT_CYCLE_MAX_MINUTES,
  };
  return {
    equipment_title: unit.equipmentTitle,
    observed_hours: round(t.observedH),
    occupied_hours: round(t.occH),
    mean_abs_deviation: ratio(t.occDevH, t.occH),
    out_of_band_hours: round(t.occH - t.compH),
    days_out_of_band: outOfBand.filter((h) => h > OUT_OF_BAND_MAX_HOURS).length,
    cooling_hours_per_day: perDay(t.coolH),
    heating_hours_per_day: perDay(t.heatH),
    wrong_stage_hours: round(t.wrongStageH),
    starts_per_day: startsPerDay,
    mean_cycle_minutes: meanCycle,
    flags,
    outlier: Object.values(flags).some(Boolean),
  };
}

/** I-101: every unit of one site with its figures, the site's medians and the outliers. */
export function hvacOutliers(a: {
  site: { id: number; title: string };
  units: readonly HvacUnit[];
  days: readonly ThermostatDay[];
  from: string;
  to: string;
}): HvacOutliersReport {
  const grouped = byEquipment(a.days);
  const rows = a.units.map((u) => [u, outlierRow(u, grouped.get(u.equipmentId) ?? [])] as const);
  const runtimePerDay = (r: HvacOutlierRow) =>
    r.cooling_hours_per_day === null ? null : r.cooling_hours_per_day + (r.heating_hours_per_day ?? 0);
  const present = rows.map(([, r]) => r).filter((r) => r.observed_hours > 0);
  const m = (xs: (number | null)[]) => {
    const v = median(xs);
    return v === null ? null : round(v);
  };
  return {
    site_id: a.site.id,
    site_title: a.site.title,
    from: a.from,
    to: a.to,
    observed_days: round(addUp(a.days).observedH / 24),
    by_equipment_id: Object.fromEntries(rows.map(([u, r]) => [String(u.equipmentId), r])),
    site_median: {
      mean_abs_deviation: m(present.map((r) => r.mean_abs_deviation)),
      runtime_hours_per_day: m(present.map(runtimePerDay)),
      starts_per_day: m(present.map((r) => r.starts_per_day)),
    },
    outlier_count: rows.filter(([, r]) => r.outlier).length,
  };
}

/** I-103: share of each unit's occupied hours of `date` inside the comfort band. */
export function thermalComfort(a: {
  site: { id: number; title: string };
  units: readonly HvacUnit[];
  days: readonly ThermostatDay[];
  date: string;
}): ThermalComfortReport {
  const grouped = byEquipment(a.days.filter((d) => d.day === a.date));
  const rows: Record<string, ComfortRow> = {};
  let occ = 0;
  let comfortable = 0;
  for (const u of a.units) {
    const t = addUp(grouped.get(u.equipmentId) ?? []);
    occ += t.occTempW;
    comfortable += t.comfortH;
    rows[String(u.equipmentId)] = {
      equipment_title: u.equipmentTitle,
      occupied_hours: round(t.occTempW),
      comfortable_hours: round(t.comfortH),
      too_warm_hours: round(t.warmH),
      too_cold_hours: round(t.coldH),
      comfort_share: ratio(t.comfortH, t.occTempW),
      avg_temp: ratio(t.occTempH, t.occTempW),
    };
  }
  return {
    site_id: a.site.id,
    site_title: a.site.title,
    date: a.date,
    band: { low: COMFORT_BAND_C.low, high: COMFORT_BAND_C.high },
    by_equipment_id: rows,
    site: {
      occupied_hours: round(occ),
      comfortable_hours: round(comfortable),
      comfort_share: ratio(comfortable, occ),
    },
  };
}
