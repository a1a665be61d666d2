import { tzOffset } from '@date-fns/tz';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The wall-clock time of `at` in `timeZone`, as a Date whose UTC fields read it (Excel, PDF). */
export function wallClock(at: Date, timeZone: string): Date {
  return new Date(at.getTime() + tzOffset(timeZone, at) * 60_000);
}

/** `2026-11-20T00:00:00+10:30`: the instant's wall-clock time in `timeZone` and its offset then. */
export function isoInZone(at: Date, timeZone: string): string {
  const offset = tzOffset(timeZone, at);
  const wall = new Date(at.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** '2026-11-20 00:00' in `timeZone`. */
export const localMinute = (at: Date, timeZone: string) =>
  wallClock(at, timeZone).toISOString().slice(0, 16).replace('T', ' ');
