import type { AsyncReportName } from '@sw/contracts/constants';

// The three annual pages (spec 3 §2 "Annual pages"; E-001, E-004): one page per report, reached
// from Summary, switched by tab-like links that keep the page's filters.

export type AnnualKind = 'energy' | 'eui' | 'co2';

export interface AnnualKindDef {
  kind: AnnualKind;
  /** The tab's label (E-004). */
  tab: string;
  path:
    | '/summary/annual-energy-consumption'
    | '/summary/annual-usage-intensity'
    | '/summary/annual-co2-emission';
  report: AsyncReportName;
  /** The unit of the page's figures (E-010 … E-012). */
  unit: string;
  /** What the progress and failure messages call the report. */
  what: string;
}

export const ANNUAL_KINDS: Record<AnnualKind, AnnualKindDef> = {
  energy: {
    kind: 'energy',
    tab: 'Energy Consumption',
    path: '/summary/annual-energy-consumption',
    report: 'org_energy_summary_report',
    unit: 'kWh',
    what: 'annual energy report',
  },
  eui: {
    kind: 'eui',
    tab: 'EUI',
    path: '/summary/annual-usage-intensity',
    report: 'org_eui_report',
    unit: 'kWh/m2',
    what: 'annual EUI report',
  },
  co2: {
    kind: 'co2',
    tab: 'CO2 Emissions',
    path: '/summary/annual-co2-emission',
    report: 'org_co2_report',
    unit: 'kg',
    what: 'annual CO2 report',
  },
};

export const ANNUAL_KIND_ORDER: readonly AnnualKind[] = ['energy', 'eui', 'co2'];

/** E-014: site names in the annual tables are cut at 45 characters. */
export const ANNUAL_TITLE_MAX = 45;
