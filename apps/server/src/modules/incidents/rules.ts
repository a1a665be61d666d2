import { z } from 'zod';

// Pure sentinel rules (issue 4, data.md "Incidents"): given a sensor's readings up to its newest one,
// is the sentinel's condition breached now, for how long, and at which priority.

export const MINUTE = 60_000;
/** A freezer/cooler temperature rise that ends within this long is a defrost, not an incident. */
export const DEFROST_MAX_MINUTES = 45;
/** A breach that lasts this many times its required duration escalates from HIGH to HIGHEST. */
export const ESCALATION_FACTOR = 3;

/**
 * When a breach escalates to HIGHEST, in minutes from its start (optional on every rule type):
 * without it, at ESCALATION_FACTOR × the duration the rule requires; never before it opens.
 */
export const EscalateAfterMinutes = z.number().positive().max(43_200).optional();

/** The escalation instant's distance from a breach's start (see EscalateAfterMinutes). */
export function escalationMs(requiredMs: number, escalateAfterMinutes: number | undefined): number {
  return escalateAfterMinutes === undefined
    ? requiredMs * ESCALATION_FACTOR
    : Math.max(escalateAfterMinutes * MINUTE, requiredMs);
}

export const TemperatureRangeParams = z.object({
  min: z.number(),
  max: z.number(),
  durationMinutes: z.number().positive().max(10_080),
  ignoreDuringDefrost: z.boolean().optional(),
  escalateAfterMinutes: EscalateAfterMinutes,
});
export type TemperatureRangeParams = z.infer<typeof TemperatureRangeParams>;

export const DoorOpenParams = z.object({
  maxOpenMinutes: z.number().positive().max(10_080),
  escalateAfterMinutes: EscalateAfterMinutes,
});
export type DoorOpenParams = z.infer<typeof DoorOpenParams>;

export interface Reading {
  /** Epoch milliseconds. */
  ts: number;
  value: number;
}

export type RulePriority = 'HIGH' | 'HIGHEST';

export type Evaluation =
  /** The newest reading is within the condition: any open incident recovers at `since`. */
  | { state: 'OK'; since: number; value: number }
  /** Out of condition, but not yet for long enough to be an incident (or no readings at all). */
  | { state: 'PENDING' }
  | {
      state: 'BREACH';
      /** The first reading of the continuous breach. */
      start: number;
      /** When the breach became an incident (start + the required duration). */
      openedAt: number;
      /** When it escalated to HIGHEST, if it has. */
      escalatedAt: number | null;
      priority: RulePriority;
      last: number;
      value: number;
      /** The run reaches back to the first reading given: it may have started earlier. */
      fromFirst: boolean;
    };

/** A rule in one shape: which readings breach it and how long a breach must last. */
export interface Rule {
  breaches(value: number): boolean;
  /** A breach must last strictly longer than this to open an incident. */
  requiredMs: number;
  /** A breach lasting longer than this (from its start) escalates to HIGHEST. */
  escalateMs: number;
  /** How far before the newest reading the engine needs readings. */
  lookbackMs: number;
}

export function temperatureRule(p: TemperatureRangeParams): Rule {
  // Defrost (decision, data.md): a rise that returns within 45 minutes is a defrost, so with
  // ignoreDuringDefrost a breach must outlast max(durationMinutes, 45 min) before it raises.
  const minutes = p.ignoreDuringDefrost
    ? Math.max(p.durationMinutes, DEFROST_MAX_MINUTES)
    : p.durationMinutes;
  const requiredMs = minutes * MINUTE;
  const escalateMs = escalationMs(requiredMs, p.escalateAfterMinutes);
  return {
    breaches: (v) => v < p.min || v > p.max,
    requiredMs,
    escalateMs,
    lookbackMs: escalateMs + requiredMs,
  };
}

export function doorRule(p: DoorOpenParams): Rule {
  const requiredMs = p.maxOpenMinutes * MINUTE;
  const escalateMs = escalationMs(requiredMs, p.escalateAfterMinutes);
  return { breaches: (v) => v >= 0.5, requiredMs, escalateMs, lookbackMs: escalateMs + requiredMs };
}

/**
 * Evaluates a rule at the newest reading. `readings` must be in ascending time order. A breach is a
 * run of consecutive breaching readings ending at the newest one; its length is the time from its
 * first to its newest reading (a run reaching back to the first reading given starts there).
 */
export function evaluate(rule: Rule, readings: readonly Reading[]): Evaluation {
  const n = readings.length;
  if (n === 0) return { state: 'PENDING' };
  const newest = readings[n - 1]!;
  if (!rule.breaches(newest.value)) {
    // Recovery instant: the first in-condition reading after the last breaching one.
    let i = n - 1;
    while (i > 0 && !rule.breaches(readings[i - 1]!.value)) i--;
    return { state: 'OK', since: readings[i]!.ts, value: newest.value };
  }
  let i = n - 1;
  while (i > 0 && rule.breaches(readings[i - 1]!.value)) i--;
  const start = readings[i]!.ts;
  const duration = newest.ts - start;
  if (duration <= rule.requiredMs) return { state: 'PENDING' };
  const escalateAt = start + rule.escalateMs;
  const escalated = duration > rule.escalateMs;
  return {
    state: 'BREACH',
    start,
    openedAt: start + rule.requiredMs,
    escalatedAt: escalated ? escalateAt : null,
    priority: escalated ? 'HIGHEST' : 'HIGH',
    last: newest.ts,
    value: newest.value,
    fromFirst: i === 0,
  };
}

/** The rule of a sentinel, or null for a type this engine does not evaluate yet or bad params. */
export function ruleOf(sentinelType: string, params: unknown): Rule | null {
  if (sentinelType === 'TEMPERATURE_RANGE') {
    const p = TemperatureRangeParams.safeParse(params);
    return p.success && p.data.min <= p.data.max ? temperatureRule(p.data) : null;
  }
  if (sentinelType === 'DOOR_OPEN') {
    const p = DoorOpenParams.safeParse(params);
    return p.success ? doorRule(p.data) : null;
  }
  return null;
}

export const EVALUATED_TYPES = ['TEMPERATURE_RANGE', 'DOOR_OPEN'] as const;
