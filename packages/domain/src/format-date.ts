import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { MISSING_VALUE } from './format-missing';

/** Spec 1 §9 date formats (date-fns tokens). */
export const DATE_FORMAT = 'dd MMM, yyyy';
export const MONTH_DAY_FORMAT = 'MMM d';

/** Short month names, January first (spec 1 §9). */
export const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type DateInput = Date | string | number | null | undefined;

/** The short name of a month index (0 = January); '-' for anything that is not a month. */
export function shortMonthName(monthIndex: number): string {
  return Number.isInteger(monthIndex) ? (SHORT_MONTH_NAMES[monthIndex] ?? MISSING_VALUE) : MISSING_VALUE;
}

const validZones = new Map<string, boolean>();

/**
 * The zone itself when the runtime knows it, else UTC: a site with a mistyped zone still shows its
 * dates (off by its offset) instead of breaking the page.
 */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  let ok = validZones.get(timeZone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      ok = true;
    } catch {
      ok = false;
    }
    validZones.set(timeZone, ok);
  }
  return ok ? timeZone : 'UTC';
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Any date-fns pattern, applied to the instant as seen in `timeZone` (the site's; UTC when absent). */
export function formatInZone(value: DateInput, pattern: string, timeZone?: string | null): string {
  const date = toDate(value);
  if (!date) return MISSING_VALUE;
  return format(new TZDate(date.getTime(), safeTimeZone(timeZone)), pattern);
}

/** '05 Mar, 2024' in the given zone. */
export const formatDate = (value: DateInput, timeZone?: string | null) =>
  formatInZone(value, DATE_FORMAT, timeZone);

/** 'Mar 5' in the given zone. */
export const formatMonthDay = (value: DateInput, timeZone?: string | null) =>
  formatInZone(value, MONTH_DAY_FORMAT, timeZone);
