import { dayInZone } from '@sw/domain';
import { badRequest } from '../../../lib/http-errors';
import {
  analyseSensors,
  chunksBySite,
  counts,
  localCells,
  type RangedSensor,
  rangedSensors,
  sensorPoints,
  zoneCache,
} from '../../compliance';
import { RETENTION_DAYS } from '../../telemetry';
import { MAX_REPORT_ROWS, type TemplateContext } from './template';

/*
 * What the compliance templates read besides the pages' own reports (siteComplianceReport,
 * complianceReport): the same ranged sensors, and each one's figures per local day made by the same
 * pieces as the organisation report's trend (sensorPoints, analyseSensors, localCells), so a day's
 * hours add up to the page's totals. The lowest and highest readings come from the hourly rollup's
 * min and max over the same buckets (the pages show no extremes to disagree with).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** One sensor on one local day (or over the whole period): hour counts and temperatures. */
export interface Figures {
  valid: number;
  compliant: number;
  defrost: number;
  /** compliant ÷ (valid − defrost) × 100, two decimals (the API's figure); null without counted hours. */
  compliance: number | null;
  /** Mean of the hourly averages, °C. */
  mean: number | null;
  /** Lowest and highest reading, °C. */
  low: number | null;
  high: number | null;
}

export interface SensorFigures {
  total: Pick<Figures, 'mean' | 'low' | 'high'>;
  days: Map<string, Figures>;
}

/** The estimate itself, or a 400 naming it when it is over MAX_REPORT_ROWS (`hint`: what to ask instead). */
export function refuseOver(rows: number, hint: string): number {
  if (rows > MAX_REPORT_ROWS)
    throw badRequest(
      `This report would have about ${rows.toLocaleString('en-GB')} rows (at most ${MAX_REPORT_ROWS.toLocaleString('en-GB')}): ${hint}`,
    );
  return rows;
}

/** The request's equipment type filter as the compliance services take it. */
export const typeFilter = (ctx: TemplateContext): number[] | null =>
  ctx.request.searchFilter?.equipmentTypeId === undefined ? null : [ctx.request.searchFilter.equipmentTypeId];

/** The ranged sensors of the sites over from–to, as the compliance reports list them (type filter applied). */
export async function reportSensors(
  ctx: TemplateContext,
  siteIds: number[],
  from: string,
  to: string,
): Promise<RangedSensor[]> {
  const all = await rangedSensors(ctx.database, {
    orgId: ctx.orgId,
    scope: ctx.siteScope,
    from,
    to,
    siteIds,
  });
  const types = typeFilter(ctx);
  return types ? all.filter((s) => types.includes(s.equipmentTypeId)) : all;
}

/** Lowest and highest reading per sensor and local day (the day its hourly bucket starts in). */
async function extremes(
  ctx: TemplateContext,
  sensors: readonly RangedSensor[],
  timeZone: string,
): Promise<Map<string, { low: number; high: number }>> {
  const rows = await ctx.database.query<{ sensorId: number; day: string; low: number; high: number }>(
    `select h.sensor_id as "sensorId", to_char(h.bucket at time zone $3, 'YYYY-MM-DD') as day,
            min(h.min)::float8 as low, max(h.max)::float8 as high
       from readings_1h h
      where h.org_id = $1 and h.sensor_id = any($2::int[]) and h.count > 0
        and h.bucket >= to_timestamp($4::float8 / 1000) and h.bucket < to_timestamp($5::float8 / 1000)
      group by 1, 2`,
    [
      ctx.orgId,
      sensors.map((s) => s.sensorId),
      timeZone,
      Math.min(...sensors.map((s) => s.t0)),
      Math.max(...sensors.map((s) => s.t1)),
    ],
  );
  return new Map(rows.map((r) => [`${r.sensorId}|${r.day}`, { low: Number(r.low), high: Number(r.high) }]));
}

