import type { OpeningHours } from '@sw/contracts/setup';

export const WEEKDAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;

export type Weekday = (typeof WEEKDAYS)[number][0];

/** 'HH:mm' of minutes from local midnight; 1440 is '24:00' (open until midnight). */
export function toClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes from local midnight of 'H:mm' / 'HH:mm' (24:00 allowed), or null when it is not a time. */
export function fromClock(text: string): number | null {
  const m = /^\s*(\d{1,2})[:.h](\d{2})\s*$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** The usual store week, as a starting point: 08:00–20:00 Monday to Saturday, closed on Sunday. */
export function defaultHours(): OpeningHours {
  const day = { open: 480, close: 1200 };
  return { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: null };
}
