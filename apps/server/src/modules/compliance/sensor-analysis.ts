import { DEFROST_RULES } from '@sw/contracts';
import type { Database } from '../../db/client';
import type { HourlyPoint } from './compliance.report';
import { type Bucket, type DefrostCycle, detectDefrosts, type SiteClock } from './defrost';
import { defrostHours, type ExcursionRun, findExcursions } from './excursions';
import type { LocalHours } from './local-hours';
import { sensorTraces } from './series.repository';

const DAY_MS = 86_400_000;

/** What the trace of one ranged sensor says: its defrost cycles, its excursions, the excused hours. */
export interface TraceAnalysis {
  trace: Bucket[];
  cycles: DefrostCycle[];
  runs: ExcursionRun[];
  /** UTC hours (since the epoch) whose out-of-range average a defrost cycle excuses. */
  defrostHours: Set<number>;
}

export function analyseTrace(trace: Bucket[], lo: number, hi: number, clock: SiteClock): TraceAnalysis {
  const cycles = detectDefrosts(trace, clock);
  const runs = findExcursions(trace, lo, hi);
  return { trace, cycles, runs, defrostHours: defrostHours(trace, runs, cycles, hi) };
}

/**
 * Where a sensor's trace is read from: DEFROST_RULES.lookbackDays before its window, so that a defrost
 * on the period's first day can be seen to recur. Every report reads the same span for the same
 * period, so they agree on what is excused.
 */
export const traceFrom = (t0: number) => t0 - DEFROST_RULES.lookbackDays * DAY_MS;

/** Analyses of the given sensors over their windows (one database round trip). */
export async function analyseSensors(
  database: Database,
  orgId: number,
  sensors: readonly { sensorId: number; lo: number; hi: number; t0: number; t1: number; timeZone: string }[],
  zoneOf: (timeZone: string) => LocalHours,
): Promise<Map<number, TraceAnalysis>> {
  const out = new Map<number, TraceAnalysis>();
  if (!sensors.length) return out;
  const traces = await sensorTraces(
    database,
    orgId,
    sensors.map((s) => ({ sensorId: s.sensorId, t0: traceFrom(s.t0), t1: s.t1 })),
  );
  for (const s of sensors)
    out.set(s.sensorId, analyseTrace(traces.get(s.sensorId) ?? [], s.lo, s.hi, zoneOf(s.timeZone)));
  return out;
}

/** Whole hours since the epoch from a ','-joined list (null → none). */
export const hoursOf = (text: string | null): number[] => (text ? text.split(',').map(Number) : []);

/** Hour counts of one sensor on one local day. */
export interface DayCount {
  valid: number;
  compliant: number;
  defrost: number;
}

/**
 * A sensor's 'hour:value' pairs as local cells (day, hour) of its site's zone, averaged where DST
 * repeats an hour, each flagged `defrost` when every above-range hour in it is excused (and there is
 * one); and its hour counts per local day (each UTC hour counts once, as in the totals).
 */
export function localCells(
  sensorId: number,
  points: string,
  zone: LocalHours,
  range: { lo: number; hi: number },
  excused: ReadonlySet<number> = new Set(),
): { points: HourlyPoint[]; days: Map<string, DayCount> } {
  const cells = new Map<number, { sum: number; n: number; above: number; excused: number }>();
  const days = new Map<string, DayCount>();
  let start = 0;
  while (start < points.length) {
    let end = points.indexOf(',', start);
    if (end < 0) end = points.length;
    const colon = points.indexOf(':', start);
    const hour = Number(points.slice(start, colon));
    const value = Number(points.slice(colon + 1, end));
    const cell = zone.cellOf(hour);
    const above = value > range.hi;
    const isExcused = above && excused.has(hour);
    const acc = cells.get(cell) ?? { sum: 0, n: 0, above: 0, excused: 0 };
    acc.sum += value;
    acc.n++;
    if (above) acc.above++;
    if (isExcused) acc.excused++;
    cells.set(cell, acc);
    const day = zone.cells[cell]!.day;
    const d = days.get(day) ?? { valid: 0, compliant: 0, defrost: 0 };
    d.valid++;
    if (value >= range.lo && value <= range.hi) d.compliant++;
    if (isExcused) d.defrost++;
    days.set(day, d);
    start = end + 1;
  }
  const out: HourlyPoint[] = [];
  for (const [cell, acc] of cells) {
    const { day, hour } = zone.cells[cell]!;
    const p: HourlyPoint = { sensorId, day, hour, value: acc.sum / acc.n };
    if (acc.above > 0 && acc.excused === acc.above) p.defrost = true;
    out.push(p);
  }
  return { points: out, days };
}
