import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { safeTimeZone } from './format-date';

// The thermostat run-time chart (spec 3 §4, G-050..G-052): when the fan, heating and cooling ran,
// read from the running flags of the activity samples.

/** A gap of 90 minutes or more between two samples ends a run period (spec 3 §9). */
export const RUN_GAP_MS = 90 * 60_000;

/** One running flag at one instant (epoch ms); null means the sample did not carry the flag. */
export interface RunSample {
  t: number;
  on: boolean | null;
}

/** A run period [start, end) in epoch ms. */
export interface RunPeriod {
  start: number;
  end: number;
}

export interface StagedPeriod extends RunPeriod {
  stage: 1 | 2;
}

/**
 * The periods a flag was on. A period starts at the first sample with the flag on and ends at the
 * first sample with it off, at the last sample (end of data), at the last sample before a gap of
 * `gapMs` or more (nothing is known inside the gap), or at midnight in `timeZone` (the next day
 * starts a new period), so a period never spans two local days. Samples may come in any order; a
 * null flag counts as off. A period of one sample (on, then nothing) has no length and is dropped.
 */
export function runPeriods(
  samples: readonly RunSample[],
  timeZone: string,
  gapMs: number = RUN_GAP_MS,
): RunPeriod[] {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const raw: RunPeriod[] = [];
  let start: number | null = null;
  let prev: number | null = null;
  for (const s of sorted) {
    if (start !== null && prev !== null && s.t - prev >= gapMs) {
      raw.push({ start, end: prev });
      start = null;
    }
    if (s.on === true && start === null) start = s.t;
    else if (s.on !== true && start !== null) {
      raw.push({ start, end: s.t });
      start = null;
    }
    prev = s.t;
  }
  if (start !== null && prev !== null) raw.push({ start, end: prev });
  return raw.flatMap((p) => splitAtMidnights(p, timeZone)).filter((p) => p.end > p.start);
}

/** The period cut at every local midnight of `timeZone` inside it. */
export function splitAtMidnights(p: RunPeriod, timeZone: string): RunPeriod[] {
  const zone = safeTimeZone(timeZone);
  const out: RunPeriod[] = [];
  let start = p.start;
  while (start < p.end) {
    const midnight = startOfDay(addDays(new TZDate(start, zone), 1)).getTime();
    const end = Math.min(midnight, p.end);
    out.push({ start, end });
    start = end;
  }
  return out;
}

/**
 * Stage 1 and stage 2 periods of one lane for drawing (G-052): stage 2 periods are drawn whole, over
 * stage 1, and each stage 1 period keeps only its parts before and after the stage 2 periods inside
 * it. The result never overlaps and covers exactly the union of both inputs; sorted by start.
 */
export function overlayStages(stage1: readonly RunPeriod[], stage2: readonly RunPeriod[]): StagedPeriod[] {
  const twos = mergePeriods(stage2);
  const out: StagedPeriod[] = twos.map((p) => ({ ...p, stage: 2 as const }));
  for (const p of mergePeriods(stage1)) {
    let start = p.start;
    for (const q of twos) {
      if (q.end <= start || q.start >= p.end) continue;
      if (q.start > start) out.push({ start, end: q.start, stage: 1 });
      start = Math.max(start, q.end);
    }
    if (start < p.end) out.push({ start, end: p.end, stage: 1 });
  }
  return out.sort((a, b) => a.start - b.start || a.stage - b.stage);
}

/** Overlapping or touching periods joined; sorted; empty ones dropped. */
export function mergePeriods(periods: readonly RunPeriod[]): RunPeriod[] {
  const sorted = periods.filter((p) => p.end > p.start).sort((a, b) => a.start - b.start);
  const out: RunPeriod[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
    else out.push({ ...p });
  }
  return out;
}

/** The run-time chart's lanes (spec 3 §9): each occupies its band of the 0-30 axis. */
export const RUN_LANES = [
  { key: 'fan', label: 'Fan', from: 0, to: 10 },
  { key: 'heating', label: 'Heating', from: 10, to: 20 },
  { key: 'cooling', label: 'Cooling', from: 20, to: 30 },
] as const;
export type RunLane = (typeof RUN_LANES)[number]['key'];

/** The run-time chart's height in pixels (spec 3 §9). */
export const RUN_CHART_HEIGHT = 160;

export interface RunFlags {
  t: number;
  fanRunning?: boolean | null;
  heatingStage1Running?: boolean | null;
  heatingStage2Running?: boolean | null;
  coolingStage1Running?: boolean | null;
  coolingStage2Running?: boolean | null;
}

export interface LanePeriod extends StagedPeriod {
  lane: RunLane;
}

/**
 * Every lane's periods from the samples: the fan has one stage; heating and cooling overlay their
 * stage 2 on stage 1. Periods are cut at local midnights of `timeZone` and at gaps of 90 minutes.
 */
export function runLanes(samples: readonly RunFlags[], timeZone: string): LanePeriod[] {
  const flag = (pick: (s: RunFlags) => boolean | null | undefined) =>
    runPeriods(
      samples.map((s) => ({ t: s.t, on: pick(s) ?? null })),
      timeZone,
    );
  const lane = (key: RunLane, periods: StagedPeriod[]) => periods.map((p) => ({ ...p, lane: key }));
  return [
    ...lane(
      'fan',
      flag((s) => s.fanRunning).map((p) => ({ ...p, stage: 1 as const })),
    ),
    ...lane(
      'heating',
      overlayStages(
        flag((s) => s.heatingStage1Running),
        flag((s) => s.heatingStage2Running),
      ),
    ),
    ...lane(
      'cooling',
      overlayStages(
        flag((s) => s.coolingStage1Running),
        flag((s) => s.coolingStage2Running),
      ),
    ),
  ];
}
