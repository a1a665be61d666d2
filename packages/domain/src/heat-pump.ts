// Heat pumps (spec 3 §2 and §4; G-012/G-013, G-038/G-039, G-053/G-054; docs/decisions.md "Heat pumps").
// A heat pump heats and cools with one compressor and a reversing valve. In cold weather its outdoor
// coil frosts, and it defrosts by running the compressor in reverse for a few minutes: the thermostat
// reports cooling while the space calls for heat, usually with the auxiliary heat (heating stage 2)
// tempering the air. That is not cooling of the space.

import { runPeriods } from './run-periods';

/** The HVAC rules' set-point deadband (°C): within it of the heat set point the space calls for heat. */
const HEAT_CALL_BAND_C = 1.5;

export interface HeatPumpSample {
  mode?: string | null;
  temperature?: number | null;
  heatSetPoint?: number | null;
  coolingStage1Running?: boolean | null;
  coolingStage2Running?: boolean | null;
}

/**
 * Whether a sample of a heat pump is a defrost: cooling runs while the thermostat is in heating mode,
 * or while the space is no warmer than the heat set point plus the deadband (temperatures in one unit;
 * `band` in that unit). Never for a thermostat that is not a heat pump.
 */
export function isDefrost(s: HeatPumpSample, heatPump: boolean, band: number = HEAT_CALL_BAND_C): boolean {
  if (!heatPump) return false;
  if (s.coolingStage1Running !== true && s.coolingStage2Running !== true) return false;
  if (s.mode === 'heating') return true;
  return s.temperature != null && s.heatSetPoint != null && s.temperature <= s.heatSetPoint + band;
}

/**
 * G-053: the samples as the run-time chart reads them. A heat pump's defrost samples do not count as
 * cooling (their cooling flags are dropped); their heating flags stay as reported (the auxiliary heat
 * does heat). Other thermostats' samples are unchanged.
 */
export function heatPumpRunSamples<T extends HeatPumpSample>(
  samples: readonly T[],
  heatPump: boolean,
  band?: number,
): T[] {
  if (!heatPump) return [...samples];
  return samples.map((s) =>
    isDefrost(s, true, band) ? { ...s, coolingStage1Running: false, coolingStage2Running: false } : s,
  );
}

export interface VendorControl {
  heatPump: boolean;
  /** ISO instant from which the heat pump's own control runs it; null when it never does. */
  vendorControlFrom: string | null;
}

/** Epoch ms from which the vendor control runs the heat pump, or null. */
export function vendorControlStart(t: VendorControl): number | null {
  if (!t.heatPump || !t.vendorControlFrom) return null;
  const ms = Date.parse(t.vendorControlFrom);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * G-012/G-013: our control details (forced on/off, local override, manual mode) describe our own
 * control of the unit; while the heat pump's vendor control runs it they do not apply and are hidden.
 * Returns the periods clipped to before the vendor control's start (unchanged without one).
 */
export function clipToOwnControl<P extends { start: number; end: number }>(
  periods: readonly P[],
  t: VendorControl,
): P[] {
  const from = vendorControlStart(t);
  if (from === null) return [...periods];
  return periods.filter((p) => p.start < from).map((p) => (p.end > from ? { ...p, end: from } : p));
}

/** G-038/G-039: the heat pump's own control graph covers [start, end) only from its configured start. */
export function vendorControlRange(
  t: VendorControl,
  range: { start: number; end: number },
): { start: number; end: number } | null {
  const from = vendorControlStart(t);
  if (from === null || from >= range.end) return null;
  return { start: Math.max(from, range.start), end: range.end };
}

export type HeatPumpState = 'heating' | 'cooling' | 'defrost';

/** The heat pump control graph's states (G-038), in drawing order, with their legend labels. */
export const HEAT_PUMP_STATES: readonly { state: HeatPumpState; label: string }[] = [
  { state: 'heating', label: 'Heat Pump Heating' },
  { state: 'cooling', label: 'Heat Pump Cooling' },
  { state: 'defrost', label: 'Heat Pump Defrost' },
];

/** What the compressor of a heat pump sample does, or null when it is idle. */
export function heatPumpState(
  s: HeatPumpSample & { heatingStage1Running?: boolean | null },
  band?: number,
): HeatPumpState | null {
  if (isDefrost(s, true, band)) return 'defrost';
  if (s.coolingStage1Running === true || s.coolingStage2Running === true) return 'cooling';
  if (s.heatingStage1Running === true) return 'heating';
  return null;
}

/**
 * The heat pump control graph (G-038): the periods of each compressor state, from the vendor
 * control's start on (nothing before it, nothing for other thermostats), cut as run periods are
 * (local midnights of `timeZone`, 90-minute gaps, end of data).
 */
export function heatPumpStatePeriods(
  samples: readonly (HeatPumpSample & { t: number; heatingStage1Running?: boolean | null })[],
  t: VendorControl,
  timeZone: string,
  band?: number,
): { state: HeatPumpState; start: number; end: number }[] {
  const from = vendorControlStart(t);
  if (from === null) return [];
  const shown = samples.filter((s) => s.t >= from);
  const states = shown.map((s) => heatPumpState(s, band));
  return HEAT_PUMP_STATES.flatMap(({ state }) =>
    runPeriods(
      shown.map((s, i) => ({ t: s.t, on: states[i] === state })),
      timeZone,
    ).map((p) => ({ state, ...p })),
  );
}
