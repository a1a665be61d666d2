import { dayInZone } from './zone-days';

// Calendar rules of the annual and NOH pages (spec 3 §2, §4, §9; E-006, E-007, E-023).

/** 'yyyy-MM' of a 'yyyy-MM-dd' day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Days in a 'yyyy-MM' month. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The twelve 'yyyy-MM' months of a year. */
export const monthsOfYear = (year: number): string[] =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** 'yyyy-MM' `n` months after (or before, n < 0) `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first day after a 'yyyy-MM' month, 'yyyy-MM-dd'. */
export const dayAfterMonth = (month: string) => `${addMonths(month, 1)}-01`;

/** E-006: the annual pages' default year: the current one, the previous one in January. */
export function defaultAnnualYear(now: Date, timeZone: string): number {
  const [y, m] = dayInZone(now, timeZone).split('-').map(Number) as [number, number];
  return m === 1 ? y - 1 : y;
}

/** E-007: the last completed month ('yyyy-MM') at `now` in `timeZone`. */
export const lastCompletedMonth = (now: Date, timeZone: string) =>
  addMonths(monthOf(dayInZone(now, timeZone)), -1);

/**
 * E-023: the date an annual report is asked for: the first day of the last month of `year`, or of
 * the current month for the current year (the report then covers January up to that month).
 */
export function annualReportDate(year: number, now: Date, timeZone: string): string {
  const today = dayInZone(now, timeZone);
  return Number(today.slice(0, 4)) === year ? `${monthOf(today)}-01` : `${year}-12-01`;
}
