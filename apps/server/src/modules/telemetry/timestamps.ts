import { parseInstant } from '@sw/contracts';

/** Readings older than this are refused: no device of ours predates it and it catches 0/1970 clocks. */
export const EARLIEST_READING = Date.UTC(2000, 0, 1);
/** How far ahead of the server clock a device clock may run before its readings are refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** The largest magnitude a reading may have: anything bigger is a device or encoding fault. */
export const MAX_ABS_VALUE = 1e12;

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** A device timestamp (ISO, epoch ms, or epoch s when below 1e11) within the accepted window. */
export function checkReadingTime(ts: string | number, now: Date): Checked<Date> {
  const d = parseInstant(ts);
  if (!d) return { ok: false, error: 'timestamp is not an ISO 8601 date or an epoch number' };
  if (d.getTime() < EARLIEST_READING) return { ok: false, error: 'timestamp is before 2000-01-01' };
  if (d.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) {
    return { ok: false, error: 'timestamp is more than 5 minutes in the future' };
  }
  return { ok: true, value: d };
}

/** A reading value: a finite number (or numeric string) no larger than MAX_ABS_VALUE in magnitude. */
export function checkReadingValue(v: number | string | null): Checked<number> {
  if (v === null) return { ok: false, error: 'value is null' };
  // Number('') is 0 and Number('0x10') is 16: only plain decimal strings count as numbers.
  const n = typeof v === 'number' ? v : NUMERIC.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  if (!Number.isFinite(n)) return { ok: false, error: 'value is not a finite number' };
  if (Math.abs(n) > MAX_ABS_VALUE) return { ok: false, error: 'value is out of range (±1e12)' };
  return { ok: true, value: n };
}
