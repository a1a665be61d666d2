import type { AnnualEnergyReport, AnnualEuiReport } from '@sw/contracts';
import { monthsOfYear } from '@sw/domain';
import { energyRows, euiRows, monthCell } from './annual-rows';

// The Summary page's figures from org_energy_pdf (energy, EUI and CO2 of the same sites and months).

export interface OrgMonth {
  month: string;
  /** Σ of the sites' values; null when no site has data. */
  kwh: number | null;
  /** complete: every site's month complete; partial: some site's month in progress or missing days. */
  state: 'complete' | 'partial' | 'no_data' | 'future';
  sitesWithData: number;
}

/** The organisation's energy per month: the sum over the sites of their month (docs/analytics.md). */
export function orgMonths(r: AnnualEnergyReport): OrgMonth[] {
  const sites = Object.values(r.site_dict);
  return monthsOfYear(r.repo_year).map((month) => {
    if (month > r.repo_month) return { month, kwh: null, state: 'future', sitesWithData: 0 };
    const cells = sites.map((s) => monthCell(month, s.monthly_dict[month], r.repo_month));
    const withData = cells.filter((c) => c.value !== null);
    const kwh = withData.length ? withData.reduce((a, c) => a + c.value!, 0) : null;
    const state =
      withData.length === 0 ? 'no_data' : cells.every((c) => c.state === 'complete') ? 'complete' : 'partial';
    return { month, kwh, state, sitesWithData: withData.length };
  });
}

/** The sites with the highest Estimated EUI (the report lists them highest first). */
export function topEuiSites(r: AnnualEuiReport, n = 5) {
  return euiRows(r)
    .filter((row) => row.estimate !== null)
    .sort((a, b) => b.estimate! - a.estimate! || a.title.localeCompare(b.title))
    .slice(0, n);
}

/** How many sites' months so far are all complete, and the sites with days missing (most first). */
export function completeness(r: AnnualEnergyReport) {
  const rows = energyRows(r);
  const missing = rows
    .map((row) => ({
      row,
      missingDays: row.months
        .filter((m) => m.state === 'incomplete' || m.state === 'no_data')
        .reduce((a, m) => a + (m.daysInMonth - m.daysWithData), 0),
    }))
    .filter((x) => x.missingDays > 0)
    .sort((a, b) => b.missingDays - a.missingDays || a.row.title.localeCompare(b.row.title));
  return { sites: rows.length, complete: rows.length - missing.length, missing };
}
