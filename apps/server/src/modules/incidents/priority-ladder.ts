import type { SENTINEL_TYPES } from '@sw/contracts';

/** The priorities the service stores (spec 2 §4: NORMAL is shown as Low, HIGHEST as Critical). */
export type Priority = 'NORMAL' | 'HIGH' | 'HIGHEST';
type Step = { opened: Priority; escalated: Priority };

/**
 * The priority of each step of a breach, per sentinel type: a rule opens an incident and, when the
 * breach lasts (rules-*.ts decide how long), escalates it once. Food safety (temperature, doors)
 * opens High and escalates to Critical; a silent device, energy above baseline and a thermostat off
 * its set point open Low and escalate to High, because on their own they harm no stock
 * (docs/decisions.md, C-110).
 */
const LADDER: Record<(typeof SENTINEL_TYPES)[number], Step> = {
  TEMPERATURE_RANGE: { opened: 'HIGH', escalated: 'HIGHEST' },
  DOOR_OPEN: { opened: 'HIGH', escalated: 'HIGHEST' },
  DEVICE_OFFLINE: { opened: 'NORMAL', escalated: 'HIGH' },
  ENERGY_BASELINE: { opened: 'NORMAL', escalated: 'HIGH' },
  SETPOINT_DEVIATION: { opened: 'NORMAL', escalated: 'HIGH' },
};
const FALLBACK: Step = { opened: 'HIGH', escalated: 'HIGHEST' };

/** A type the ladder does not know (a row written by a newer version) is treated as food safety. */
export const ladderOf = (sentinelType: string): Step =>
  (LADDER as Record<string, Step | undefined>)[sentinelType] ?? FALLBACK;

const RANK: Record<Priority, number> = { NORMAL: 1, HIGH: 3, HIGHEST: 4 };
export const isAbove = (a: Priority, b: Priority) => RANK[a] > RANK[b];

/** Emails go out for High and Critical only (spec 2: "new high and critical incidents"). */
export const isEmailed = (p: Priority): p is 'HIGH' | 'HIGHEST' => p === 'HIGH' || p === 'HIGHEST';
