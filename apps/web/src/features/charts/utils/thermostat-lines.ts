import type { ThermostatActivitySample } from '@sw/contracts';
import {
  CONTROL_BANDS,
  convertTemperature,
  isLocalAdjustment,
  type RunPeriod,
  runPeriods,
  type TemperatureUnit,
} from '@sw/domain';

export interface ThermostatLines {
  times: number[];
  temperature: (number | null)[];
  cool: (number | null)[];
  heat: (number | null)[];
  /** Periods of each control state (Forced On, Forced Off, Local Override, Manual Mode). */
  bands: Record<(typeof CONTROL_BANDS)[number]['name'], RunPeriod[]>;
  localAdjustment: RunPeriod[];
}

/**
 * The activity chart's lines in the user's unit (samples say their own unit: °F samples are
 * converted back to °C first) and its state periods, cut like run periods (end of data, 90-minute
 * gaps, local midnights) so a state never bridges missing data.
 */
export function thermostatLines(
  samples: readonly ThermostatActivitySample[],
  unit: TemperatureUnit,
  timeZone: string,
): ThermostatLines {
  const toUser = (v: number | null | undefined, from: string | null | undefined) => {
    if (v == null) return null;
    const celsius = from === 'F' ? ((v - 32) * 5) / 9 : v;
    return Math.round(convertTemperature(celsius, unit) * 100) / 100;
  };
  const times = samples.map((s) => s.timestamp * 1000);
  const periods = (test: (s: ThermostatActivitySample) => boolean) =>
    runPeriods(
      samples.map((s, i) => ({ t: times[i] ?? 0, on: test(s) })),
      timeZone,
    );
  const bands = Object.fromEntries(
    CONTROL_BANDS.map((b) => [b.name, periods(b.test)]),
  ) as ThermostatLines['bands'];
  return {
    times,
    temperature: samples.map((s) => toUser(s.temperature, s.temperatureUnit)),
    cool: samples.map((s) => toUser(s.coolSetPoint, s.temperatureUnit)),
    heat: samples.map((s) => toUser(s.heatSetPoint, s.temperatureUnit)),
    bands,
    localAdjustment: periods(isLocalAdjustment),
  };
}

/** G-043: the temperature axis when there is nothing to fit, 0–100 °C or 32–212 °F. */
export const defaultTemperatureAxis = (unit: TemperatureUnit) =>
  unit === 'F' ? { min: 32, max: 212 } : { min: 0, max: 100 };
