import { TZDate } from '@date-fns/tz';
import { endOfDay, format, startOfDay } from 'date-fns';
import { safeTimeZone } from './format-date';

// Calendar days read in a time zone: the date-range pickers of the lists (incidents, notifications)
// hold 'yyyy-MM-dd' days of the page's zone, and the calls take instants.

/** The calendar day of `instant` in `timeZone`, 'yyyy-MM-dd'. */
export function dayInZone(instant: Date, timeZone: string): string {
  // Reports ask for the same instant (their `now`) once per site: ~70 µs each through TZDate and
  // format, a third of a second at 5,000 sites, so recent answers are kept.
  const key = `${instant.getTime()}|${timeZone}`;
  const kept = recentDays.get(key);
  if (kept !== undefined) return kept;
  const day = format(new TZDate(instant.getTime(), safeTimeZone(timeZone)), 'yyyy-MM-dd');
  if (recentDays.size >= 512) recentDays.clear();
  recentDays.set(key, day);
  return day;
}
const recentDays = new Map<string, string>();

/**
 * The first (or the last) millisecond of a 'yyyy-MM-dd' day in `timeZone`. Read from the day's noon,
 * which exists on every day, even one whose midnight a daylight-saving change skips.
 */
export function dayEdgeInZone(day: string, timeZone: string, edge: 'start' | 'end'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noon = new TZDate(y, m - 1, d, 12, 0, 0, safeTimeZone(timeZone));
  return new Date((edge === 'start' ? startOfDay(noon) : endOfDay(noon)).getTime());
}

const DAY_MS = 86_400_000;

export interface DayPeriod {
  /** ISO instants for the call. */
  from: string;
  to: string;
  /** The picker's days, 'yyyy-MM-dd' in the zone. */
  fromDay: string;
  toDay: string;
  /** Whether days were given (false: the default period ending now). */
  chosen: boolean;
}

/**
 * A list's period from a date-range picker's days read in `timeZone`: from the start of the first day
 * to the end of the last; one day alone is a one-day period and a reversed pair is swapped rather than
 * refused. Without days, the last `defaultDays` days up to `now` (the lists' and the server's default).
 */
export function dayPeriod(
  days: { from?: string; to?: string },
  timeZone: string,
  now: Date,
  defaultDays: number,
): DayPeriod {
  let { from: fromDay, to: toDay } = days;
  if (!fromDay && !toDay) {
    const from = new Date(now.getTime() - defaultDays * DAY_MS);
    return {
      from: from.toISOString(),
      to: now.toISOString(),
      fromDay: dayInZone(from, timeZone),
      toDay: dayInZone(now, timeZone),
      chosen: false,
    };
  }
  fromDay ??= toDay as string;
  toDay ??= fromDay;
  if (fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  return {
    from: dayEdgeInZone(fromDay, timeZone, 'start').toISOString(),
    to: dayEdgeInZone(toDay, timeZone, 'end').toISOString(),
    fromDay,
    toDay,
    chosen: true,
  };
}
