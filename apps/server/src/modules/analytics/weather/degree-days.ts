// Degree-days from daily weather (docs/analytics.md "Degree-days"). Pure: the repository reads the
// days (or their monthly sums, weather-months.ts), these functions do the arithmetic.

/** A site's weather on one local day: mean of its hourly readings, their lowest and highest, how many. */
export interface WeatherDay {
  /** 'yyyy-MM-dd', the site's local day. */
  day: string;
  mean: number;
  min: number;
  max: number;
  hours: number;
}

/** A day counts when at least this many of its hourly readings arrived (of 23–25). */
export const MIN_WEATHER_HOURS = 18;
/** A month's weather counts when at least this share of its days have weather. */
export const MIN_WEATHER_DAY_SHARE = 0.9;

/**
 * Mean over a day of max(0, c − D·cos θ), θ spread evenly over the day: the degree-days of a day
 * whose temperature follows a sine around its mean with half-range D, where c is how far the mean
 * lies below the base (heating) or above it (cooling). This is the single-sine method (Baskerville &
 * Emin 1969; CIBSE TM41's Met Office equations are its straight-line version): on a day that
 * crosses the base it counts the cold night hours that the daily mean alone misses.
 *   c ≥ D  → c (the whole day is on that side of the base)
 *   c ≤ −D → 0
 *   else   → (c·(π − acos(c/D)) + D·√(1 − (c/D)²)) / π
 */
export function singleSine(c: number, halfRange: number): number {
  const d = Math.max(0, halfRange);
  if (c >= d) return Math.max(0, c);
  if (c <= -d) return 0;
  const x = c / d;
  return (c * (Math.PI - Math.acos(x)) + d * Math.sqrt(1 - x * x)) / Math.PI;
}

/** Heating degree-days of a day at base temperature `base` (°C). */
export const heatingDegreeDays = (d: WeatherDay, base: number) =>
  singleSine(base - d.mean, (d.max - d.min) / 2);

/** Cooling degree-days of a day at base temperature `base` (°C). */
export const coolingDegreeDays = (d: WeatherDay, base: number) =>
  singleSine(d.mean - base, (d.max - d.min) / 2);

/** Whether a day's weather counts (enough hourly readings). */
export const hasWeather = (d: WeatherDay) => d.hours >= MIN_WEATHER_HOURS;
