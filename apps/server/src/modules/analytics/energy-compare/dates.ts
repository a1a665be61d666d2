import { CURRENT_MONTH, daysBetween } from '@sw/contracts';
import { addMonths, dayAfterMonth, dayInZone, monthOf } from '@sw/domain';
import { badRequest } from '../../../lib/http-errors';

/** An inclusive period of local calendar days, 'yyyy-MM-dd'. */
export interface DayRange {
  from: string;
  to: string;
}

/** The day before a 'yyyy-MM-dd' day. */
export const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The day `n` days after a 'yyyy-MM-dd' day. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Inclusive number of days of a range. */
export const daysIn = (r: DayRange) => daysBetween(r.from, r.to) + 1;

/**
 * `{dates}` of energy_report and site_peak_demand_report (decided; docs/analytics.md): one local day
 * 'yyyy-MM-dd'; one local month 'yyyy-MM' (the current month stops at today); 'current_month' (the
 * site's current month up to today). `today` is the site's local today.
 */
export function resolveDates(dates: string, today: string): DayRange {
  if (dates === CURRENT_MONTH) return { from: `${monthOf(today)}-01`, to: today };
  if (/^\d{4}-\d{2}$/.test(dates)) {
    const last = dayBefore(dayAfterMonth(dates));
    return { from: `${dates}-01`, to: dates === monthOf(today) ? today : last };
  }
  return { from: dates, to: dates };
}

/** Refuses a range longer than `max` days (400), for ranges not already checked by the path schema. */
export function checkLength(r: DayRange, max: number): DayRange {
  if (daysIn(r) > max) throw badRequest(`range must be at most ${max} days`);
  return r;
}

/** The site's local today. */
export const todayIn = (timeZone: string, now: Date) => dayInZone(now, timeZone);

/** E-062 (decided): the three calendar months before the month of `to`, most recent first. */
export function compareMonths(to: string): [string, string, string] {
  const m = monthOf(to);
  return [addMonths(m, -1), addMonths(m, -2), addMonths(m, -3)];
}

/** The same number of days just before `r`. */
export function previousRange(r: DayRange): DayRange {
  const n = daysIn(r);
  return { from: addDays(r.from, -n), to: dayBefore(r.from) };
}
