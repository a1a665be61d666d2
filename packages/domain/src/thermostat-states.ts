// What the thermostat activity chart says about a sample (G-031..G-037; the spec gives the words,
// not the conditions: docs/decisions.md "Charts (issue 12)").

/** The tooltip texts of G-033, in the order they win when several apply. */
export const THERMOSTAT_STATE_TEXTS = [
  'Offline',
  'Maintenance Mode',
  'Thermostat Controls Off',
  'Forced Off',
  'Forced On',
  'Manual Mode',
  'Local Override',
] as const;
export type ThermostatStateText = (typeof THERMOSTAT_STATE_TEXTS)[number];

/** Spec 3 §9: a forced on/off value of 0.15 marks the sample as forced (G-035). */
export const FORCED_VALUE = 0.15;

/** The fields of an activity sample the states read (all optional: a series may omit columns). */
export interface StateSample {
  online?: boolean | null;
  mode?: string | null;
  workingMode?: string | null;
  maintenanceState?: string | null;
  timetableActiveState?: string | null;
  isLocalOverrideActive?: boolean | null;
  overrideForcedOffValue?: number | null;
  overrideForcedOnValue?: number | null;
}

const upper = (s: string | null | undefined) => (s ?? '').toUpperCase();
const near = (v: number | null | undefined) => v != null && Math.abs(v - FORCED_VALUE) < 1e-9;

export const isForcedOff = (s: StateSample) =>
  near(s.overrideForcedOffValue) || upper(s.workingMode) === 'FORCED_OFF';
export const isForcedOn = (s: StateSample) =>
  near(s.overrideForcedOnValue) || upper(s.workingMode) === 'FORCED_ON';
/** Manual mode is the calibration working mode (G-037); MANUAL is read the same way (E-065). */
export const isManualMode = (s: StateSample) => ['CALIBRATION', 'MANUAL'].includes(upper(s.workingMode));
/** The thermostat's own override: its flag, or its working mode LOCAL_ADJUSTMENT (E-065, C-013). */
export const isLocalOverride = (s: StateSample) =>
  s.isLocalOverrideActive === true || upper(s.workingMode) === 'LOCAL_ADJUSTMENT';
/** The timetable is running a local adjustment (G-045). */
export const isLocalAdjustment = (s: StateSample) => upper(s.timetableActiveState) === 'LOCAL_ADJUSTMENT';
export const isMaintenance = (s: StateSample) => {
  const m = upper(s.maintenanceState);
  return m !== '' && m !== 'NORMAL' && m !== 'NONE' && m !== 'OFF';
};

/**
 * Every state text that applies to a sample, in THERMOSTAT_STATE_TEXTS order. Offline (online false)
 * hides the rest: nothing else the sample says can be trusted then. 'Thermostat Controls Off' is the
 * mode off (the thermostat is not heating or cooling whatever the schedule says).
 */
export function thermostatStates(s: StateSample): ThermostatStateText[] {
  if (s.online === false) return ['Offline'];
  const out: ThermostatStateText[] = [];
  if (isMaintenance(s)) out.push('Maintenance Mode');
  if (upper(s.mode) === 'OFF') out.push('Thermostat Controls Off');
  if (isForcedOff(s)) out.push('Forced Off');
  if (isForcedOn(s)) out.push('Forced On');
  if (isManualMode(s)) out.push('Manual Mode');
  if (isLocalOverride(s)) out.push('Local Override');
  return out;
}

/** The control-detail bands of the chart (G-031 legend entries besides Temperature and Set Points). */
export const CONTROL_BANDS = [
  { name: 'Forced On', test: isForcedOn },
  { name: 'Forced Off', test: isForcedOff },
  { name: 'Local Override', test: isLocalOverride },
  { name: 'Manual Mode', test: isManualMode },
] as const;
