import type { OrgComplianceReport } from '@sw/contracts';
import { datesBetween } from '@sw/domain';
import type { Database } from '../../db/client';
import { buildReport, type HourlyGrid, type HourlyPoint, hourlyGrid } from './compliance.report';
import {
  type ComplianceQueryArgs,
  type RangedSensor,
  rangedSensors,
  type SensorCompliance,
  sensorPoints,
} from './compliance.repository';
import { LocalHours } from './local-hours';

/**
 * Sensors per database round trip. The report reads its points in pieces with a turn of the event
 * loop between them: PGlite answers one query at a time (on the server's thread with
 * PGLITE_THREAD=main, else in its worker), so one query over every sensor would hold every other
 * request's queries (health checks, sockets, other tenants) until it ends.
 */
export const SENSORS_PER_CHUNK = 16;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Consecutive sensors of whole sites, at most `size` sensors a piece unless one site has more. */
export function chunksBySite(sensors: RangedSensor[], size = SENSORS_PER_CHUNK): RangedSensor[][] {
  const chunks: RangedSensor[][] = [];
  let current: RangedSensor[] = [];
  for (let i = 0; i < sensors.length; i++) {
    const s = sensors[i]!;
    const newSite = i > 0 && sensors[i - 1]!.siteId !== s.siteId;
    if (current.length >= size && newSite) {
      chunks.push(current);
      current = [];
    }
    current.push(s);
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** Averages a sensor's 'hour:value' pairs per local day and hour of its site's zone. */
export function localHourlyPoints(sensorId: number, points: string, zone: LocalHours): HourlyPoint[] {
  const sums = new Map<number, { sum: number; n: number }>();
  let start = 0;
  while (start < points.length) {
    let end = points.indexOf(',', start);
    if (end < 0) end = points.length;
    const colon = points.indexOf(':', start);
    const cell = zone.cellOf(Number(points.slice(start, colon)));
    const value = Number(points.slice(colon + 1, end));
    const acc = sums.get(cell);
    if (acc) {
      acc.sum += value;
      acc.n++;
    } else sums.set(cell, { sum: value, n: 1 });
    start = end + 1;
  }
  const out: HourlyPoint[] = [];
  for (const [cell, acc] of sums) {
    const { day, hour } = zone.cells[cell]!;
    out.push({ sensorId, day, hour, value: acc.sum / acc.n });
  }
  return out;
}

/** F.1/F.2: the organisation's compliance report, read piece by piece (see SENSORS_PER_CHUNK). */
export async function complianceReport(
  database: Database,
  a: ComplianceQueryArgs,
  hourly: boolean,
): Promise<OrgComplianceReport> {
  const ranged = await rangedSensors(database, a);
  const typeTitles = new Map(ranged.map((s) => [s.equipmentTypeId, s.equipmentTypeTitle]));
  const types = [...typeTitles]
    .map(([id, title]) => ({ id, title }))
    .sort((x, y) => (x.title < y.title ? -1 : x.title > y.title ? 1 : x.id - y.id));
  const filter = a.equipmentTypeIds?.length ? new Set(a.equipmentTypeIds) : null;
  const wanted = filter ? ranged.filter((s) => filter.has(s.equipmentTypeId)) : ranged;

  const counts = new Map<number, { valid: number; compliant: number }>();
  const grids = new Map<number, HourlyGrid>();
  const dates = datesBetween(a.from, a.to);
  const zones = new Map<string, LocalHours>();
  for (const chunk of chunksBySite(wanted)) {
    await yieldToLoop();
    const rows = await sensorPoints(database, a.orgId, chunk, hourly);
    const sensorOf = new Map(chunk.map((s) => [s.sensorId, s]));
    for (const r of rows) {
      counts.set(r.sensorId, { valid: r.valid, compliant: r.compliant });
      if (!hourly) continue;
      const s = sensorOf.get(r.sensorId)!;
      const zone = zones.get(s.timeZone) ?? new LocalHours(s.timeZone);
      zones.set(s.timeZone, zone);
      const points = r.points ? localHourlyPoints(r.sensorId, r.points, zone) : [];
      grids.set(r.sensorId, hourlyGrid(s, points, dates));
    }
  }
  await yieldToLoop();
  const sensors: SensorCompliance[] = wanted.map(({ t0, t1, equipmentTypeTitle, ...s }) => ({
    ...s,
    valid: counts.get(s.sensorId)?.valid ?? 0,
    compliant: counts.get(s.sensorId)?.compliant ?? 0,
  }));
  return buildReport({
    orgId: a.orgId,
    from: a.from,
    to: a.to,
    sensors,
    types,
    hourly: null,
    grids: hourly ? grids : undefined,
  });
}

/**
 * The report as JSON, one site at a time with a turn of the event loop between them: a 31-day
 * hourly report is several MB, too much for one uninterrupted JSON.stringify on a busy server.
 */
export async function reportJson(report: OrgComplianceReport): Promise<string> {
  const { by_site, ...rest } = report;
  const sites: string[] = [];
  for (const [id, site] of Object.entries(by_site)) {
    sites.push(`${JSON.stringify(id)}:${JSON.stringify(site)}`);
    await yieldToLoop();
  }
  return `${JSON.stringify(rest).slice(0, -1)},"by_site":{${sites.join(',')}}}`;
}
