import type { Incident } from '@sw/contracts';
import { type DisplayPriority, displayPriority, formatDurationBetween } from '@sw/domain';

/** C-095: the 'Notifications Sent' columns, each counting its incoming labels. */
export const COUNT_COLUMNS: readonly { label: string; title: string; priority: DisplayPriority }[] = [
  { label: 'Low', title: 'Low', priority: 'LOW' },
  { label: 'Med', title: 'Medium', priority: 'MEDIUM' },
  { label: 'High', title: 'High', priority: 'HIGH' },
  { label: 'Crit', title: 'Critical', priority: 'CRITICAL' },
];

/** Notifications sent per shown priority: NORMAL counts as Low, HIGHEST as Crit (C-094, C-095). */
export function countsByDisplayPriority(incident: Pick<Incident, 'notificationCountsByPriority'>) {
  const out: Record<DisplayPriority, number> = { LOW: 0, MEDIUM: 0, HIGH: 0, CRITICAL: 0 };
  for (const [label, count] of Object.entries(incident.notificationCountsByPriority)) {
    const d = displayPriority(label);
    if (d && typeof count === 'number') out[d] += count;
  }
  return out;
}

/** C-078: 'Active' while not resolved, else 'Resolved'. */
export function statusLabel(incident: Pick<Incident, 'resolved'>): 'Active' | 'Resolved' {
  return incident.resolved ? 'Resolved' : 'Active';
}

/**
 * C-081/C-082: hours and minutes from the start to the recovery; an active incident's duration runs
 * to `now` (how long it has lasted so far) and its end time is shown as missing.
 */
export function incidentDuration(incident: Pick<Incident, 'createdAt' | 'recoveredAt'>, now: Date): string {
  return formatDurationBetween(incident.createdAt, incident.recoveredAt ?? now);
}

/** C-079/C-080: sensor-based rules whose active incidents show the sensor's most recent value. */
export const SENSOR_SENTINEL_TYPES = ['TEMPERATURE_RANGE', 'DOOR_OPEN', 'SETPOINT_DEVIATION'] as const;

export function showsMostRecentValue(incident: Pick<Incident, 'resolved' | 'sentinelType' | 'sensorId'>) {
  return (
    !incident.resolved &&
    incident.sensorId !== null &&
    (SENSOR_SENTINEL_TYPES as readonly string[]).includes(incident.sentinelType)
  );
}

/** C-097: handling logs newest first for display (the server sends them oldest first). */
export function logsForDisplay<T>(logs: readonly T[]): T[] {
  return [...logs].reverse();
}
