import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';

/** B-064: screens showing "today so far" refresh this often. */
export const DAY_RANGE_REFRESH_MS = 900_000;

export interface TimeRange {
  from: Date;
  to: Date;
}

/**
 * From the start of the day to `now`, the day being the one in `timeZone` (B-065: the site's zone on a
 * site's screen, else the user's). A store's "today" starts at its own midnight, not the viewer's.
 */
export function dayRangeUntil(now: Date, timeZone: string): TimeRange {
  const local = new TZDate(now.getTime(), timeZone);
  return { from: new Date(startOfDay(local).getTime()), to: new Date(now.getTime()) };
}

/** How long a day range made for one zone is handed out again by `recentDayRange`. */
export const DAY_RANGE_SHARE_MS = 10_000;

let recent: { timeZone: string; made: number; range: TimeRange } | null = null;

/**
 * Today's range in `timeZone`, the same one for every caller within DAY_RANGE_SHARE_MS: a route's
 * loader asks for a page's data with it while the page's code downloads, and the page then reads that
 * data under the same query key instead of asking again with a range a few milliseconds longer.
 */
export function recentDayRange(timeZone: string, now = new Date()): TimeRange {
  const age = now.getTime() - (recent?.made ?? Number.NEGATIVE_INFINITY);
  if (recent?.timeZone === timeZone && age >= 0 && age < DAY_RANGE_SHARE_MS) return recent.range;
  recent = { timeZone, made: now.getTime(), range: dayRangeUntil(now, timeZone) };
  return recent.range;
}
