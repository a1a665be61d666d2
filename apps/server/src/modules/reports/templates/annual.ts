import type { MonthlyEntry, OrgEnergyPdfReport } from '@sw/contracts';
import { kwhBarsOption, monthsOfYear, SHORT_MONTH_NAMES } from '@sw/domain';
import { badRequest } from '../../../lib/http-errors';
import { orgEnergyPerformance } from '../../analytics';
import type { Column, ReportDocument, Row } from '../report-document';
import { organisationTitle, requestedSites } from './scope';
import type { ReportTemplateDef, TemplateContext } from './template';

/*
 * organizationEnergyPerformance (H-004 decided): the annual pages' report — January to the month of
 * reportToDate, the organisation's sites (or searchFilter.siteIds) — from org_energy_pdf's data (the
 * Summary page's source): energy, EUI and CO2 per site and month. docs/reports.md.
 */

type Cell = { value: number | null; note: string | null };

/** A month entry as the annual tables read it (docs/analytics.md "Month status"). */
function cellOf(month: string, entry: MonthlyEntry | undefined): Cell {
  const name = SHORT_MONTH_NAMES[Number(month.slice(5, 7)) - 1];
  if (typeof entry === 'number') return { value: entry, note: null };
  if (!entry || entry.status === 'no_data' || entry.value === null)
    return { value: null, note: `${name} no data` };
  const days = `${entry.days_with_data}/${entry.days_in_month} days`;
  return {
    value: entry.value,
    note: `${name} ${entry.status === 'in_progress' ? 'in progress' : 'incomplete'} ${days}`,
  };
}

const monthColumns = (months: string[], unit: string, decimals: number): Column[] =>
  months.map((m) => ({
    key: m,
    header: SHORT_MONTH_NAMES[Number(m.slice(5, 7)) - 1]!,
    unit,
    type: 'number',
    decimals,
    width: 8,
  }));

function monthRows(
  sites: Record<string, { site_title: string; monthly_dict: Record<string, MonthlyEntry> }>,
  months: string[],
  total: (id: string) => Row,
): Row[] {
  return Object.entries(sites)
    .sort(([, a], [, b]) => a.site_title.localeCompare(b.site_title))
    .map(([id, s]) => {
      const cells = months.map((m) => [m, cellOf(m, s.monthly_dict[m])] as const);
      const notes = cells.flatMap(([, c]) => (c.note ? [c.note] : []));
      return {
        site: s.site_title,
        ...total(id),
        ...Object.fromEntries(cells.map(([m, c]) => [m, c.value])),
        notes: notes.join('; ') || null,
      };
    });
}

