import type {
  AnnualCo2Report,
  AnnualEnergyReport,
  AnnualEuiReport,
  MonthlyEntry,
  SiteWeatherNormalization,
} from '@sw/contracts';
import { daysInMonth, monthsOfYear, SHORT_MONTH_NAMES, truncate } from '@sw/domain';
import { ANNUAL_TITLE_MAX, type AnnualKind } from './annual-kinds';
import type { SortDir, SortKey } from './annual-search';

// The annual tables' rows from the reports (E-013 … E-022; docs/analytics.md "Month status",
// "Trend sparkline").

/** E-016/E-018: why a month is (not) a plain figure; 'future' is after the report's last month. */
export type MonthState = 'complete' | 'in_progress' | 'incomplete' | 'no_data' | 'future';

export interface MonthCell {
  /** 'yyyy-MM'. */
  month: string;
  value: number | null;
  state: MonthState;
  daysWithData: number;
  daysInMonth: number;
  /** What the cell's tooltip and its accessible name say about the month. */
  note: string;
}

export interface TrendPoint {
  /** 0 = January. */
  index: number;
  /** The month's value per day with data (docs/analytics.md "Trend sparkline"). */
  perDay: number;
  /** The month is complete (solid point) or not (hollow). */
  complete: boolean;
}

export interface AnnualRow {
  siteId: number;
  title: string;
  /** E-014: cut at 45 characters. */
  shortTitle: string;
  /** YTD total: kWh, kg CO2e, or EUI (YTD) in kWh/m2; null when missing or not applicable. */
  total: number | null;
  /** The figure does not apply (EUI without a floor area, CO2 without a factor): 'N/A'. */
  notApplicable: boolean;
  /** EUI: Estimated EUI (kWh/m2) and whether it is above the target (E-020). */
  estimate: number | null;
  aboveTarget: boolean;
  /** CO2: the site's grid factor (kg CO2e/kWh). */
  factor: number | null;
  /** EUI: the weather-normalised EUI and its fit. */
  normalized: number | null;
  weather: SiteWeatherNormalization | null;
  months: MonthCell[];
  trend: TrendPoint[];
  /** Months up to the report's last one with days missing (incomplete or without data). */
  incompleteMonths: number;
}

