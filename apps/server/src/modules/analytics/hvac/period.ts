import { dayInZone } from '@sw/domain';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd plus `n` calendar days. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The calendar days from … to, inclusive. */
export function localDates(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** 'latest' = the site's last complete local day (its yesterday at `now`); a date stays as it is. */
export const resolveDate = (date: string, timeZone: string, now: Date) =>
  date === 'latest' ? addDays(dayInZone(now, timeZone), -1) : date;

/** Rounded to `digits` decimals (the API keeps three: docs/analytics.md "Rounding"). */
export function round(x: number, digits = 3): number {
  const k = 10 ** digits;
  return Math.round(x * k) / k;
}

/** a ÷ b rounded, or null when b is 0. */
export const ratio = (a: number, b: number, digits = 3): number | null =>
  b > 0 ? round(a / b, digits) : null;

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The median of the present values; null when none. */
export function median(xs: (number | null)[]): number | null {
  const v = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
}