/** Σ and count of the 'hour:value' pairs per local day of `zone`, and over all. */
function meansOf(points: string | null, zone: ReturnType<ReturnType<typeof zoneCache>>) {
  const days = new Map<string, { sum: number; n: number }>();
  let sum = 0;
  let n = 0;
  for (const pair of points ? points.split(',') : []) {
    const colon = pair.indexOf(':');
    const value = Number(pair.slice(colon + 1));
    const day = zone.cells[zone.cellOf(Number(pair.slice(0, colon)))]!.day;
    const d = days.get(day) ?? { sum: 0, n: 0 };
    d.sum += value;
    d.n++;
    days.set(day, d);
    sum += value;
    n++;
  }
  return { days, mean: n ? sum / n : null };
}

/**
 * Each sensor's figures per local day of its site (one site's sensors): hours counted as the
 * compliance reports count them (an hourly bucket in the local day it starts in; above-range hours a
 * detected defrost cycle excuses, from the same trace analysis), the mean of the hourly averages, and
 * the extremes of the readings.
 */
export async function sensorFigures(
  ctx: TemplateContext,
  sensors: RangedSensor[],
  timeZone: string,
): Promise<Map<number, SensorFigures>> {
  const out = new Map<number, SensorFigures>();
  const zoneOf = zoneCache();
  const zone = zoneOf(timeZone);
  for (const chunk of chunksBySite(sensors)) {
    const rows = await sensorPoints(ctx.database, ctx.orgId, chunk, true);
    const rowOf = new Map(rows.map((r) => [r.sensorId, r]));
    // Only an hour above range can be excused: only those sensors' traces are analysed (as the page).
    const analyses = await analyseSensors(
      ctx.database,
      ctx.orgId,
      chunk.filter((s) => rowOf.get(s.sensorId)?.above),
      zoneOf,
    );
    const edges = await extremes(ctx, chunk, timeZone);
    for (const s of chunk) {
      const r = rowOf.get(s.sensorId);
      const excused = analyses.get(s.sensorId)?.defrostHours;
      const cells = r?.points ? localCells(s.sensorId, r.points, zone, s, excused) : null;
      const means = meansOf(r?.points ?? null, zone);
      const days = new Map<string, Figures>();
      for (const [day, c] of cells?.days ?? []) {
        const m = means.days.get(day);
        const e = edges.get(`${s.sensorId}|${day}`);
        days.set(day, {
          valid: c.valid,
          compliant: c.compliant,
          defrost: c.defrost,
          compliance: counts(c.valid, c.compliant, c.defrost).within_compliance,
          mean: m ? m.sum / m.n : null,
          low: e?.low ?? null,
          high: e?.high ?? null,
        });
      }
      const lows = [...days.values()].map((d) => d.low).filter((v): v is number => v !== null);
      const highs = [...days.values()].map((d) => d.high).filter((v): v is number => v !== null);
      out.set(s.sensorId, {
        total: {
          mean: means.mean,
          low: lows.length ? Math.min(...lows) : null,
          high: highs.length ? Math.max(...highs) : null,
        },
        days,
      });
    }
  }
  return out;
}

/** Hours the sensors could have reported in their windows, up to now (data coverage's whole). */
export function expectedHours(sensors: readonly RangedSensor[], now: Date): number {
  return sensors.reduce(
    (a, s) => a + Math.max(0, Math.floor((Math.min(s.t1, now.getTime()) - s.t0) / HOUR_MS)),
    0,
  );
}

/** The site's local day of `now`. */
export const todayAt = (timeZone: string, now: Date) => dayInZone(now, timeZone);

/**
 * A cover line when the period starts before the hourly rollup's retention: the pages and these
 * reports read hourly buckets, which are kept RETENTION_DAYS.readings_1h days.
 */
export function retentionNote(from: string, now: Date): [string, string] | null {
  const oldest = new Date(now.getTime() - (RETENTION_DAYS.readings_1h - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return from < oldest
    ? [
        'Data kept',
        `Hourly readings are kept ${RETENTION_DAYS.readings_1h} days: days before ${oldest} may have none`,
      ]
    : null;
}
