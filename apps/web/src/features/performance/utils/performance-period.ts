import { differenceInCalendarDays, format, parseISO, subDays } from 'date-fns';

// The performance pages' periods (F-049, F-073 decided): presets of days ending today (equipment
// group) or yesterday (HVAC: whole days of thermostat samples), or any range up to the report's limit.

export interface Preset {
  value: string;
  label: string;
  days: number;
  /** Days before today that the preset ends (0: today). */
  endsDaysAgo: number;
}

export const EQUIPMENT_PRESETS: readonly Preset[] = [
  { value: 'today', label: 'Today', days: 1, endsDaysAgo: 0 },
  { value: '7', label: 'Last 7 days', days: 7, endsDaysAgo: 0 },
  { value: '14', label: 'Last 14 days', days: 14, endsDaysAgo: 0 },
  { value: '30', label: 'Last 30 days', days: 30, endsDaysAgo: 0 },
];
export const EQUIPMENT_DEFAULT_PRESET = '7';

export const HVAC_PRESETS: readonly Preset[] = [
  { value: '7', label: 'Last 7 days', days: 7, endsDaysAgo: 1 },
  { value: '14', label: 'Last 14 days', days: 14, endsDaysAgo: 1 },
];
/** HVAC_DEFAULT_DAYS: the last 14 complete days, inside the samples' retention. */
export const HVAC_DEFAULT_PRESET = '14';

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: unknown): s is string =>
  typeof s === 'string' && YMD.test(s) && !Number.isNaN(parseISO(s).getTime());

export function presetRange(p: Preset, today: string): { from: string; to: string } {
  const end = subDays(parseISO(today), p.endsDaysAgo);
  return { from: format(subDays(end, p.days - 1), 'yyyy-MM-dd'), to: format(end, 'yyyy-MM-dd') };
}

export interface ResolvedPeriod {
  from: string;
  to: string;
  /** The preset it matches, else 'custom'. */
  preset: string;
}

/**
 * The period in force: from/to of the URL when they make a range of at most `maxDays` ending no later
 * than today, else the default preset.
 */
export function resolvePerformancePeriod(
  search: { from?: string; to?: string },
  today: string,
  presets: readonly Preset[],
  defaultPreset: string,
  maxDays: number,
): ResolvedPeriod {
  let range = presetRange(presets.find((p) => p.value === defaultPreset)!, today);
  if (isDay(search.from) && isDay(search.to)) {
    const span = differenceInCalendarDays(parseISO(search.to), parseISO(search.from));
    if (span >= 0 && span < maxDays && search.to <= today) range = { from: search.from, to: search.to };
  }
  const preset = presets.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  });
  return { ...range, preset: preset?.value ?? 'custom' };
}
