import {
  DEFROST_RULES,
  DOOR_OPEN_SHARE,
  DOOR_RECOVERY_MINUTES,
  type ExcursionExplanation,
  SUSTAINED_EXCURSION_MINUTES,
} from '@sw/contracts';
import type { Bucket, DefrostCycle } from './defrost';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const endOf = (b: Bucket) => b.start + b.minutes * MINUTE_MS;

/** A run of adjacent out-of-range buckets (by their average) of one sensor; end exclusive. */
export interface ExcursionRun {
  start: number;
  end: number;
  direction: 'ABOVE' | 'BELOW';
  /** Highest reading of an ABOVE run, lowest of a BELOW run. */
  peak: number;
  /** The bound crossed. */
  limit: number;
  /** Longest bucket of the run (15 or 60). */
  resolution: number;
}

const sideOf = (avg: number, lo: number, hi: number): 'ABOVE' | 'BELOW' | null =>
  avg > hi ? 'ABOVE' : avg < lo ? 'BELOW' : null;

/**
 * Excursions of a trace against [lo, hi]: maximal runs of adjacent buckets whose average lies on the
 * same side out of the range (inclusive bounds are compliant, as for the hourly figure). A missing
 * bucket ends a run.
 */
export function findExcursions(series: readonly Bucket[], lo: number, hi: number): ExcursionRun[] {
  const runs: ExcursionRun[] = [];
  let cur: ExcursionRun | null = null;
  for (const b of series) {
    const side = sideOf(b.avg, lo, hi);
    if (cur && (side !== cur.direction || b.start !== cur.end)) {
      runs.push(cur);
      cur = null;
    }
    if (!side) continue;
    const value: number = side === 'ABOVE' ? b.max : b.min;
    if (cur) {
      cur.end = endOf(b);
      cur.peak = side === 'ABOVE' ? Math.max(cur.peak, value) : Math.min(cur.peak, value);
      cur.resolution = Math.max(cur.resolution, b.minutes);
    } else {
      cur = {
        start: b.start,
        end: endOf(b),
        direction: side,
        peak: value,
        limit: side === 'ABOVE' ? hi : lo,
        resolution: b.minutes,
      };
    }
  }
  if (cur) runs.push(cur);
  return runs;
}

/** An incident on the sensor's equipment: [start, end) with end null while it is active. */
export interface EquipmentIncident {
  id: number;
  title: string;
  start: number;
  end: number | null;
}

export interface ExplainContext {
  cycles: readonly DefrostCycle[];
  /** Traces of the door sensors of the same equipment (value 1 open, 0 closed). */
  doors: readonly (readonly Bucket[])[];
  incidents: readonly EquipmentIncident[];
}

export interface Explained {
  explanation: ExcursionExplanation;
  /** One sentence naming the evidence (no times: screens show them in their own zone). */
  detail: string;
  incidentId: number | null;
  /** When the evidence happened (the cycle, the door's interval, the incident); end null while active. */
  evidence: { start: number; end: number | null } | null;
}

/** "2 h 15 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`;
}

/** The defrost cycle an ABOVE run lies within (its start to its end plus the recovery grace), if any. */
export function defrostOf(run: ExcursionRun, cycles: readonly DefrostCycle[]): DefrostCycle | null {
  if (run.direction !== 'ABOVE') return null;
  const grace = DEFROST_RULES.graceMinutes * MINUTE_MS;
  return cycles.find((c) => run.start >= c.start && run.end <= c.end + grace) ?? null;
}

const c1 = (v: number) => (Math.round(v * 10) / 10).toFixed(1);

/**
 * Stretches of adjacent door buckets open for at least DOOR_OPEN_SHARE of their time (a door held
 * open, not the in-and-out of normal traffic): [start, end) in epoch ms.
 */
