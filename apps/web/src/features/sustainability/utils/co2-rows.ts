import type { AnnualCo2Report, MonthlyEntry } from '@sw/contracts';
import { monthsOfYear } from '@sw/domain';

/** A month's value and whether it is complete (E-017: a plain number is a complete month). */
export function monthValue(entry: MonthlyEntry | undefined): {
  value: number | null;
  complete: boolean;
  /** Missing days (incomplete) or none measured: not merely a month still running. */
  missing: boolean;
} {
  if (entry === undefined) return { value: null, complete: false, missing: true };
  if (typeof entry === 'number') return { value: entry, complete: true, missing: false };
  return { value: entry.value, complete: false, missing: entry.status !== 'in_progress' };
}

/** The report's months, January … its last month, and the same months of the year before. */
export function reportMonths(report: Pick<AnnualCo2Report, 'repo_year' | 'repo_month'>) {
  const months = monthsOfYear(report.repo_year).filter((m) => m <= report.repo_month);
  return months.map((m) => ({ month: m, lastYear: `${report.repo_year - 1}${m.slice(4)}` }));
}

export interface Co2Comparison {
  /** kg CO2e over the months both years have a value for. */
  thisYear: number;
  lastYear: number;
  /** (this − last) ÷ last × 100; null without a comparable month or with nothing last year. */
  changePercent: number | null;
  /** Months compared. */
  months: number;
}

/** This year against the same months of last year, month by month where both have a value. */
export function compareYears(
  thisYear: Record<string, MonthlyEntry> | undefined,
  lastYear: Record<string, MonthlyEntry> | undefined,
  months: readonly { month: string; lastYear: string }[],
): Co2Comparison {
  let a = 0;
  let b = 0;
  let n = 0;
  for (const m of months) {
    const x = monthValue(thisYear?.[m.month]).value;
    const y = monthValue(lastYear?.[m.lastYear]).value;
    if (x === null || y === null) continue;
    a += x;
    b += y;
    n++;
  }
  return { thisYear: a, lastYear: b, months: n, changePercent: n > 0 && b > 0 ? ((a - b) / b) * 100 : null };
}

export interface SiteCo2Row {
  siteId: number;
  title: string;
  total: number | null;
  factor: number | null;
  comparison: Co2Comparison;
  /** Months of the report with missing days or no data (a month still running is not counted). */
  incompleteMonths: number;
}

/** Sites by their CO2 this year, largest first (sites without a factor last). */
export function siteCo2Rows(
  thisYear: AnnualCo2Report | null,
  lastYear: AnnualCo2Report | null,
): SiteCo2Row[] {
  if (!thisYear) return [];
  const months = reportMonths(thisYear);
  return Object.entries(thisYear.site_dict)
    .map(([id, s]) => ({
      siteId: Number(id),
      title: s.site_title,
      total: s.site_total,
      factor: s.co2_factor,
      comparison: compareYears(s.monthly_dict, lastYear?.site_dict[id]?.monthly_dict, months),
      incompleteMonths: months.filter((m) => monthValue(s.monthly_dict[m.month]).missing).length,
    }))
    .sort((a, b) => (b.total ?? -1) - (a.total ?? -1) || a.title.localeCompare(b.title));
}

/** The organisation's CO2 per month this year and the same month last year (sum of the sites). */
export function monthlyTotals(thisYear: AnnualCo2Report | null, lastYear: AnnualCo2Report | null) {
  if (!thisYear) return [];
  const sum = (r: AnnualCo2Report | null, month: string) => {
    if (!r) return null;
    let total = 0;
    let any = false;
    for (const s of Object.values(r.site_dict)) {
      const v = monthValue(s.monthly_dict[month]).value;
      if (v !== null) {
        total += v;
        any = true;
      }
    }
    return any ? total : null;
  };
  return reportMonths(thisYear).map((m) => ({
    month: m.month,
    thisYear: sum(thisYear, m.month),
    lastYear: sum(lastYear, m.lastYear),
    complete: Object.values(thisYear.site_dict).every((s) => monthValue(s.monthly_dict[m.month]).complete),
  }));
}