/** The organisation's months: Σ of the sites' values, faded unless every site's month is complete. */
function orgMonthsChart(r: OrgEnergyPdfReport['energy'], months: string[]) {
  const sites = Object.values(r.site_dict);
  return kwhBarsOption(
    months.map((month) => {
      const cells = sites.map((s) => s.monthly_dict[month]);
      const values = cells.map((c) => cellOf(month, c).value).filter((v): v is number => v !== null);
      const complete = cells.every((c) => typeof c === 'number');
      return {
        axisLabel: SHORT_MONTH_NAMES[Number(month.slice(5, 7)) - 1]!,
        label: `${SHORT_MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
        kwh: values.length ? values.reduce((a, v) => a + v, 0) : null,
        note: complete ? '' : ' (not complete)',
        faded: !complete,
      };
    }),
    { color: '#087f5b', barMaxWidth: 36, missing: '-' },
  );
}

const once = (rows: Row[]) =>
  async function* (): AsyncGenerator<Row[]> {
    if (rows.length) yield rows;
  };

const SITE: Column = { key: 'site', header: 'Site', type: 'text', width: 28 };
const NOTES: Column = { key: 'notes', header: 'Months not complete', type: 'text', width: 30 };

function checkYear(ctx: TemplateContext): void {
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  if (from.slice(0, 4) !== to.slice(0, 4))
    throw badRequest(
      'The organisation energy performance report covers one calendar year: reportFromDate and reportToDate must be in the same year',
    );
}

export const organizationEnergyPerformance: ReportTemplateDef = {
  template: 'organizationEnergyPerformance',
  formats: ['PDF', 'CSV', 'EXCEL'],
  modes: ['single', 'global'],
  async check(ctx) {
    checkYear(ctx);
    return (await requestedSites(ctx)).length * 3;
  },
  async build(ctx): Promise<ReportDocument> {
    checkYear(ctx);
    const sites = await requestedSites(ctx);
    const r = await orgEnergyPerformance(
      { database: ctx.database, orgId: ctx.orgId, scope: ctx.siteScope, progress: () => {} },
      { date: ctx.request.reportToDate, siteIds: sites.map((s) => s.id) },
    );
    const months = monthsOfYear(r.repo_year).filter((m) => m <= r.repo_month);
    const period = `January to ${SHORT_MONTH_NAMES[Number(r.repo_month.slice(5, 7)) - 1]} ${r.repo_year}`;
    const energyRows = monthRows(r.energy.site_dict, months, (id) => ({
      total: r.energy.site_dict[id]!.site_total,
    }));
    const co2Rows = monthRows(r.co2.site_dict, months, (id) => ({
      total: r.co2.site_dict[id]!.site_total,
      factor: r.co2.site_dict[id]!.co2_factor,
    }));
    const euiRows: Row[] = Object.values(r.eui.site_eui)
      .sort((a, b) => a.site_title.localeCompare(b.site_title))
      .map((s) => ({
        site: s.site_title,
        area: s.floor_area_m2,
        eui: s.site_eui_existing,
        est: s.site_eui_est.eui_est,
        daysEstimated: s.site_eui_est.days_estimated,
        above: s.site_eui_est.eui_est === null ? null : s.site_eui_est.above_target ? 'Yes' : 'No',
        normalized: s.site_eui_normalized ?? null,
      }));
    return {
      template: 'organizationEnergyPerformance',
      title: `Energy performance ${r.repo_year}`,
      organisation: await organisationTitle(ctx),
      facts: [
        ['Period', `${period} (each site's local months)`],
        ['Sites', String(sites.length)],
        ['Energy', `${r.energy.org_energy_total.toLocaleString('en-US', { maximumFractionDigits: 1 })} kWh`],
        [
          'EUI',
          `${r.eui.org_eui_existing?.toFixed(1) ?? '-'} kWh/m² so far; estimated year ${r.eui.org_eui_est?.toFixed(1) ?? '-'} kWh/m² (target ${r.target})`,
        ],
        [
          'CO2',
          `${(r.co2.org_co2_total / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} t CO2e`,
        ],
      ],
      timeZone: sites[0]?.timeZone ?? 'UTC',
      fileStem: `Energy performance - ${period}`,
      tables: [
        {
          name: 'Energy',
          columns: [
            SITE,
            { key: 'total', header: 'Year to date', unit: 'kWh', type: 'number', decimals: 0, width: 10 },
            ...monthColumns(months, 'kWh', 0),
            NOTES,
          ],
          rows: once(energyRows),
          charts: [{ title: 'Organisation energy by month (kWh)', option: orgMonthsChart(r.energy, months) }],
        },
        {
          name: 'EUI',
          columns: [
            SITE,
            { key: 'area', header: 'Floor area', unit: 'm²', type: 'number', decimals: 0 },
            { key: 'eui', header: 'EUI year to date', unit: 'kWh/m²', type: 'number', decimals: 1 },
            { key: 'est', header: 'Estimated EUI', unit: 'kWh/m²', type: 'number', decimals: 1 },
            { key: 'daysEstimated', header: 'Days estimated', type: 'number', decimals: 0 },
            { key: 'above', header: `Above ${r.target}`, type: 'text', width: 8 },
            {
              key: 'normalized',
              header: 'Weather-normalised EUI',
              unit: 'kWh/m²',
              type: 'number',
              decimals: 1,
            },
          ],
          rows: once(euiRows),
        },
        {
          name: 'CO2',
          columns: [
            SITE,
            { key: 'factor', header: 'Grid factor', unit: 'kg/kWh', type: 'number', decimals: 3 },
            { key: 'total', header: 'Year to date', unit: 'kg CO2e', type: 'number', decimals: 0, width: 10 },
            ...monthColumns(months, 'kg', 0),
            NOTES,
          ],
          rows: once(co2Rows),
        },
      ],
      expectedRows: energyRows.length + euiRows.length + co2Rows.length,
    };
  },
};
