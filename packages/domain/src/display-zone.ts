import { type DateInput, formatInZone, safeTimeZone } from './format-date';
import { MISSING_VALUE } from './format-missing';

// The web app's one time-zone rule (issue 9; docs/decisions.md "Time zones"):
// - the user's zone is the profile's timeZone, else the browser's, else UTC;
// - every page reads and shows times in its page zone: the site's on a site's own pages (spec 2 §4:
//   "a date-range picker that works in the site's time zone"), the user's everywhere else, for the
//   from/to days of the URL too, so one instant reads the same on /incidents and /notifications and
//   a list sorted by instant reads in order;
// - a time whose zone is not the user's clock at that instant carries the zone's abbreviation, and a
//   multi-site row adds its site's own clock (with abbreviation) where that differs.

/** The user's zone: the profile's when the runtime knows it, else the browser's, else UTC. */
export function userZone(
  profileZone: string | null | undefined,
  browserZone: string | null | undefined,
): string {
  for (const z of [profileZone, browserZone]) if (z && safeTimeZone(z) === z) return z;
  return 'UTC';
}

/** The page's zone: the site's on a site's own pages, the user's elsewhere. */
export function pageZone(user: string, siteZone?: string | null): string {
  return siteZone ? safeTimeZone(siteZone) : user;
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Whether two zones' clocks read the same at `instant` (Paris and Berlin do; London and Paris do not). */
export function sameClock(instant: Date, a: string, b: string): boolean {
  return offsetMinutes(instant, a) === offsetMinutes(instant, b);
}

const NAMED_LOCALES = ['en-US', 'en-GB', 'en-AU'];

/**
 * The zone's short name at `instant` ('EST', 'CET', 'AEST'), from the first English locale that has
 * a name for it, else its offset ('GMT+3'), so that a reader can tell which clock a time is on.
 */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  let fallback: string | null = null;
  for (const locale of NAMED_LOCALES) {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (!/^(GMT|UTC)[+-]/.test(name)) return name;
    fallback ??= name;
  }
  return fallback ?? zone;
}

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * `value` formatted with `pattern` (date-fns tokens) in `zone`, followed by the zone's abbreviation
 * when that clock differs from the user's at that instant: '05 Mar, 2024 14:30' or
 * '05 Mar, 2024 08:30 EST'.
 */
export function formatZoned(value: DateInput, pattern: string, zone: string, user: string): string {
  const date = toDate(value);
  if (!date) return MISSING_VALUE;
  const text = formatInZone(date, pattern, zone);
  return sameClock(date, zone, user) ? text : `${text} ${zoneAbbreviation(date, zone)}`;
}

/**
 * A multi-site row's site clock: `value` in the site's zone with its abbreviation, or null when it
 * reads the same as the page's clock (nothing to add).
 */
export function siteClockNote(
  value: DateInput,
  pattern: string,
  siteZone: string,
  page: string,
): string | null {
  const date = toDate(value);
  if (!date || sameClock(date, siteZone, page)) return null;
  return `${formatInZone(date, pattern, siteZone)} ${zoneAbbreviation(date, siteZone)}`;
}
