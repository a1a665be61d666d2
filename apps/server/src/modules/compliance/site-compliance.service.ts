import type {
  Excursion,
  ExcursionRow,
  ExcursionsReport,
  SiteComplianceReport,
  SiteComplianceSensor,
} from '@sw/contracts';
import { datesBetween } from '@sw/domain';
import type { Database } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { counts, hourlyGrid } from './compliance.report';
import { type RangedSensor, rangedSensors, sensorPoints } from './compliance.repository';
import { chunksBySite, zoneCache } from './compliance.service';
import type { Bucket, DefrostCycle } from './defrost';
import { type EquipmentIncident, explainExcursion } from './excursions';
import type { LocalHours } from './local-hours';
import { analyseSensors, hoursOf, localCells, type TraceAnalysis, traceFrom } from './sensor-analysis';
import {
  doorSensors,
  equipmentIncidents,
  type ReviewNote,
  reviewNotes,
  sensorsOutOfRange,
  sensorTraces,
} from './series.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Evidence {
  analyses: Map<number, TraceAnalysis>;
  doors: Map<number, number[]>;
  doorTraces: Map<number, Bucket[]>;
  incidents: Map<number, EquipmentIncident[]>;
  reviews: ReviewNote[];
}

/**
 * Everything the excursions of `sensors` are explained with: each sensor's trace analysis (with the
 * lookback), the traces of the doors of their equipment, the incidents on their equipment and the
 * review notes on them. Four round trips for the piece.
 */
async function gatherEvidence(
  database: Database,
  orgId: number,
  sensors: readonly RangedSensor[],
  zoneOf: ReturnType<typeof zoneCache>,
): Promise<Evidence> {
  const analyses = await analyseSensors(database, orgId, sensors, zoneOf);
  if (!sensors.length)
    return { analyses, doors: new Map(), doorTraces: new Map(), incidents: new Map(), reviews: [] };
  const from = Math.min(...sensors.map((s) => traceFrom(s.t0)));
  const to = Math.max(...sensors.map((s) => s.t1));
  const equipmentIds = [...new Set(sensors.map((s) => s.equipmentId))];
  const doors = await doorSensors(database, orgId, equipmentIds);
  const doorIds = [...new Set([...doors.values()].flat())];
  // Door intervals only matter from the bucket before the first excursion that can be listed.
  const doorFrom = Math.min(...sensors.map((s) => s.t0)) - 24 * 3_600_000;
  const doorTraces = await sensorTraces(
    database,
    orgId,
    doorIds.map((sensorId) => ({ sensorId, t0: doorFrom, t1: to })),
  );
  const incidents = await equipmentIncidents(
    database,
    orgId,
    [...new Set(sensors.map((s) => s.siteId))],
    new Map(sensors.map((s) => [s.sensorId, s.equipmentId])),
    from,
    to,
  );
  const reviews = await reviewNotes(
    database,
    orgId,
    sensors.map((s) => s.sensorId),
    from,
    to,
  );
  return { analyses, doors, doorTraces, incidents, reviews };
}

/** The excursions of one sensor that overlap its window [t0, t1), explained, newest first. */
function sensorExcursions(s: RangedSensor, ev: Evidence): Excursion[] {
  const an = ev.analyses.get(s.sensorId);
  if (!an) return [];
  const doors = (ev.doors.get(s.equipmentId) ?? []).map((id) => ev.doorTraces.get(id) ?? []);
  const incidents = ev.incidents.get(s.equipmentId) ?? [];
  const mine = ev.reviews.filter((r) => r.sensorId === s.sensorId);
  return an.runs
    .filter((run) => run.end > s.t0 && run.start < s.t1)
    .map((run) => {
      const why = explainExcursion(run, { cycles: an.cycles, doors, incidents });
      return {
        id: `${s.sensorId}-${run.start}`,
        sensor_id: s.sensorId,
        start: iso(run.start),
        end: iso(run.end),
        minutes: (run.end - run.start) / MINUTE_MS,
        direction: run.direction,
        peak: Math.round(run.peak * 100) / 100,
        limit: run.limit,
        resolution_minutes: run.resolution,
        explanation: why.explanation,
        detail: why.detail,
        incident_id: why.incidentId,
        evidence: why.evidence
          ? { start: iso(why.evidence.start), end: why.evidence.end === null ? null : iso(why.evidence.end) }
          : null,
        excused: why.explanation === 'DEFROST',
        reviews: mine
          .filter((r) => r.from < run.end && r.to > run.start)
          .map(({ id, comment, username, createdAt }) => ({ id, comment, username, createdAt })),
      };
    })
    .reverse();
}

