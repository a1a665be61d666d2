import { annualReportDate, dayInZone, defaultAnnualYear, lastCompletedMonth, monthsOfYear } from '@sw/domain';
import { compact, searchEnum, searchInt, searchIntList, searchString } from '../../../lib/search-params';
import type { AnnualKind } from './annual-kinds';

// The annual pages' filters live in the URL (year, month, sites, search, sort, view), so that a
// link or a bookmark opens the same table (issue 11 rules).

export const SORT_KEYS = ['site', 'total', 'estimate', 'factor', 'normalized', 'effect', 'change'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';
export type AnnualView = 'monthly' | 'weather';

export interface AnnualSearch {
  year?: number;
  /** 'yyyy-MM': the report's last month (E-008), only for the current year. */
  month?: string;
  sites?: number[];
  q?: string;
  sort?: SortKey;
  dir?: SortDir;
  /** The EUI page's weather-normalised view. */
  view?: AnnualView;
}

type Raw = Record<string, unknown>;

/** Years the picker offers: the current one and the four before it (E-005: no custom range). */
export const YEARS_BACK = 4;

export const annualSearch = (s: Raw): AnnualSearch =>
  compact({
    year: ((y) => (y !== undefined && y >= 2000 && y <= 2100 ? y : undefined))(searchInt(s.year)),
    month: ((m) => (m && /^\d{4}-(0[1-9]|1[0-2])$/.test(m) ? m : undefined))(searchString(s.month)),
    sites: searchIntList(s.sites),
    q: searchString(s.q)?.slice(0, 100),
    sort: searchEnum(s.sort, SORT_KEYS),
    dir: searchEnum(s.dir, ['asc', 'desc'] as const),
    view: searchEnum(s.view, ['monthly', 'weather'] as const),
  });

/** The Summary page keeps only the year. */
export const summarySearch = (s: Raw): Pick<AnnualSearch, 'year'> => compact({ year: annualSearch(s).year });

/** The years of the picker, newest first. */
export function yearOptions(now: Date, timeZone: string): number[] {
  const current = Number(dayInZone(now, timeZone).slice(0, 4));
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i);
}

/**
 * The report the page asks for (E-006, E-007, E-008, E-023): the year in the URL (else the default
 * year), and its last month: for a past year December; for the current year the current month, or
 * an earlier month chosen in the month picker, which offers only completed months.
 */
export function reportPeriod(
  search: Pick<AnnualSearch, 'year' | 'month'>,
  now: Date,
  timeZone: string,
): { year: number; date: string; currentYear: boolean; monthChoices: string[] } {
  const defaultYear = defaultAnnualYear(now, timeZone);
  const options = yearOptions(now, timeZone);
  const year = search.year !== undefined && options.includes(search.year) ? search.year : defaultYear;
  const today = dayInZone(now, timeZone);
  const currentYear = Number(today.slice(0, 4)) === year;
  const last = lastCompletedMonth(now, timeZone);
  // E-007: never beyond the last completed month; newest first.
  const monthChoices = currentYear
    ? monthsOfYear(year)
        .filter((m) => m <= last)
        .reverse()
    : [];
  const chosen = search.month && monthChoices.includes(search.month) ? search.month : null;
  return {
    year,
    date: chosen ? `${chosen}-01` : annualReportDate(year, now, timeZone),
    currentYear,
    monthChoices,
  };
}

/** E-022 (decided): the biggest first; on the EUI page the highest Estimated EUI first. */
export function defaultSort(kind: AnnualKind, view: AnnualView): { sort: SortKey; dir: SortDir } {
  if (kind === 'eui') return { sort: view === 'weather' ? 'normalized' : 'estimate', dir: 'desc' };
  return { sort: 'total', dir: 'desc' };
}

/** The search after a change of year: the month picker's month belongs to the old year. */
export const chooseYear = (s: AnnualSearch, year: number): AnnualSearch =>
  compact({ ...s, year, month: undefined });
