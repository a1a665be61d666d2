import type { ComplianceLevel, OrgComplianceReport } from '@sw/contracts';
import { datesBetween } from '@sw/domain';
import type { SensorCompliance } from './compliance.repository';

/** One sensor's average over one local hour of one local day (an hour repeated by DST averaged). */
export interface HourlyPoint {
  sensorId: number;
  day: string;
  hour: string;
  value: number;
}

/** Share of valid points inside the range, in percent with two decimals; null without points. */
export function percent(compliant: number, valid: number): number | null {
  return valid > 0 ? Math.round((compliant / valid) * 10_000) / 100 : null;
}

/** F-019/F-020: the level of one hourly average against the range (no value → NoData). */
export function levelOf(value: number | null, lo: number, hi: number): ComplianceLevel {
  if (value === null || !Number.isFinite(value)) return 'NoData';
  if (value > hi) return 'AboveRange';
  if (value < lo) return 'BelowRange';
  return 'Compliant';
}

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

type Sensor = OrgComplianceReport['by_site'][string]['by_sensor'][string];
type Hourly = NonNullable<Sensor['hourly_avg']>;
export type HourlyGrid = Hourly;

// One shared, frozen cell for every hour without a reading: a month's grid has ~750 cells a sensor.
const NO_DATA = Object.freeze({ value: null, compliance_level: 'NoData' as const });

/** A full day × hour grid over the requested dates; hours without a reading are NoData. */
export function hourlyGrid(s: { lo: number; hi: number }, points: HourlyPoint[], dates: string[]): Hourly {
  const grid: Hourly = {};
  for (const d of dates) {
    const day: Hourly[string] = {};
    for (const h of HOURS) day[h] = NO_DATA;
    grid[d] = day;
  }
  for (const p of points) {
    const day = grid[p.day];
    if (!day) continue;
    const value = Math.round(p.value * 100) / 100;
    day[p.hour] = { value, compliance_level: levelOf(p.value, s.lo, s.hi) };
  }
  return grid;
}

/**
 * F-016/F-018: the report from per-sensor point counts. A site counts once it has a valid point; the
 * organisation figure pools every valid sensor-hour (each weighs the same). Tile entries (sites) go
 * least compliant first, then by title.
 */
export function buildReport(a: {
  orgId: number;
  from: string;
  to: string;
  sensors: SensorCompliance[];
  types: { id: number; title: string }[];
  hourly: HourlyPoint[] | null;
  /** Grids built beforehand per sensor (the service builds them piece by piece); wins over `hourly`. */
  grids?: ReadonlyMap<number, Hourly>;
}): OrgComplianceReport {
  const bySite: OrgComplianceReport['by_site'] = {};
  const dates = datesBetween(a.from, a.to);
  const pointsOf = new Map<number, HourlyPoint[]>();
  for (const p of a.hourly ?? []) {
    const mine = pointsOf.get(p.sensorId);
    if (mine) mine.push(p);
    else pointsOf.set(p.sensorId, [p]);
  }
  const siteTotals = new Map<number, { valid: number; compliant: number }>();
  for (const s of a.sensors) {
    const t = siteTotals.get(s.siteId) ?? { valid: 0, compliant: 0 };
    t.valid += s.valid;
    t.compliant += s.compliant;
    siteTotals.set(s.siteId, t);
  }
  let valid = 0;
  let compliant = 0;
  for (const s of a.sensors) {
    const totals = siteTotals.get(s.siteId)!;
    if (totals.valid === 0) continue; // no data at the site in the period
    const key = String(s.siteId);
    bySite[key] ??= {
      site_title: s.siteTitle,
      time_zone: s.timeZone,
      valid_points: totals.valid,
      compliant_points: totals.compliant,
      within_compliance: percent(totals.compliant, totals.valid),
      by_sensor: {},
    };
    const sensor: Sensor = {
      sensor_id: s.sensorId,
      sensor_title: s.sensorTitle,
      equipment_id: s.equipmentId,
      equipment_title: s.equipmentTitle,
      equipment_type_id: s.equipmentTypeId,
      min_temp: s.lo,
      max_temp: s.hi,
      valid_points: s.valid,
      compliant_points: s.compliant,
      within_compliance: percent(s.compliant, s.valid),
    };
    if (a.grids) sensor.hourly_avg = a.grids.get(s.sensorId) ?? hourlyGrid(s, [], dates);
    else if (a.hourly) sensor.hourly_avg = hourlyGrid(s, pointsOf.get(s.sensorId) ?? [], dates);
    bySite[key].by_sensor[String(s.sensorId)] = sensor;
    valid += s.valid;
    compliant += s.compliant;
  }
  const sites = Object.entries(bySite)
    .map(([id, s]) => ({
      siteId: Number(id),
      site_title: s.site_title,
      within_compliance: s.within_compliance!,
    }))
    .sort(
      (x, y) =>
        x.within_compliance - y.within_compliance ||
        x.site_title.localeCompare(y.site_title) ||
        x.siteId - y.siteId,
    );
  const used = new Set(a.sensors.map((s) => s.equipmentTypeId));
  return {
    orgId: a.orgId,
    from: a.from,
    to: a.to,
    within_compliance: percent(compliant, valid),
    sites,
    availableEquipmentTypes: a.types,
    by_org: {
      valid_points: valid,
      compliant_points: compliant,
      within_compliance: percent(compliant, valid),
    },
    by_site: bySite,
    equipment_type_dict: Object.fromEntries(
      a.types.filter((t) => used.has(t.id)).map((t) => [String(t.id), t.title]),
    ),
  };
}