export const monthLabel = (month: string) =>
  `${SHORT_MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A month of the report as a cell: its value, its state and what to say about it. */
export function monthCell(month: string, entry: MonthlyEntry | undefined, repoMonth: string): MonthCell {
  const days = daysInMonth(month);
  const name = monthLabel(month);
  if (month > repoMonth)
    return {
      month,
      value: null,
      state: 'future',
      daysWithData: 0,
      daysInMonth: days,
      note: `${name}: not yet`,
    };
  if (typeof entry === 'number')
    return {
      month,
      value: entry,
      state: 'complete',
      daysWithData: days,
      daysInMonth: days,
      note: `${name}: complete`,
    };
  if (!entry || entry.status === 'no_data' || entry.value === null)
    return {
      month,
      value: null,
      state: 'no_data',
      daysWithData: entry?.days_with_data ?? 0,
      daysInMonth: days,
      note: `${name}: no data`,
    };
  const n = entry.days_with_data;
  const note =
    entry.status === 'in_progress'
      ? `${name} in progress: ${n} of ${entry.days_in_month} days with data so far`
      : `${name} incomplete: ${n} of ${entry.days_in_month} days with data`;
  return {
    month,
    value: entry.value,
    state: entry.status,
    daysWithData: n,
    daysInMonth: entry.days_in_month,
    note,
  };
}

/**
 * E-022 (decided): the sparkline shows each month's value per day with data (a complete month ÷ its
 * days, another ÷ the days it has data for), so that February's 28 days and the month in progress
 * do not read as drops. Months without data are left out.
 */
export function trendOf(cells: readonly MonthCell[]): TrendPoint[] {
  return cells.flatMap((c, index) => {
    if (c.value === null || c.state === 'future' || c.state === 'no_data') return [];
    const days = c.state === 'complete' ? c.daysInMonth : c.daysWithData;
    return days > 0 ? [{ index, perDay: c.value / days, complete: c.state === 'complete' }] : [];
  });
}

interface SiteBase {
  title: string;
  monthly: Record<string, MonthlyEntry>;
}

function baseRow(siteId: string, s: SiteBase, year: number, repoMonth: string) {
  const months = monthsOfYear(year).map((m) => monthCell(m, s.monthly[m], repoMonth));
  return {
    siteId: Number(siteId),
    title: s.title,
    shortTitle: truncate(s.title, ANNUAL_TITLE_MAX),
    months,
    trend: trendOf(months),
    incompleteMonths: months.filter((m) => m.state === 'incomplete' || m.state === 'no_data').length,
    estimate: null,
    aboveTarget: false,
    factor: null,
    normalized: null,
    weather: null,
  };
}

export function energyRows(r: AnnualEnergyReport): AnnualRow[] {
  return Object.entries(r.site_dict).map(([id, s]) => ({
    ...baseRow(id, { title: s.site_title, monthly: s.monthly_dict }, r.repo_year, r.repo_month),
    total: s.site_total,
    notApplicable: false,
  }));
}

export function euiRows(r: AnnualEuiReport): AnnualRow[] {
  return Object.entries(r.site_eui).map(([id, s]) => ({
    ...baseRow(id, { title: s.site_title, monthly: s.monthly_eui }, r.repo_year, r.repo_month),
    total: s.site_eui_existing,
    notApplicable: s.floor_area_m2 === null,
    estimate: s.site_eui_est.eui_est,
    aboveTarget: s.site_eui_est.above_target,
    normalized: s.site_eui_normalized ?? null,
    weather: s.weather_normalization ?? null,
  }));
}

export function co2Rows(r: AnnualCo2Report): AnnualRow[] {
  return Object.entries(r.site_dict).map(([id, s]) => ({
    ...baseRow(id, { title: s.site_title, monthly: s.monthly_dict }, r.repo_year, r.repo_month),
    total: s.site_total,
    notApplicable: s.co2_factor === null,
    factor: s.co2_factor,
  }));
}

export type AnnualReportOf<K extends AnnualKind> = K extends 'energy'
  ? AnnualEnergyReport
  : K extends 'eui'
    ? AnnualEuiReport
    : AnnualCo2Report;

export function rowsOf(kind: AnnualKind, report: AnnualEnergyReport | AnnualEuiReport | AnnualCo2Report) {
  if (kind === 'energy') return energyRows(report as AnnualEnergyReport);
  if (kind === 'eui') return euiRows(report as AnnualEuiReport);
  return co2Rows(report as AnnualCo2Report);
}

/** E-003 (decided): the search needs 3 characters (spec 3 §5) and matches the site's title. */
export const SEARCH_MIN = 3;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether the search is long enough to filter. */
export const searchApplies = (q: string | undefined) => (q?.trim().length ?? 0) >= SEARCH_MIN;

/** The rows whose title holds the search (case and accents ignored); all rows for a shorter search. */
export function searchRows(rows: readonly AnnualRow[], q: string | undefined): AnnualRow[] {
  if (!searchApplies(q)) return [...rows];
  const needle = fold(q!.trim());
  return rows.filter((r) => fold(r.title).includes(needle));
}

const sortValue = (r: AnnualRow, key: SortKey): number | string | null => {
  switch (key) {
    case 'site':
      return r.title;
    case 'total':
      return r.total;
    case 'estimate':
      return r.estimate;
    case 'factor':
      return r.factor;
    case 'normalized':
      return r.normalized;
    case 'effect':
      return r.weather?.weather_effect ?? null;
    case 'change':
      return r.weather?.change?.eui_change ?? null;
  }
};

/** Sorted by `key`; missing values last in either direction, then by title. */
export function sortRows(rows: readonly AnnualRow[], key: SortKey, dir: SortDir): AnnualRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      const c = typeof x === 'string' ? x.localeCompare(y as string) : (x as number) - (y as number);
      if (c !== 0) return sign * c;
    }
    return a.title.localeCompare(b.title) || a.siteId - b.siteId;
  });
}
