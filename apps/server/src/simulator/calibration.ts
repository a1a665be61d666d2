import type { OperatingHours } from '../db/schema';
import { type Component, hoursArrays, OCCUPANCY_MARGIN_MIN } from './site-types';
import type { Climate } from './sites-catalogue';

/** Hemisphere-aware phase of the warmest day as a fraction of the year (late July / late January). */
export const peakFraction = (lat: number) => (lat >= 0 ? 0.548 : 0.055);

const occShape = (t: number) =>
  Math.min(1.25, 0.3 + 0.065 * Math.max(0, t - 16) + 0.05 * Math.max(0, 13 - t));
const unoccShape = (t: number) =>
  Math.min(1.25, 0.03 + 0.065 * Math.max(0, t - 25) + 0.05 * Math.max(0, 8 - t));
const meal = (m: number) =>
  Math.min(1, 0.45 + 0.55 * Math.exp(-(((m - 750) / 80) ** 2)) + 0.45 * Math.exp(-(((m - 1110) / 90) ** 2)));

export interface NightFractions {
  light: number;
  other: number;
  cook: number;
}

/**
 * Mean of each end use's load shape over a typical year (the same shapes as model-sql.ts, without
 * weather noise), so that magnitude = annual kWh / (8760 h x mean shape) lands the site on its target
 * EUI. Sampled hourly over 52 weeks.
 */
export function meanShapes(
  climate: Climate,
  lat: number,
  hours: OperatingHours | null,
  night: NightFractions,
): Record<Component, number> {
  const { o, c } = hoursArrays(hours);
  const peak = peakFraction(lat);
  const sum: Record<Component, number> = { refrig: 0, light: 0, hvac: 0, cook: 0, other: 0 };
  let n = 0;
  for (let day = 0; day < 364; day++) {
    const season = climate.mean + climate.seasonal * Math.cos(2 * Math.PI * (day / 365.25 - peak));
    const dow = day % 7;
    for (let hour = 0; hour < 24; hour++) {
      const m = hour * 60 + 30;
      const t = season + climate.diurnal * Math.cos((2 * Math.PI * (m - 900)) / 1440);
      const od = o[dow]!;
      const cd = c[dow]!;
      const open = od >= 0 && m >= od && m < cd ? 1 : 0;
      const occ = od >= 0 && m >= od - OCCUPANCY_MARGIN_MIN && m < cd + OCCUPANCY_MARGIN_MIN ? 1 : 0;
      sum.refrig += (0.85 + 0.15 * open) * (1 + 0.012 * (t - 15));
      sum.light += night.light + (1 - night.light) * occ;
      sum.hvac += occ ? occShape(t) : unoccShape(t);
      sum.cook += night.cook + (1 - night.cook) * open * meal(m);
      sum.other += night.other + (1 - night.other) * occ;
      n++;
    }
  }
  return {
    refrig: sum.refrig / n,
    light: sum.light / n,
    hvac: sum.hvac / n,
    cook: sum.cook / n,
    other: sum.other / n,
  };
}

/** kW magnitude of each end use for a site of `annualKwh` split by `shares`. */
export function magnitudes(
  annualKwh: number,
  shares: Record<Component, number>,
  shapes: Record<Component, number>,
): Record<Component, number> {
  const out = {} as Record<Component, number>;
  for (const k of Object.keys(shares) as Component[]) {
    out[k] = shares[k] > 0 ? (annualKwh * shares[k]) / (8760 * shapes[k]) : 0;
  }
  return out;
}
