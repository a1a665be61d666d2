import { type DisplayPriority, displayPriority } from './priorities';

// How incidents and notifications read on screen: one place for every list that shows them (the
// incidents list, the notification list), so that a priority or a rule type looks the same on both.

/** Full priority names (the severity filters, the notification list): NORMAL reads Low, HIGHEST Critical (C-092). */
export const PRIORITY_NAMES: Readonly<Record<DisplayPriority, string>> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  CRITICAL: 'Critical',
};

/** C-024 (decision): one Mantine colour per shown priority; a dismissed row is grey (the caller's rule). */
export const PRIORITY_COLORS: Readonly<Record<DisplayPriority, string>> = {
  LOW: 'blue',
  MEDIUM: 'yellow',
  HIGH: 'orange',
  CRITICAL: 'red',
};

/** The full name of a received priority ('Low' … 'Critical'); '' when the label is unknown. */
export function priorityName(p: string | null | undefined): string {
  const d = displayPriority(p);
  return d ? PRIORITY_NAMES[d] : '';
}

/** The colour of a received priority; grey when the label is unknown. */
export function priorityColor(p: string | null | undefined): string {
  const d = displayPriority(p);
  return d ? PRIORITY_COLORS[d] : 'gray';
}

/**
 * Sentinel type names (C-069), keyed by the service's types (contracts SENTINEL_TYPES): a screen
 * indexing this with a type the map lacks fails to compile, so a new type cannot go unnamed.
 */
export const SENTINEL_TYPE_LABELS = {
  TEMPERATURE_RANGE: 'Temperature out of range',
  DOOR_OPEN: 'Door left open',
  DEVICE_OFFLINE: 'Device offline',
  ENERGY_BASELINE: 'Energy above baseline',
  SETPOINT_DEVIATION: 'Setpoint deviation',
} as const satisfies Record<string, string>;