export function openStretches(door: readonly Bucket[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const b of door) {
    if (b.avg < DOOR_OPEN_SHARE) continue;
    const last = out.at(-1);
    if (last && last.end === b.start) last.end = endOf(b);
    else out.push({ start: b.start, end: endOf(b) });
  }
  return out;
}

/**
 * Why an excursion happened, trying in order (docs/analytics.md "Temperature compliance"):
 * DEFROST (an ABOVE run inside a detected defrost cycle and its recovery grace), DOOR_OPEN (an ABOVE
 * run beginning while a door of the same equipment was held open, within a bucket, and ending at most
 * DOOR_RECOVERY_MINUTES after it closed), EQUIPMENT_FAULT (an incident on the equipment overlapping the run, or a run of at least
 * SUSTAINED_EXCURSION_MINUTES), else UNEXPLAINED.
 */
export function explainExcursion(run: ExcursionRun, ctx: ExplainContext): Explained {
  const minutes = (run.end - run.start) / MINUTE_MS;
  const cycle = defrostOf(run, ctx.cycles);
  if (cycle)
    return {
      explanation: 'DEFROST',
      detail: `Within a defrost cycle that recurs at this time of day (peak ${c1(cycle.peak)} °C, ${c1(cycle.rise)} °C above the usual peak).`,
      incidentId: null,
      evidence: { start: cycle.start, end: cycle.end },
    };
  if (run.direction === 'ABOVE') {
    for (const door of ctx.doors) {
      const open = openStretches(door).find(
        (o) =>
          o.start <= run.start + run.resolution * MINUTE_MS &&
          o.end >= run.start - run.resolution * MINUTE_MS &&
          run.end <= o.end + DOOR_RECOVERY_MINUTES * MINUTE_MS,
      );
      if (open)
        return {
          explanation: 'DOOR_OPEN',
          detail: `A door of this equipment was held open for ${formatMinutes((open.end - open.start) / MINUTE_MS)} as it began.`,
          incidentId: null,
          evidence: { start: open.start, end: open.end },
        };
    }
  }
  const incident = ctx.incidents.find((i) => i.start < run.end && (i.end === null || i.end > run.start));
  if (incident)
    return {
      explanation: 'EQUIPMENT_FAULT',
      detail: `Incident #${incident.id} '${incident.title}' on this equipment${incident.end === null ? ' (still active)' : ''} overlaps it.`,
      incidentId: incident.id,
      evidence: { start: incident.start, end: incident.end },
    };
  if (minutes >= SUSTAINED_EXCURSION_MINUTES)
    return {
      explanation: 'EQUIPMENT_FAULT',
      detail: `Out of range for ${formatMinutes(minutes)} without a defrost cycle or an open door: a sustained excursion.`,
      incidentId: null,
      evidence: null,
    };
  return {
    explanation: 'UNEXPLAINED',
    detail: `Out of range for ${formatMinutes(minutes)}; no defrost cycle, open door or incident found.`,
    incidentId: null,
    evidence: null,
  };
}

/**
 * UTC hours (whole hours since the epoch) whose hourly average, if out of range, is excused: every
 * above-range bucket of the trace in that hour belongs to an excursion inside a defrost cycle, and
 * there is at least one.
 */
export function defrostHours(
  series: readonly Bucket[],
  runs: readonly ExcursionRun[],
  cycles: readonly DefrostCycle[],
  hi: number,
): Set<number> {
  // Runs and buckets are both in time order: one pass over each.
  const defrostRuns = runs.filter((r) => defrostOf(r, cycles) !== null);
  const excused = new Set<number>();
  const other = new Set<number>();
  let k = 0;
  for (const b of series) {
    if (!(b.avg > hi)) continue;
    while (k < defrostRuns.length && defrostRuns[k]!.end <= b.start) k++;
    const hour = Math.floor(b.start / HOUR_MS);
    const run = defrostRuns[k];
    if (run && b.start >= run.start && b.start < run.end) excused.add(hour);
    else other.add(hour);
  }
  for (const h of other) excused.delete(h);
  return excused;
}
