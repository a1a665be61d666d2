import { currentZoneName } from '@sw/domain';

export interface ZoneOption {
  value: string;
  label: string;
  offsetMinutes: number;
}

/** Minutes east of UTC of `zone` at `at` (from Intl's 'GMT+05:30'). */
export function zoneOffset(zone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const label = (minutes: number) => {
  const a = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
};

/**
 * Every zone this browser knows, under today's IANA names (Asia/Kolkata), with its offset now, by
 * offset then name. Made here rather than fetched: the first administrator's form has no session.
 */
export function zoneOptions(at = new Date()): ZoneOption[] {
  const names = new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map(currentZoneName)]);
  return [...names]
    .map((value) => {
      const offsetMinutes = zoneOffset(value, at);
      return { value, offsetMinutes, label: `${value} (${label(offsetMinutes)})` };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
}
