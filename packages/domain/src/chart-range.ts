// Chart ranges: zoom (G-055..G-057) and the energy chart's aggregation choices (G-023..G-026).

export interface TimeWindow {
  from: number;
  to: number;
}

/**
 * The window a zoom selection gives: the two edges in order, clipped to the current window. A
 * selection whose start equals its end (a click, not a drag) is ignored: null (G-057).
 */
export function zoomWindow(current: TimeWindow, a: number, b: number): TimeWindow | null {
  const from = Math.max(current.from, Math.min(a, b));
  const to = Math.min(current.to, Math.max(a, b));
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return null;
  return { from, to };
}

/** G-026: the energy series ends at now at the latest; a window wholly in the future is empty. */
export function capAtNow(w: TimeWindow, now: number): TimeWindow | null {
  const to = Math.min(w.to, now);
  return to > w.from ? { from: w.from, to } : null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Energy Activity's aggregation options (G-024, G-025 decided): one minute, 15 minutes, hour, day. */
export const ENERGY_AGG_OPTIONS = [
  { value: '1m', label: '1 minute', ms: MINUTE },
  { value: '15m', label: '15 minutes', ms: 15 * MINUTE },
  { value: '1h', label: '1 hour', ms: 60 * MINUTE },
  { value: '1d', label: '1 day', ms: DAY },
] as const;
export type EnergyChartAgg = (typeof ENERGY_AGG_OPTIONS)[number]['value'];

/** G-023: the one-minute option is off when the window is longer than one day. */
export const oneMinuteAllowed = (w: TimeWindow) => w.to - w.from <= DAY;

/**
 * The aggregation a window starts with (G-025 decided): 15 minutes up to two days, an hour up to 31
 * days, a day beyond, the server's own default; a chosen one is kept while it stays allowed and
 * draws at most ~3,000 points.
 */
export function energyAggFor(w: TimeWindow, chosen?: EnergyChartAgg | null): EnergyChartAgg {
  const span = w.to - w.from;
  if (chosen) {
    const opt = ENERGY_AGG_OPTIONS.find((o) => o.value === chosen)!;
    const allowed = chosen !== '1m' || oneMinuteAllowed(w);
    if (allowed && span / opt.ms <= 3000) return chosen;
  }
  if (span <= 2 * DAY) return '15m';
  if (span <= 31 * DAY) return '1h';
  return '1d';
}
