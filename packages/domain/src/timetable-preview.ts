import { TZDate } from '@date-fns/tz';
import { safeTimeZone } from './format-date';

/**
 * Timetable previews (spec 2 §4, D-047 … D-053): a weekly timetable turned into the on/off pairs of
 * one calendar day, stamped in the site's time zone.
 */

/** 1 = on (occupied), 0 = off. */
export type SetAction = 0 | 1;

/** A timetable event as stored: weekday 0 = Monday … 6 = Sunday, minute from local midnight. */
export interface WeeklyEvent {
  weekday: number;
  minute: number;
  setAction: SetAction;
}

/** A preview event: local wall time 'HH:mm' ('24:00' = end of the day), action, ISO instant. */
export interface PreviewEvent {
  time: string;
  setAction: SetAction;
  timestamp: string;
}

/** A preview group: an "on" event and the "off" event that ends it. */
export type PreviewGroup = [PreviewEvent, PreviewEvent];

export const MINUTES_PER_DAY = 1440;

/** D-047: the events from the first one whose setAction is 1 (none → empty). */
export function trimToFirstOn<T extends { setAction: SetAction }>(events: readonly T[]): T[] {
  const i = events.findIndex((e) => e.setAction === 1);
  return i < 0 ? [] : events.slice(i);
}

/**
 * D-048: trimmed events grouped in pairs (on, off). A repeated action (on, on) changes nothing on
 * the unit, so only the first of a run counts; that keeps every pair an on followed by an off.
 * D-053: an unpaired last "on" is closed by `close(last)` — the day's end for a day preview, since a
 * day left on stays on until midnight (the demo timetables write a 24-hour day as one "on").
 */
export function pairEvents<T extends { setAction: SetAction }>(
  events: readonly T[],
  close: (lastOn: T) => T,
): [T, T][] {
  const steps: T[] = [];
  for (const e of trimToFirstOn(events)) {
    if (steps.length === 0 || steps[steps.length - 1]!.setAction !== e.setAction) steps.push(e);
  }
  const pairs: [T, T][] = [];
  for (let i = 0; i < steps.length; i += 2) {
    const on = steps[i]!;
    pairs.push([on, steps[i + 1] ?? close(on)]);
  }
  return pairs;
}

/** Monday-based weekday (0 = Monday) of a yyyy-MM-dd date; the calendar date has no time zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The yyyy-MM-dd dates from `start` to `end`, both included (empty when end < start). */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  for (let t = Date.UTC(y, m - 1, d); ; t += 86_400_000) {
    const s = new Date(t).toISOString().slice(0, 10);
    if (s > end) return out;
    out.push(s);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a minute of the day; 1440 gives '24:00'. */
export const wallTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/**
 * D-049: the instant of `minute` on `date` in `timeZone` (1440 = the next day's midnight). A wall time
 * inside a daylight-saving gap moves forward by the gap, as clocks do.
 */
export function instantOf(date: string, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const zone = safeTimeZone(timeZone);
  return new Date(new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, zone).getTime());
}

const toEvent = (date: string, timeZone: string, minute: number, setAction: SetAction): PreviewEvent => ({
  time: wallTime(minute),
  setAction,
  timestamp: instantOf(date, minute, timeZone).toISOString(),
});

/**
 * One timetable's groups on `date`: that weekday's events in time order (an off before an on at the
 * same minute), trimmed, paired, each stamped in the site time zone.
 */
export function dayGroups(date: string, events: readonly WeeklyEvent[], timeZone: string): PreviewGroup[] {
  const weekday = weekdayOf(date);
  const today = events
    .filter((e) => e.weekday === weekday && e.minute >= 0 && e.minute < MINUTES_PER_DAY)
    .slice()
    .sort((a, b) => a.minute - b.minute || a.setAction - b.setAction);
  return pairEvents(today, () => ({ weekday, minute: MINUTES_PER_DAY, setAction: 0 as SetAction })).map(
    ([on, off]) => [
      toEvent(date, timeZone, on.minute, on.setAction),
      toEvent(date, timeZone, off.minute, off.setAction),
    ],
  );
}

/**
 * D-050: several timetables of the same equipment merged into one list of groups, sorted by the start
 * time of each group's first event (stable: equal starts keep the timetables' order).
 */
export function mergeGroups(lists: readonly (readonly PreviewGroup[])[]): PreviewGroup[] {
  return lists
    .flat()
    .map((g, i) => ({ g, i, t: Date.parse(g[0].timestamp) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.g);
}

/** The merged events of several timetables of one equipment on one date, flattened pair by pair. */
export function previewEvents(
  date: string,
  timetables: readonly (readonly WeeklyEvent[])[],
  timeZone: string,
): PreviewEvent[] {
  return mergeGroups(timetables.map((events) => dayGroups(date, events, timeZone))).flat();
}
