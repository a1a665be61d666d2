import { z } from 'zod';
import { EscalateAfterMinutes, type Evaluation, escalationMs, MINUTE } from './rules';

// ENERGY_BASELINE: the site's main-meter energy in whole hours against its baseline, the mean of the
// same local hour of the week over the previous `baselineDays` (in whole weeks). An excess above
// `thresholdPct` that lasts `durationMinutes` (whole hours) raises; weather alone moves a site's hourly
// energy by 20-30%, so the demo sentinels ask for 40% over three hours.

export const HOUR = 60 * MINUTE;
/** Fewer weeks of history than this gives no baseline (a new site raises nothing). */
export const MIN_BASELINE_WEEKS = 2;

export const EnergyBaselineParams = z.object({
  baselineDays: z.number().int().min(14).max(91).default(28),
  thresholdPct: z.number().positive().max(1000),
  durationMinutes: z.number().positive().max(10_080).default(180),
  escalateAfterMinutes: EscalateAfterMinutes,
});
export type EnergyBaselineParams = z.infer<typeof EnergyBaselineParams>;

export interface EnergyHour {
  /** Epoch ms of the hour's start. */
  start: number;
  kwh: number;
  /** Mean kWh of the same local hour in earlier weeks; null without enough history. */
  baseline: number | null;
}

export const baselineWeeks = (p: EnergyBaselineParams) => Math.floor(p.baselineDays / 7);

export function energyBreaches(h: EnergyHour, p: EnergyBaselineParams): boolean {
  return h.baseline !== null && h.baseline > 0 && h.kwh > h.baseline * (1 + p.thresholdPct / 100);
}

/** The duration a breach needs, rounded up to whole hours (energy is judged per hour). */
export const energyRequiredMs = (p: EnergyBaselineParams) =>
  Math.ceil((p.durationMinutes * MINUTE) / HOUR) * HOUR;

/** When an energy breach escalates, in whole hours like its duration. */
export const energyEscalateMs = (p: EnergyBaselineParams) => {
  const ms = escalationMs(energyRequiredMs(p), p.escalateAfterMinutes);
  return Math.ceil(ms / HOUR) * HOUR;
};

/**
 * Evaluates at the newest complete hour (`hours` ascending). A breach is a run of consecutive
 * breaching hours ending at the newest one; it raises once it covers the required duration, opening
 * at the end of the hour that completes it, and escalates at three times that.
 */
export function evaluateEnergy(hours: readonly EnergyHour[], p: EnergyBaselineParams): Evaluation {
  const n = hours.length;
  if (n === 0) return { state: 'PENDING' };
  const newest = hours[n - 1]!;
  const requiredMs = energyRequiredMs(p);
  let i = n - 1;
  if (!energyBreaches(newest, p)) {
    // Recovered at the start of the first good hour after the last breaching run.
    while (i > 0 && !energyBreaches(hours[i - 1]!, p)) i--;
    return { state: 'OK', since: hours[i]!.start, value: newest.kwh };
  }
  while (i > 0 && energyBreaches(hours[i - 1]!, p) && hours[i - 1]!.start === hours[i]!.start - HOUR) i--;
  const start = hours[i]!.start;
  const duration = newest.start + HOUR - start;
  if (duration < requiredMs) return { state: 'PENDING' };
  const escalateMs = energyEscalateMs(p);
  const escalated = duration >= escalateMs;
  return {
    state: 'BREACH',
    start,
    openedAt: start + requiredMs,
    escalatedAt: escalated ? start + escalateMs : null,
    priority: escalated ? 'HIGHEST' : 'HIGH',
    last: newest.start + HOUR,
    value: newest.kwh,
    fromFirst: i === 0,
  };
}