/** Flags the grid's cells (local hours) that a defrost cycle runs through. */
function markCycle(grid: SiteComplianceSensor['hourly_avg'], zone: LocalHours, c: DefrostCycle) {
  for (let h = Math.floor(c.start / HOUR_MS); h * HOUR_MS < c.end; h++) {
    const { day, hour } = zone.of(h * HOUR_MS);
    const cell = grid[day]?.[hour];
    if (cell) grid[day]![hour] = { ...cell, defrost_cycle: true };
  }
}

/** The site as the reports name it, or null when it is not the caller's (another organisation, out of scope). */
async function siteOf(
  database: Database,
  orgId: number,
  scope: SiteScope,
  siteId: number,
): Promise<{ id: number; title: string; timeZone: string } | null> {
  if (scope !== 'ALL' && !scope.includes(siteId)) return null;
  const [row] = await database.query<{ id: number; title: string; timeZone: string }>(
    `select id, title, time_zone as "timeZone" from sites where org_id = $1 and id = $2`,
    [orgId, siteId],
  );
  return row ?? null;
}

const typesOf = (sensors: readonly RangedSensor[]) =>
  [...new Map(sensors.map((s) => [s.equipmentTypeId, s.equipmentTypeTitle]))]
    .map(([id, title]) => ({ id, title }))
    .sort((x, y) => (x.title < y.title ? -1 : x.title > y.title ? 1 : x.id - y.id));

/**
 * I-095: one site's compliance per sensor (docs/analytics.md "Temperature compliance"): every ranged
 * sensor's hourly grid with its levels (Defrost where a defrost cycle excuses the hour), its counts, its
 * excursions explained and its defrost cycles. Null when the site is not the caller's.
 */
export async function siteComplianceReport(
  database: Database,
  a: {
    orgId: number;
    scope: SiteScope;
    siteId: number;
    from: string;
    to: string;
    equipmentTypeIds: number[] | null;
  },
): Promise<SiteComplianceReport | null> {
  const site = await siteOf(database, a.orgId, a.scope, a.siteId);
  if (!site) return null;
  const ranged = await rangedSensors(database, { ...a, siteIds: [a.siteId] });
  const filter = a.equipmentTypeIds?.length ? new Set(a.equipmentTypeIds) : null;
  const wanted = filter ? ranged.filter((s) => filter.has(s.equipmentTypeId)) : ranged;
  const dates = datesBetween(a.from, a.to);
  const zoneOf = zoneCache();
  const zone = zoneOf(site.timeZone);
  const bySensor: Record<string, SiteComplianceSensor> = {};
  let valid = 0;
  let compliant = 0;
  let defrost = 0;
  for (const chunk of chunksBySite(wanted)) {
    await yieldToLoop();
    const rows = await sensorPoints(database, a.orgId, chunk, true);
    const rowOf = new Map(rows.map((r) => [r.sensorId, r]));
    const ev = await gatherEvidence(database, a.orgId, chunk, zoneOf);
    await yieldToLoop();
    for (const s of chunk) {
      const r = rowOf.get(s.sensorId);
      const an = ev.analyses.get(s.sensorId);
      const excused = an?.defrostHours ?? new Set<number>();
      const sensorDefrost = hoursOf(r?.above ?? null).filter((h) => excused.has(h)).length;
      const cells = r?.points ? localCells(s.sensorId, r.points, zone, s, excused) : null;
      const cycles = (an?.cycles ?? []).filter((c) => c.start >= s.t0 && c.start < s.t1);
      const daysWithData = cells ? cells.days.size : 0;
      const grid = hourlyGrid(s, cells?.points ?? [], dates);
      for (const c of cycles) markCycle(grid, zone, c);
      bySensor[String(s.sensorId)] = {
        sensor_id: s.sensorId,
        sensor_title: s.sensorTitle,
        equipment_id: s.equipmentId,
        equipment_title: s.equipmentTitle,
        equipment_type_id: s.equipmentTypeId,
        min_temp: s.lo,
        max_temp: s.hi,
        ...counts(r?.valid ?? 0, r?.compliant ?? 0, sensorDefrost),
        hourly_avg: grid,
        excursions: sensorExcursions(s, ev),
        defrost: {
          cycles: cycles.map((c) => ({
            start: iso(c.start),
            end: iso(c.end),
            peak: Math.round(c.peak * 100) / 100,
            rise: Math.round(c.rise * 100) / 100,
          })),
          per_day: daysWithData ? Math.round((cycles.length / daysWithData) * 100) / 100 : null,
          mean_minutes: cycles.length
            ? Math.round(cycles.reduce((t, c) => t + (c.end - c.start), 0) / cycles.length / MINUTE_MS)
            : null,
        },
      };
      valid += r?.valid ?? 0;
      compliant += r?.compliant ?? 0;
      defrost += sensorDefrost;
    }
  }
  const used = new Set(wanted.map((s) => s.equipmentTypeId));
  const types = typesOf(ranged);
  return {
    siteId: site.id,
    site_title: site.title,
    time_zone: site.timeZone,
    from: a.from,
    to: a.to,
    ...counts(valid, compliant, defrost),
    availableEquipmentTypes: types,
    equipment_type_dict: Object.fromEntries(
      types.filter((t) => used.has(t.id)).map((t) => [String(t.id), t.title]),
    ),
    by_sensor: bySensor,
  };
}

