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
import { analyseSensors, type DayCount, hoursOf, localCells } from './sensor-analysis';

/**
 * Sensors per database round trip. The report reads its points in pieces with a turn of the event
 * loop between them: PGlite answers one query at a time (on the server's thread with
 * PGLITE_THREAD=main, else in its worker), so one query over every sensor would hold every other
 * request's queries (health checks, sockets, other tenants) until it ends.
 */
export const SENSORS_PER_CHUNK = 16;

/** Longest stretch of building grids or serialising between two turns of the event loop. */
const SLICE_MS = 4;

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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

/** One LocalHours per zone, shared by a report's sensors. */
export function zoneCache(): (timeZone: string) => LocalHours {
  const zones = new Map<string, LocalHours>();
  return (tz) => {
    let z = zones.get(tz);
    if (!z) {
      z = new LocalHours(tz);
      zones.set(tz, z);
    }
    return z;
  };
}

/**
 * F.1/F.2: the organisation's compliance report, read piece by piece (see SENSORS_PER_CHUNK). Hours
 * out of range only during a detected defrost cycle are excused: the traces of the sensors with an
 * hour above range are read (with the lookback of every report) and analysed, the same way as the
 * site report does, so that the tile, the organisation page and the site page agree.
 */
export async function complianceReport(
  database: Database,
  a: ComplianceQueryArgs,
  hourly: boolean,
  trend = false,
): Promise<OrgComplianceReport> {
  const ranged = await rangedSensors(database, a);
  const typeTitles = new Map(ranged.map((s) => [s.equipmentTypeId, s.equipmentTypeTitle]));
  const types = [...typeTitles]
    .map(([id, title]) => ({ id, title }))
    .sort((x, y) => (x.title < y.title ? -1 : x.title > y.title ? 1 : x.id - y.id));
  const filter = a.equipmentTypeIds?.length ? new Set(a.equipmentTypeIds) : null;
  const wanted = filter ? ranged.filter((s) => filter.has(s.equipmentTypeId)) : ranged;

  const totals = new Map<number, { valid: number; compliant: number; defrost: number }>();
  const grids = new Map<number, HourlyGrid>();
  const days = new Map<number, Map<string, DayCount>>();
  const dates = datesBetween(a.from, a.to);
  const zoneOf = zoneCache();
  const withPoints = hourly || trend;
  for (const chunk of chunksBySite(wanted)) {
    await yieldToLoop();
    const rows = await sensorPoints(database, a.orgId, chunk, withPoints);
    const sensorOf = new Map(chunk.map((s) => [s.sensorId, s]));
    // Only an hour above range can be excused: only those sensors' traces are read.
    const analyses = await analyseSensors(
      database,
      a.orgId,
      rows.filter((r) => r.above).map((r) => sensorOf.get(r.sensorId)!),
      zoneOf,
    );
    let sliceStart = performance.now();
    for (const r of rows) {
      const excused = analyses.get(r.sensorId)?.defrostHours;
      const defrost = excused ? hoursOf(r.above).filter((h) => excused.has(h)).length : 0;
      totals.set(r.sensorId, { valid: r.valid, compliant: r.compliant, defrost });
      if (!withPoints) continue;
      // A piece's grids (16 sensors × 744 hours) can outlast a slice on a loaded machine.
      if (performance.now() - sliceStart >= SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
      const s = sensorOf.get(r.sensorId)!;
      const cells = r.points
        ? localCells(r.sensorId, r.points, zoneOf(s.timeZone), s, excused)
        : { points: [], days: new Map<string, DayCount>() };
      if (hourly) grids.set(r.sensorId, hourlyGrid(s, cells.points, dates));
      if (trend) days.set(r.sensorId, cells.days);
    }
  }
  await yieldToLoop();
  const sensors: SensorCompliance[] = wanted.map(({ t0, t1, equipmentTypeTitle, ...s }) => ({
    ...s,
    valid: totals.get(s.sensorId)?.valid ?? 0,
    compliant: totals.get(s.sensorId)?.compliant ?? 0,
    defrost: totals.get(s.sensorId)?.defrost ?? 0,
  }));
  return buildReport({
    orgId: a.orgId,
    from: a.from,
    to: a.to,
    sensors,
    types,
    hourly: null,
    grids: hourly ? grids : undefined,
    days: trend ? days : undefined,
  });
}

/** Objects this deep are written member by member; deeper values in one JSON.stringify (a day's 24 hours). */
const SPLIT_DEPTH = 6;
/** Encoded pieces of about this many characters: the whole text, several MB, is never encoded in one go. */
export const PIECE_CHARS = 64 * 1024;

/**
 * The report as UTF-8 JSON, written member by member with a turn of the event loop whenever a
 * slice of SLICE_MS has been spent: a 31-day hourly report is several MB and one site alone can
 * hold dozens of sensors, too much for one uninterrupted JSON.stringify (or one encoding of the
 * result) on a busy server. The same text as JSON.stringify (plain data: no toJSON, no undefined
 * members in arrays).
 */
export async function reportJsonBuffer(report: object): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let text = '';
  let sliceStart = performance.now();
  // A turn of the loop after each encoded piece (a bounded amount of work whatever the machine's
  // speed), and after SLICE_MS however little was written (a slow, loaded machine).
  const emit = async (s: string) => {
    text += s;
    const full = text.length >= PIECE_CHARS;
    if (full) {
      pieces.push(Buffer.from(text, 'utf8'));
      text = '';
    }
    if (full || performance.now() - sliceStart >= SLICE_MS) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  };
  const write = async (value: unknown, depth: number): Promise<void> => {
    if (depth >= SPLIT_DEPTH || value === null || typeof value !== 'object' || Array.isArray(value)) {
      await emit(JSON.stringify(value));
      return;
    }
    let first = true;
    await emit('{');
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      await emit(`${first ? '' : ','}${JSON.stringify(k)}:`);
      first = false;
      await write(v, depth + 1);
    }
    await emit('}');
  };
  await write(report, 0);
  pieces.push(Buffer.from(text, 'utf8'));
  return Buffer.concat(pieces);
}

/** The report as JSON text (reportJsonBuffer, decoded). */
export async function reportJson(report: OrgComplianceReport): Promise<string> {
  return (await reportJsonBuffer(report)).toString('utf8');
}
