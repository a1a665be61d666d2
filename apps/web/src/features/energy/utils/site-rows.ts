import type { MonthlyEntry, SiteEnergyCompareReport } from '@sw/contracts';
import { formatNumber, SHORT_MONTH_NAMES } from '@sw/domain';
import type { DailyEnergyTarget } from '../../../components/charts/daily-energy-modal';
import { SITE_SORT_KEYS, type SiteSortKey } from './sort-keys';

export { SITE_SORT_KEYS, type SiteSortKey };

// The rows of /org-sites-energy-consumption (E-062): one per site, sortable and searchable.

export type MonthState = 'complete' | 'in_progress' | 'incomplete' | 'no_data';

export interface MonthCell {
  value: number | null;
  state: MonthState;
  /** Why the cell is styled apart ('' for a complete month). */
  note: string;
}

export interface SiteEnergyRow {
  siteId: number;
  title: string;
  /** The site's IANA zone: its months and days are local ones. */
  timeZone: string;
  monitored: boolean;
  kwh: number | null;
  kwhPerM2: number | null;
  months: [MonthCell, MonthCell, MonthCell];
  inSched: number | null;
  outSched: number | null;
  cphIn: number | null;
  cphOut: number | null;
  equipment: number;
  daysWithData: number;
  daysInPeriod: number;
  /** Some day of the period lacks data from one of the site's meters. */
  incomplete: boolean;
}

/** 'Oct 2025' from '2025-10'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${SHORT_MONTH_NAMES[m - 1] ?? month} ${y}`;
}

/** E-017/E-018: a month figure with its state, and the reason it is styled apart. */
export function monthCell(entry: MonthlyEntry): MonthCell {
  if (typeof entry === 'number') return { value: entry, state: 'complete', note: '' };
  const note =
    entry.status === 'in_progress'
      ? 'Month in progress'
      : entry.status === 'incomplete'
        ? `${entry.days_with_data} of ${entry.days_in_month} days with data`
        : 'No data';
  return { value: entry.value, state: entry.status, note };
}

export function siteEnergyRows(report: SiteEnergyCompareReport): SiteEnergyRow[] {
  return Object.entries(report.by_site).map(([id, s]) => ({
    siteId: Number(id),
    title: s.site_title,
    timeZone: s.time_zone,
    monitored: s.monitored,
    kwh: s.site_kwh,
    kwhPerM2: s.kwh_per_unit_area,
    months: [monthCell(s.last_month), monthCell(s.two_months_ago), monthCell(s.three_months_ago)],
    inSched: s.consumption_in_sched,
    outSched: s.consumption_out_sched,
    cphIn: s.cph_in_sched,
    cphOut: s.cph_out_sched,
    equipment: s.number_of_equipment,
    daysWithData: s.days_with_data,
    daysInPeriod: s.days_in_period,
    incomplete: s.monitored && s.site_kwh !== null && s.days_with_data < s.days_in_period,
  }));
}

/**
 * What a month cell opens: the site's energy per day of that month in its own zone (issue 11: every
 * monthly cell opens its daily chart). A site without an energy meter has none to show.
 */
export function monthTarget(row: SiteEnergyRow, month: string): DailyEnergyTarget | null {
  if (!row.monitored) return null;
  return { siteId: row.siteId, siteTitle: row.title, month, timeZone: row.timeZone };
}

export type SortDir = 'asc' | 'desc';

const VALUE: Record<Exclude<SiteSortKey, 'site'>, (r: SiteEnergyRow) => number | null> = {
  kwh: (r) => r.kwh,
  kwhPerM2: (r) => r.kwhPerM2,
  lastMonth: (r) => r.months[0].value,
  twoMonthsAgo: (r) => r.months[1].value,
  threeMonthsAgo: (r) => r.months[2].value,
  inSched: (r) => r.inSched,
  outSched: (r) => r.outSched,
  cphIn: (r) => r.cphIn,
  cphOut: (r) => r.cphOut,
  equipment: (r) => r.equipment,
};

/**
 * Sorted by one column; rows without a figure go last whichever the direction (a missing reading is
 * not the smallest one), ties by title then id so that the order is total.
 */
export function sortSiteRows(
  rows: readonly SiteEnergyRow[],
  key: SiteSortKey,
  dir: SortDir,
): SiteEnergyRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const byTitle = (a: SiteEnergyRow, b: SiteEnergyRow) =>
    a.title.localeCompare(b.title) || a.siteId - b.siteId;
  if (key === 'site') return [...rows].sort((a, b) => sign * byTitle(a, b));
  const value = VALUE[key];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? byTitle(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byTitle(a, b);
  });
}

/** Rows whose site title contains the search text (case and accents ignored). */
export function searchSiteRows(rows: readonly SiteEnergyRow[], q: string | undefined): SiteEnergyRow[] {
  const needle = fold(q ?? '');
  if (!needle) return [...rows];
  return rows.filter((r) => fold(r.title).includes(needle));
}

export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** 'kWh' figures with one decimal and thousands separators ('-' when missing). */
export const kwhText = (v: number | null | undefined) => formatNumber(v, 1);
