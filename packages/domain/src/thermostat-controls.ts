/**
 * Thermostat mode cycle and override states (spec 3 §4; G-014, G-015, G-033, G-037).
 */

/** G-014: the order a thermostat's mode steps through. */
export const THERMOSTAT_MODE_CYCLE = ['off', 'cooling', 'heating', 'auto'] as const;
export type CycleMode = (typeof THERMOSTAT_MODE_CYCLE)[number];

/** The mode after `mode` in the cycle (auto wraps to off); an unknown mode starts the cycle. */
export function nextThermostatMode(mode: string | null | undefined): CycleMode {
  const i = THERMOSTAT_MODE_CYCLE.indexOf(mode as CycleMode);
  return THERMOSTAT_MODE_CYCLE[(i + 1) % THERMOSTAT_MODE_CYCLE.length]!;
}

/** G-015: the override states a thermostat can be in, in the order they are shown. */
export const OVERRIDE_STATES = [
  'FORCED_ON',
  'FORCED_OFF',
  'LOCAL_OVERRIDE',
  'MANUAL_MODE',
  'MAINTENANCE',
  'LOCAL_ADJUSTMENT',
] as const;
export type OverrideState = (typeof OVERRIDE_STATES)[number];

/** G-033's texts for each state. */
export const OVERRIDE_STATE_LABELS: Record<OverrideState, string> = {
  FORCED_ON: 'Forced On',
  FORCED_OFF: 'Forced Off',
  LOCAL_OVERRIDE: 'Local Override',
  MANUAL_MODE: 'Manual Mode',
  MAINTENANCE: 'Maintenance Mode',
  LOCAL_ADJUSTMENT: 'Local Adjustment',
};

/** What of a status sample decides its override states (G-046 fields). */
export interface OverrideSample {
  workingMode: string | null;
  localAdjustmentOverride: string | null;
  maintenanceState: string | null;
  timetableActiveState: string | null;
}

/**
 * G-015/G-034 (decided, docs/decisions.md): forced on/off and manual mode are working modes
 * (FORCED_ON, FORCED_OFF, CALIBRATION: G-037); a local override is a keypad adjustment in force
 * (working mode LOCAL_ADJUSTMENT or a localAdjustmentOverride product); maintenance is any
 * maintenanceState other than NORMAL; a local adjustment is a timetable whose active state says so.
 */
export function overrideStates(s: OverrideSample): OverrideState[] {
  const on = new Set<OverrideState>();
  if (s.workingMode === 'FORCED_ON') on.add('FORCED_ON');
  if (s.workingMode === 'FORCED_OFF') on.add('FORCED_OFF');
  if (s.workingMode === 'LOCAL_ADJUSTMENT' || (s.localAdjustmentOverride ?? '') !== '')
    on.add('LOCAL_OVERRIDE');
  if (s.workingMode === 'CALIBRATION') on.add('MANUAL_MODE');
  if (s.maintenanceState && s.maintenanceState.toUpperCase() !== 'NORMAL') on.add('MAINTENANCE');
  if (s.timetableActiveState === 'LOCAL_ADJUSTMENT') on.add('LOCAL_ADJUSTMENT');
  return OVERRIDE_STATES.filter((x) => on.has(x));
}