/**
 * The temperature review list: every excursion of the organisation's ranged sensors (in scope, of the
 * chosen sites and types) overlapping from–to in each site's zone, newest first, read a piece of whole
 * sites at a time.
 */
export async function excursionsReport(
  database: Database,
  a: {
    orgId: number;
    scope: SiteScope;
    from: string;
    to: string;
    siteIds: number[] | null;
    equipmentTypeIds: number[] | null;
  },
): Promise<ExcursionsReport> {
  const all = await rangedSensors(database, { ...a, siteIds: null });
  const sites = [...new Map(all.map((s) => [s.siteId, s.siteTitle]))].map(([id, title]) => ({ id, title }));
  const siteFilter = a.siteIds?.length ? new Set(a.siteIds) : null;
  const typeFilter = a.equipmentTypeIds?.length ? new Set(a.equipmentTypeIds) : null;
  const wanted = all.filter(
    (s) => (!siteFilter || siteFilter.has(s.siteId)) && (!typeFilter || typeFilter.has(s.equipmentTypeId)),
  );
  const zoneOf = zoneCache();
  const rows: ExcursionRow[] = [];
  for (const chunk of chunksBySite(wanted)) {
    await yieldToLoop();
    // Only sensors with an out-of-range bucket in the period have an excursion to list.
    const out = await sensorsOutOfRange(database, a.orgId, chunk);
    const ev = await gatherEvidence(
      database,
      a.orgId,
      chunk.filter((s) => out.has(s.sensorId)),
      zoneOf,
    );
    for (const s of chunk)
      for (const e of sensorExcursions(s, ev))
        rows.push({
          ...e,
          site_id: s.siteId,
          site_title: s.siteTitle,
          time_zone: s.timeZone,
          sensor_title: s.sensorTitle,
          equipment_id: s.equipmentId,
          equipment_title: s.equipmentTitle,
          equipment_type_id: s.equipmentTypeId,
          min_temp: s.lo,
          max_temp: s.hi,
        });
  }
  rows.sort((x, y) => (x.start < y.start ? 1 : x.start > y.start ? -1 : x.id < y.id ? -1 : 1));
  return {
    orgId: a.orgId,
    from: a.from,
    to: a.to,
    excursions: rows,
    sites,
    availableEquipmentTypes: typesOf(all),
  };
}
