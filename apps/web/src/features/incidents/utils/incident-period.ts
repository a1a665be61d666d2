import { DEFAULT_INCIDENT_DAYS } from '@sw/contracts/constants';
import { type DayPeriod, dayPeriod } from '@sw/domain';

/** The list's period: ISO instants for GET /api/v1/incidents, the picker's days, whether the URL chose them. */
export type Period = DayPeriod;

/**
 * The list's period (C-045, C-064): the days in the URL read in `timeZone` (the site's on a site
 * page, the user's on the multi-site page, C-065), from the start of the first day to the end of the
 * last; without days, the last 7 days up to now, as the server's own default. A reversed pair is
 * swapped rather than refused; one day alone is a one-day period.
 */
export function incidentPeriod(search: { from?: string; to?: string }, timeZone: string, now: Date): Period {
  return dayPeriod(search, timeZone, now, DEFAULT_INCIDENT_DAYS);
}
