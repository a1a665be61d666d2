/** The priorities the service stores (spec 2 §4: NORMAL is shown as Low, HIGHEST as Critical). */
export type Priority = 'NORMAL' | 'HIGH' | 'HIGHEST';

/**
 * The priority of each step of a breach, per sentinel type: a rule opens an incident and, when the
 * breach lasts (rules-*.ts decide how long), escalates it once. Food safety (temperature, doors)
 * opens High and escalates to Critical; a silent device, energy above baseline and a thermostat off
 * its set point open Low and escalate to High, because on their own they harm no stock
 * (docs/decisions.md, C-091).
 */
const LADDER: Record<string, { opened: Priority; escalated: Priority }> = {
  TEMPERATURE_RANGE: { opened: 'HIGH', escalated: 'HIGHEST' },
  DOOR_OPEN: { opened: 'HIGH', escalated: 'HIGHEST' },
  DEVICE_OFFLINE: { opened: 'NORMAL', escalated: 'HIGH' },
  ENERGY_BASELINE: { opened: 'NORMAL', escalated: 'HIGH' },
  SETPOINT_DEVIATION: { opened: 'NORMAL', escalated: 'HIGH' },
};
const FALLBACK = { opened: 'HIGH', escalated: 'HIGHEST' } as const;

export const ladderOf = (sentinelType: string) => LADDER[sentinelType] ?? FALLBACK;

const RANK: Record<Priority, number> = { NORMAL: 1, HIGH: 3, HIGHEST: 4 };
export const isAbove = (a: Priority, b: Priority) => RANK[a] > RANK[b];

/** Emails go out for High and Critical only (spec 2: "new high and critical incidents"). */
export const isEmailed = (p: Priority): p is 'HIGH' | 'HIGHEST' => p === 'HIGH' || p === 'HIGHEST';
