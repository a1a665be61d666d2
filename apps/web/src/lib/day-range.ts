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
