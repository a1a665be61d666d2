import { TZDate } from '@date-fns/tz';
import { DEFAULT_INCIDENT_DAYS } from '@sw/contracts';
import { safeTimeZone } from '@sw/domain';
import { addDays, endOfDay, format, startOfDay } from 'date-fns';

const DAY_MS = 86_400_000;

export interface Period {
  /** ISO instants sent to GET /api/v1/incidents. */
  from: string;
  to: string;
  /** The picker's days ('yyyy-MM-dd') in the page's zone. */
  fromDay: string;
  toDay: string;
  /** Whether the URL chose the period (false: the default last 7 days). */
  chosen: boolean;
}

/** The calendar day of `instant` in `timeZone`, 'yyyy-MM-dd'. */
export function dayIn(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), safeTimeZone(timeZone)), 'yyyy-MM-dd');
}

/** Midnight at the start (or the last millisecond) of a 'yyyy-MM-dd' day in `timeZone`. */
export function dayBoundary(day: string, timeZone: string, edge: 'start' | 'end'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const local = new TZDate(y, m - 1, d, 12, 0, 0, safeTimeZone(timeZone));
  return new Date((edge === 'start' ? startOfDay(local) : endOfDay(local)).getTime());
}

/**
 * The list's period (C-045, C-064): the days in the URL read in `timeZone` (the site's on a site
 * page, the user's on the multi-site page, C-065), from the start of the first day to the end of the
 * last; without days, the last 7 days up to now, as the server's own default. A reversed pair is
 * swapped rather than refused; one day alone is a one-day period.
 */
export function incidentPeriod(search: { from?: string; to?: string }, timeZone: string, now: Date): Period {
  let { from: fromDay, to: toDay } = search;
  if (!fromDay && !toDay) {
    const from = new Date(now.getTime() - DEFAULT_INCIDENT_DAYS * DAY_MS);
    return {
      from: from.toISOString(),
      to: now.toISOString(),
      fromDay: dayIn(from, timeZone),
      toDay: dayIn(now, timeZone),
      chosen: false,
    };
  }
  fromDay ??= toDay as string;
  toDay ??= fromDay;
  if (fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  return {
    from: dayBoundary(fromDay, timeZone, 'start').toISOString(),
    to: dayBoundary(toDay, timeZone, 'end').toISOString(),
    fromDay,
    toDay,
    chosen: true,
  };
}

/** The days before `day` in a 'yyyy-MM-dd' string (the picker's presets). */
export function daysBefore(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return format(addDays(new Date(y, m - 1, d), -count), 'yyyy-MM-dd');
}
