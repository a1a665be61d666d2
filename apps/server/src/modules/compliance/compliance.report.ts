import type { ComplianceCounts, ComplianceLevel, OrgComplianceReport } from '@sw/contracts';
import { datesBetween } from '@sw/domain';
import type { SensorCompliance } from './compliance.repository';

/** One sensor's average over one local hour of one local day (an hour repeated by DST averaged). */
export interface HourlyPoint {
  sensorId: number;
  day: string;
  hour: string;
  value: number;
  /** Its out-of-range hours were all excused by a detected defrost cycle. */
  defrost?: boolean;
}

/** Share of valid points inside the range, in percent with two decimals; null without points. */
export function percent(compliant: number, valid: number): number | null {
  return valid > 0 ? Math.round((compliant / valid) * 10_000) / 100 : null;
}

/**
 * Hour counts and their share: compliant ÷ (valid − defrost), the hours excused by a defrost cycle
 * being left out of both sides (they are never compliant: their average is out of range).
 */
export function counts(valid: number, compliant: number, defrost = 0): ComplianceCounts {
  return {
    valid_points: valid,
    compliant_points: compliant,
    defrost_points: defrost,
    within_compliance: percent(compliant, valid - defrost),
  };
}

/**
 * F-019/F-020: the level of one hourly average against the range (no value → NoData); an out-of-range
 * average excused by a detected defrost cycle is Defrost.
 */
export function levelOf(value: number | null, lo: number, hi: number, defrost = false): ComplianceLevel {
  if (value === null || !Number.isFinite(value)) return 'NoData';
  if (value > hi) return defrost ? 'Defrost' : 'AboveRange';
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
    day[p.hour] = { value, compliance_level: levelOf(p.value, s.lo, s.hi, p.defrost === true) };
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
  /** With the trend: each sensor's counts per local day (by_day and by_equipment_type). */
  days?: ReadonlyMap<number, ReadonlyMap<string, DayCounts>>;
}): OrgComplianceReport {
  const bySite: OrgComplianceReport['by_site'] = {};
  const dates = datesBetween(a.from, a.to);
  const pointsOf = new Map<number, HourlyPoint[]>();
  for (const p of a.hourly ?? []) {
    const mine = pointsOf.get(p.sensorId);
    if (mine) mine.push(p);
    else pointsOf.set(p.sensorId, [p]);
  }
  const siteTotals = new Map<number, DayCounts>();
  for (const s of a.sensors) {
    const t = siteTotals.get(s.siteId) ?? { valid: 0, compliant: 0, defrost: 0 };
    t.valid += s.valid;
    t.compliant += s.compliant;
    t.defrost += s.defrost ?? 0;
    siteTotals.set(s.siteId, t);
  }
  let valid = 0;
  let compliant = 0;
  let defrost = 0;
  for (const s of a.sensors) {
    const totals = siteTotals.get(s.siteId)!;
    if (totals.valid === 0) continue; // no data at the site in the period
    const key = String(s.siteId);
    bySite[key] ??= {
      site_title: s.siteTitle,
      time_zone: s.timeZone,
      ...counts(totals.valid, totals.compliant, totals.defrost),
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
      ...counts(s.valid, s.compliant, s.defrost ?? 0),
    };
    if (a.grids) sensor.hourly_avg = a.grids.get(s.sensorId) ?? hourlyGrid(s, [], dates);
    else if (a.hourly) sensor.hourly_avg = hourlyGrid(s, pointsOf.get(s.sensorId) ?? [], dates);
    bySite[key].by_sensor[String(s.sensorId)] = sensor;
    valid += s.valid;
    compliant += s.compliant;
    defrost += s.defrost ?? 0;
  }
  const sites = Object.entries(bySite)
    .filter(([, s]) => s.within_compliance !== null)
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
  const byOrg = counts(valid, compliant, defrost);
  const report: OrgComplianceReport = {
    orgId: a.orgId,
    from: a.from,
    to: a.to,
    within_compliance: byOrg.within_compliance,
    sites,
    availableEquipmentTypes: a.types,
    by_org: byOrg,
    by_site: bySite,
    equipment_type_dict: Object.fromEntries(
      a.types.filter((t) => used.has(t.id)).map((t) => [String(t.id), t.title]),
    ),
  };
  if (a.days) Object.assign(report, trendOf(a.sensors, a.types, dates, a.days));
  return report;
}

/** Hour counts of one sensor (or a group) on one local day. */
export interface DayCounts {
  valid: number;
  compliant: number;
  defrost: number;
}

const add = (into: Map<string, DayCounts>, day: string, c: DayCounts) => {
  const t = into.get(day) ?? { valid: 0, compliant: 0, defrost: 0 };
  t.valid += c.valid;
  t.compliant += c.compliant;
  t.defrost += c.defrost;
  into.set(day, t);
};

const dayRecord = (dates: string[], days: Map<string, DayCounts>) =>
  Object.fromEntries(
    dates.map((d) => {
      const c = days.get(d) ?? { valid: 0, compliant: 0, defrost: 0 };
      return [d, counts(c.valid, c.compliant, c.defrost)];
    }),
  );

/**
 * The trend: every day of the period with the hours of every sensor pooled (each site's own local
 * day), and per equipment type its totals, its sensors and sites with data, and its days.
 */
export function trendOf(
  sensors: readonly SensorCompliance[],
  types: readonly { id: number; title: string }[],
  dates: string[],
  days: ReadonlyMap<number, ReadonlyMap<string, DayCounts>>,
): Pick<OrgComplianceReport, 'by_day' | 'by_equipment_type'> {
  const orgDays = new Map<string, DayCounts>();
  const typeOf = new Map<
    number,
    { total: DayCounts; days: Map<string, DayCounts>; sensors: number; sites: Set<number> }
  >();
  for (const s of sensors) {
    if (s.valid === 0) continue;
    const t = typeOf.get(s.equipmentTypeId) ?? {
      total: { valid: 0, compliant: 0, defrost: 0 },
      days: new Map(),
      sensors: 0,
      sites: new Set<number>(),
    };
    t.total.valid += s.valid;
    t.total.compliant += s.compliant;
    t.total.defrost += s.defrost ?? 0;
    t.sensors++;
    t.sites.add(s.siteId);
    typeOf.set(s.equipmentTypeId, t);
    for (const [day, c] of days.get(s.sensorId) ?? []) {
      add(orgDays, day, c);
      add(t.days, day, c);
    }
  }
  const title = new Map(types.map((t) => [t.id, t.title]));
  return {
    by_day: dayRecord(dates, orgDays),
    by_equipment_type: Object.fromEntries(
      [...typeOf].map(([id, t]) => [
        String(id),
        {
          title: title.get(id) ?? String(id),
          ...counts(t.total.valid, t.total.compliant, t.total.defrost),
          sensors: t.sensors,
          sites: t.sites.size,
          by_day: dayRecord(dates, t.days),
        },
      ]),
    ),
  };
}
