import { dayInZone } from './zone-days';

// Calendar rules of the annual and NOH pages (spec 3 §2, §4, §9; E-006, E-007, E-023).

/** 'yyyy-MM' of a 'yyyy-MM-dd' day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Days in a 'yyyy-MM' month. */
export function daysInMonth(month: string): number {
  // Arithmetic, not a Date: weather fits call it for every month of every site.
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** The twelve 'yyyy-MM' months of a year. */
export const monthsOfYear = (year: number): string[] =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** 'yyyy-MM' `n` months after (or before, n < 0) `month`. */
export function addMonths(month: string, n: number): string {
  // Month arithmetic without a Date (called per month of every site by the annual reports).
  const t = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  const y = Math.floor(t / 12);
  return `${y}-${String(t - y * 12 + 1).padStart(2, '0')}`;
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
