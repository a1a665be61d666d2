import { DEFAULT_INCIDENT_DAYS } from '@sw/contracts/constants';
import { dayPeriod } from '@sw/domain';

export interface ListPeriod {
  /** ISO instants for the call. */
  from: string;
  to: string;
  /** yyyy-MM-dd in the viewer's zone, for the picker. */
  fromDay: string;
  toDay: string;
}

/**
 * The period of the list: the URL's days (start of the first to end of the last, viewer's zone), else
 * the last 7 days up to now (spec 2 §4 default). One day alone is a one-day period; a reversed pair
 * is swapped; the end never runs past now.
 */
export function listPeriod(days: { from?: string; to?: string }, timeZone: string, now: Date): ListPeriod {
  const { chosen: _chosen, ...period } = dayPeriod(days, timeZone, now, DEFAULT_INCIDENT_DAYS);
  // Notifications are not sent in the future: a period ending today asks up to now.
  const to = Math.max(Date.parse(period.from), Math.min(Date.parse(period.to), now.getTime()));
  return { ...period, to: new Date(to).toISOString() };
}
