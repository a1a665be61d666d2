import { TZDate } from '@date-fns/tz';
import { safeTimeZone } from '@sw/domain';
import { differenceInCalendarDays, format, parseISO, subDays } from 'date-fns';

// The compliance pages' period (decision): the last 7 days by default, today included, in the page's
// zone; presets of 7, 14 and 30 days, or any range of days up to the page's limit, in the URL as
// from/to (yyyy-MM-dd).

export const PERIOD_PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 14, label: 'Last 14 days' },
  { days: 30, label: 'Last 30 days' },
] as const;
export const DEFAULT_PERIOD_DAYS = 7;

export interface Period {
  from: string;
  to: string;
  /** The preset it matches, if any. */
  days: number | null;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: unknown): s is string =>
  typeof s === 'string' && YMD.test(s) && !Number.isNaN(parseISO(s).getTime());

/** Today in `timeZone` as yyyy-MM-dd. */
export function todayIn(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), safeTimeZone(timeZone)), 'yyyy-MM-dd');
}

/** The last `days` days up to `today`, inclusive. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: format(subDays(parseISO(today), days - 1), 'yyyy-MM-dd'), to: today };
}

/**
 * The period in force: from/to of the URL when they make a range of at most `maxDays` ending no later
 * than today, else the default (last 7 days).
 */
export function resolvePeriod(
  search: { from?: string; to?: string },
  today: string,
  maxDays: number,
): Period {
  let range = lastDays(today, DEFAULT_PERIOD_DAYS);
  if (isDay(search.from) && isDay(search.to)) {
    const span = differenceInCalendarDays(parseISO(search.to), parseISO(search.from));
    if (span >= 0 && span < maxDays && search.to <= today) range = { from: search.from, to: search.to };
  }
  const preset = PERIOD_PRESETS.find((p) => {
    const l = lastDays(today, p.days);
    return l.from === range.from && l.to === range.to;
  });
  return { ...range, days: preset?.days ?? null };
}

/** Days of a period, inclusive. */
export const periodDays = (p: { from: string; to: string }) =>
  differenceInCalendarDays(parseISO(p.to), parseISO(p.from)) + 1;
