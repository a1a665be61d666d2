import { tzOffset } from '@date-fns/tz';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const QUARTER_MS = 15 * 60_000;
const CACHE_LIMIT = 50_000;
const cache = new Map<string, Map<number, number>>();

/**
 * The zone's offset in minutes at `at`, as tzOffset says, remembered per quarter hour: a file's
 * instants fall on a few thousand quarters, and asking Intl per cell was a third of a large export's
 * time. A quarter is remembered only when its first and last millisecond have the same offset, so
 * a quarter holding a change is asked per instant and the answer stays exact.
 */
export function offsetMinutes(timeZone: string, at: Date): number {
  let zone = cache.get(timeZone);
  if (!zone) {
    zone = new Map();
    cache.set(timeZone, zone);
  }
  const quarter = Math.floor(at.getTime() / QUARTER_MS);
  const known = zone.get(quarter);
  if (known !== undefined) return known;
  const start = tzOffset(timeZone, new Date(quarter * QUARTER_MS));
  const end = tzOffset(timeZone, new Date((quarter + 1) * QUARTER_MS - 1));
  if (start !== end) return tzOffset(timeZone, at);
  if (zone.size >= CACHE_LIMIT) zone.clear();
  zone.set(quarter, start);
  return start;
}

/** The wall-clock time of `at` in `timeZone`, as a Date whose UTC fields read it (Excel, PDF). */
export function wallClock(at: Date, timeZone: string): Date {
  return new Date(at.getTime() + offsetMinutes(timeZone, at) * 60_000);
}

/** `2026-11-20T00:00:00+10:30`: the instant's wall-clock time in `timeZone` and its offset then. */
export function isoInZone(at: Date, timeZone: string): string {
  const offset = offsetMinutes(timeZone, at);
  const wall = new Date(at.getTime() + offset * 60_000);
  return `${wall.toISOString().slice(0, 19)}${offsetText(offset)}`;
}

const offsetText = (offset: number) => {
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/**
 * The offset ('+01:00') when the wall-clock time of `at` in `timeZone` also names another instant
 * (the hour repeated when clocks go back), else null: a wall time alone would not say which one.
 */
export function repeatedWallOffset(at: Date, timeZone: string): string | null {
  const offset = offsetMinutes(timeZone, at);
  for (const probe of [-3, 3]) {
    const other = offsetMinutes(timeZone, new Date(at.getTime() + probe * 3_600_000));
    if (other === offset) continue;
    // The instant the other offset reads as the same wall time.
    const twin = new Date(at.getTime() + (offset - other) * 60_000);
    if (offsetMinutes(timeZone, twin) === other) return offsetText(offset);
  }
  return null;
}

/** '2026-11-20 00:00' in `timeZone`. */
export const localMinute = (at: Date, timeZone: string) =>
  wallClock(at, timeZone).toISOString().slice(0, 16).replace('T', ' ');
