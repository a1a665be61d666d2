import { DEFROST_RULES } from '@sw/contracts';

/**
 * One bucket of a temperature sensor's trace: its start (epoch ms), length in minutes (15 where the
 * 15-minute rollup holds the readings, else 60) and the average, highest and lowest reading in it.
 */
export interface Bucket {
  start: number;
  minutes: number;
  avg: number;
  max: number;
  min: number;
}

/** The wall clock of the sensor's site: local day and minute of the day of an instant. */
export interface SiteClock {
  dayMinute(ms: number): { day: string; minute: number };
}

export type DefrostRules = {
  riseC: number;
  maxMinutes: number;
  toleranceMinutes: number;
  minDays: number;
  graceMinutes: number;
};

/** A detected defrost cycle: [start, end) in epoch ms, its peak °C and its rise above the baseline. */
export interface DefrostCycle {
  start: number;
  end: number;
  peak: number;
  rise: number;
}

interface Rise extends DefrostCycle {
  day: string;
  minute: number;
  /** The longest bucket in the run (15 or 60). */
  resolution: number;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The baseline peak of an hour is the median over this many hours either side. */
const BASELINE_HALF_WINDOW_H = 12;
/** Fewer buckets than this around an hour give it no baseline (too little data to tell a rise). */
const BASELINE_MIN_BUCKETS = 4;

const endOf = (b: Bucket) => b.start + b.minutes * MINUTE_MS;

/** Index of the first element of the sorted `a` not below `v`. */
function lowerBound(a: number[], v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The baseline peak of each bucket: the median of the bucket peaks within ±12 hours of its hour (one
 * median per hour, shared by its quarters). Defrost cycles fill a small part of a day, so the median
 * is the trace's normal peak (compressor cycling, door traffic), following slow changes such as a
 * store opening. Null where too few buckets surround it. The window slides hour by hour over a sorted
 * copy of its peaks (an insertion and a removal per bucket), not sorted afresh each hour.
 */
export function baselinePeaks(series: readonly Bucket[]): (number | null)[] {
  const out: (number | null)[] = new Array(series.length).fill(null);
  const window: number[] = [];
  let lo = 0;
  let hi = 0;
  let i = 0;
  while (i < series.length) {
    const hour = Math.floor(series[i]!.start / HOUR_MS);
    const from = (hour - BASELINE_HALF_WINDOW_H) * HOUR_MS;
    const to = (hour + 1 + BASELINE_HALF_WINDOW_H) * HOUR_MS;
    while (hi < series.length && series[hi]!.start < to) {
      const v = series[hi++]!.max;
      window.splice(lowerBound(window, v), 0, v);
    }
    while (lo < hi && series[lo]!.start < from) {
      window.splice(lowerBound(window, series[lo++]!.max), 1);
    }
    const n = window.length;
    const base =
      n >= BASELINE_MIN_BUCKETS
        ? n % 2
          ? window[n >> 1]!
          : (window[(n >> 1) - 1]! + window[n >> 1]!) / 2
        : null;
    while (i < series.length && Math.floor(series[i]!.start / HOUR_MS) === hour) out[i++] = base;
  }
  return out;
}

/**
 * Maximal runs of adjacent buckets whose peak is at least `riseC` above the baseline peak, closed on
 * both sides (an adjacent bucket before and after that is not raised): a run still going at either
 * end of the trace is not judged.
 */
export function risesOf(series: readonly Bucket[], clock: SiteClock, riseC: number): Rise[] {
  const base = baselinePeaks(series);
  const rises: Rise[] = [];
  let i = 0;
  while (i < series.length) {
    const b = base[i];
    if (b === null || b === undefined || series[i]!.max - b < riseC) {
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < series.length &&
      series[j + 1]!.start === endOf(series[j]!) &&
      base[j + 1] !== null &&
      series[j + 1]!.max - base[j + 1]! >= riseC
    )
      j++;
    const closedBefore = i > 0 && endOf(series[i - 1]!) === series[i]!.start;
    const closedAfter = j + 1 < series.length && series[j + 1]!.start === endOf(series[j]!);
    if (closedBefore && closedAfter) {
      let peak = Number.NEGATIVE_INFINITY;
      let resolution = 0;
      for (let k = i; k <= j; k++) {
        peak = Math.max(peak, series[k]!.max);
        resolution = Math.max(resolution, series[k]!.minutes);
      }
      const start = series[i]!.start;
      const { day, minute } = clock.dayMinute(start);
      rises.push({ start, end: endOf(series[j]!), peak, rise: peak - b, day, minute, resolution });
    }
    i = j + 1;
  }
  return rises;
}

/** Distance between two minutes of the day on a 24-hour clock (23:50 and 00:10 are 20 minutes apart). */
const clockDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 1440;
  return Math.min(d, 1440 - d);
};

/**
 * Defrost cycles of one temperature trace (docs/analytics.md "Temperature compliance"): rises of the
 * bucket peak above the baseline peak that
 * 1. end within `maxMinutes` (plus one bucket): a longer rise is a fault, not a defrost;
 * 2. recur at the same local time of day (± `toleranceMinutes`, at least one bucket) on at least
 *    `minDays` local days: timer defrosts do, door openings and failures do not.
 */
export function detectDefrosts(
  series: readonly Bucket[],
  clock: SiteClock,
  rules: DefrostRules = DEFROST_RULES,
): DefrostCycle[] {
  const rises = risesOf(series, clock, rules.riseC).filter(
    (r) => r.end - r.start <= (rules.maxMinutes + r.resolution) * MINUTE_MS,
  );
  const cycles: DefrostCycle[] = [];
  for (const r of rises) {
    // Other local days with a rise at the same time of day.
    const days = new Set<string>([r.day]);
    for (const o of rises) {
      if (clockDistance(o.minute, r.minute) <= Math.max(rules.toleranceMinutes, r.resolution, o.resolution))
        days.add(o.day);
    }
    if (days.size < rules.minDays) continue;
    cycles.push({ start: r.start, end: r.end, peak: r.peak, rise: r.rise });
  }
  return cycles;
}
