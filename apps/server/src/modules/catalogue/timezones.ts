import type { Timezone } from '@sw/contracts';
import { currentZoneName } from '@sw/domain';

/** '+05:30' from minutes east of UTC. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes east of UTC of `zone` at `at`, read from Intl ('GMT+05:30' → 330, 'GMT' → 0). */
export function offsetMinutes(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * Every IANA zone the runtime knows (canonical names, plus UTC) with its offset at `at`, ordered by
 * offset then name. Offsets move with daylight saving, hence `at`.
 */
export function listTimezones(at: Date): Timezone[] {
  // Today's IANA names (Asia/Kolkata, not ICU's Asia/Calcutta): the ones people look for.
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map(currentZoneName)]);
  return [...zones]
    .map((title) => {
      const minutes = offsetMinutes(title, at);
      return { title, offset: formatOffset(minutes), offsetMinutes: minutes };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.title.localeCompare(b.title));
}

let cache: { hour: number; list: Timezone[] } | undefined;

/** The list, recomputed at most once an hour (offsets only change on the hour or half hour). */
export function currentTimezones(now = new Date()): Timezone[] {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (cache?.hour !== hour) cache = { hour, list: listTimezones(now) };
  return cache.list;
}
