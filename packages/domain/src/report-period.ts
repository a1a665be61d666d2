import { dayInZone } from './zone-days';

// Periods of days of the controls and savings pages: yyyy-MM-dd days of the page's zone, from … to
// inclusive, as the reports take them (each site reads them in its own zone).

const DAY_MS = 86_400_000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-MM-dd plus `n` days. */
export const addDaysTo = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from … to, both counted (1 for a single day). */
export const daysInclusive = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const isDay = (s: string | undefined): s is string =>
  s !== undefined &&
  YMD.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export interface ReportPeriod {
  from: string;
  to: string;
  /** The days came from the URL (false: the default period). */
  chosen: boolean;
}

/**
 * The period of a page from its URL days: the last `defaultDays` complete days (ending yesterday in
 * `timeZone`) when none is given; one day alone is a one-day period; a reversed pair is swapped; a
 * period longer than `maxDays` keeps its last `maxDays` days. Days that are not dates are ignored.
 */
export function reportPeriod(
  days: { from?: string; to?: string },
  now: Date,
  timeZone: string,
  o: { defaultDays: number; maxDays: number },
): ReportPeriod {
  let from = isDay(days.from) ? days.from : undefined;
  let to = isDay(days.to) ? days.to : undefined;
  if (!from && !to) {
    const yesterday = addDaysTo(dayInZone(now, timeZone), -1);
    return { from: addDaysTo(yesterday, -(o.defaultDays - 1)), to: yesterday, chosen: false };
  }
  from ??= to as string;
  to ??= from;
  if (from > to) [from, to] = [to, from];
  if (daysInclusive(from, to) > o.maxDays) from = addDaysTo(to, -(o.maxDays - 1));
  return { from, to, chosen: true };
}
