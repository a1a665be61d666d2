import { tzOffset } from '@date-fns/tz';
import type { ScheduleFrequency } from '@sw/contracts';
import type { ReportPeriodKind } from '@sw/contracts/report-centre';
import { addDaysTo, dayInZone } from '@sw/domain';

/*
 * When a schedule runs and what each run reports on (docs/reports.md "Scheduled reports"): pure
 * functions of an instant and a zone. Days are 'yyyy-MM-dd' local days of the schedule's zone.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface RunRule {
  frequency: ScheduleFrequency;
  /** WEEKLY: ISO weekday 1 (Monday) … 7 (Sunday). */
  weekday: number | null;
  /** Local hour 0–23. */
  hour: number;
  timeZone: string;
}

export interface Period {
  /** First local day, included. */
  from: string;
  /** Last local day, included. */
  to: string;
}

/** A zone name of the IANA database ('Australia/Adelaide', 'UTC'), not an offset like '+10:30'. */
export function isIanaZone(zone: string): boolean {
  if (!/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const offsetMs = (timeZone: string, at: number) => tzOffset(timeZone, new Date(at)) * MINUTE_MS;

/**
 * The instant of local `hour`:00 on `day`. A wall time the clocks skip (a daylight-saving start)
 * gives the first instant after the skip; one they pass twice (its end) the earlier of the two.
 */
export function instantAt(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  // The offsets a day either side: no zone changes twice within two days.
  const before = offsetMs(timeZone, wall - DAY_MS);
  const after = offsetMs(timeZone, wall + DAY_MS);
  const valid = [wall - before, wall - after].filter((t) => offsetMs(timeZone, t) === wall - t);
  if (valid.length) return new Date(Math.min(...valid));
  // Skipped: the change happened in (wall - after, wall - before]; find it to the millisecond.
  let lo = wall - after;
  let hi = wall - before;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetMs(timeZone, mid) === after) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** The schedule runs on this local day: every day, its weekday, or the 1st of a month. */
export function runsOn(day: string, rule: Pick<RunRule, 'frequency' | 'weekday'>): boolean {
  if (rule.frequency === 'DAILY') return true;
  if (rule.frequency === 'WEEKLY') return isoWeekday(day) === (rule.weekday ?? 1);
  return day.endsWith('-01');
}

/** The first run strictly after `after`: local `hour` on the next day the schedule runs on. */
export function nextRunAfter(after: Date, rule: RunRule): Date {
  let day = dayInZone(after, rule.timeZone);
  // A month holds a 1st within 32 days; the bound only guards against a broken zone.
  for (let i = 0; i < 40; i++, day = addDaysTo(day, 1)) {
    if (!runsOn(day, rule)) continue;
    const at = instantAt(day, rule.hour, rule.timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error(`no run found after ${after.toISOString()} in ${rule.timeZone}`);
}

/**
 * The period a run at `at` reports on, in local days of `timeZone`: DAILY the day before; WEEKLY the
 * Monday–Sunday week before this week; MONTHLY the calendar month before. A 'year' template (January
 * to a month) covers January 1 of that month's year to its end.
 */
export function periodOf(
  frequency: ScheduleFrequency,
  kind: ReportPeriodKind,
  at: Date,
  timeZone: string,
): Period {
  const today = dayInZone(at, timeZone);
  if (frequency === 'MONTHLY' || kind === 'year') {
    const to = addDaysTo(`${today.slice(0, 8)}01`, -1);
    return { from: kind === 'year' ? `${to.slice(0, 4)}-01-01` : `${to.slice(0, 8)}01`, to };
  }
  if (frequency === 'DAILY') {
    const yesterday = addDaysTo(today, -1);
    return { from: yesterday, to: yesterday };
  }
  const monday = addDaysTo(today, 1 - isoWeekday(today));
  return { from: addDaysTo(monday, -7), to: addDaysTo(monday, -1) };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthName = (day: string) => MONTHS[Number(day.slice(5, 7)) - 1]!;
const isMonthEnd = (day: string) => addDaysTo(day, 1).endsWith('-01');

/** A period in words for a subject: '2026-11-26', 'November 2026', 'January to October 2026', 'a to b'. */
export function periodLabel({ from, to }: Period): string {
  if (from === to) return from;
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  if (sameYear && from.endsWith('-01') && isMonthEnd(to)) {
    if (from.slice(0, 7) === to.slice(0, 7)) return `${monthName(from)} ${from.slice(0, 4)}`;
    return `${monthName(from)} to ${monthName(to)} ${to.slice(0, 4)}`;
  }
  return `${from} to ${to}`;
}
