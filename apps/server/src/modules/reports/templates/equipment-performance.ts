import type { EquipmentPerformanceRow } from '@sw/contracts';
import { type AnalyticsSite, COOLING_BASE_C } from '../../analytics';
import type { Column, ReportDocument, Row } from '../report-document';
import {
  comparePeriodDays,
  compareRows,
  doorDataFrom,
  filtersFact,
  kwhRanking,
  listedEquipment,
  once,
  pageFilter,
  refuseOverSize,
  requestedGroup,
  sumOf,
  vendorModel,
} from './equipment-common';
import { organisationTitle, requestedSites } from './scope';
import type { ReportTemplateDef } from './template';

/*
 * equipmentPerformance (H-027): the equipment group performance page's rows as a file — the page's
 * own service (analytics equipmentCompare, docs/analytics.md "Equipment comparison") for the
 * request's equipmentGroupId, sites (searchFilter.siteIds) and local days, with the page's filters
 * (equipment type, manufacturer) and, when the page sends them, only its rows (equipmentList).
 */

/** Always shown: which equipment a row is. Widths are the PDF's shares (about 5 pt each). */
const ID_COLUMNS: Column[] = [
  { key: 'equipment', header: 'Equipment', type: 'text', width: 14 },
  { key: 'type', header: 'Type', type: 'text', width: 12 },
  { key: 'site', header: 'Site', type: 'text', width: 14 },
  { key: 'vendor', header: 'Manufacturer / Model', type: 'text', width: 14 },
];

/** The figures; as on the page (F-071), a column no row has a value for is left out. */
const FIGURE_COLUMNS: Column[] = [
  { key: 'kwh', header: 'Total Energy Consumption', unit: 'kWh', type: 'number', decimals: 1, width: 14 },
  {
    key: 'kwhPerCdd',
    header: 'Energy per cooling degree-day',
    unit: 'kWh/CDD',
    type: 'number',
    decimals: 2,
    width: 12,
  },
  { key: 'avgTemp', header: 'Average Temperature', unit: '°C', type: 'number', decimals: 1, width: 14 },
  { key: 'stdTemp', header: 'Standard Deviation', unit: '°C', type: 'number', decimals: 1, width: 11 },
  { key: 'compliance', header: 'Compliance Rate', unit: '%', type: 'number', decimals: 1, width: 12 },
  { key: 'defrost', header: 'No. of Defrost Cycles', type: 'number', decimals: 1, width: 9 },
  { key: 'openMins', header: 'Total Open Time', unit: 'mins', type: 'number', decimals: 1, width: 11 },
  { key: 'openings', header: 'Number of Openings', type: 'number', decimals: 1, width: 11 },
];

function performanceRow(r: EquipmentPerformanceRow): Row {
  return {
    equipment: r.defaultKpis.equipmentTitle,
    type: r.equipmentTypeTitle,
    site: r.siteName,
    vendor: vendorModel(r),
    kwh: r.defaultKpis.totalConsumption,
    kwhPerCdd: r.equipmentTypeKpis.kwhPerDegreeCooling,
    avgTemp: r.averageTemperature,
    stdTemp: r.temperatureDeviation,
    compliance: r.compliancePercentage,
    defrost: r.equipmentTypeKpis.defrostCycleCount,
    openMins: r.totalDurationOpenMins,
    openings: r.totalNumberAccess,
  };
}

/** Door figures need raw readings (kept a few days): from when the doors of these rows count. */
function doorFact(data: EquipmentPerformanceRow[], sites: AnalyticsSite[]): string {
  const zone = new Map(sites.map((s) => [s.id, s.timeZone]));
  const days = data
    .map((r) => doorDataFrom(r, zone.get(r.siteId)!))
    .filter((d): d is string => d !== null)
    .sort();
  if (!days.length) return 'no door readings';
  const from = days[0] === days.at(-1) ? days[0] : `${days[0]} to ${days.at(-1)}, by door`;
  return `openings and open time count from each door's first raw reading in the period: ${from}`;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export const equipmentPerformance: ReportTemplateDef = {
  template: 'equipmentPerformance',
  formats: ['CSV', 'EXCEL', 'PDF'],
  equipmentList: true,
  modes: ['single', 'global'],
  async check(ctx) {
    comparePeriodDays(ctx);
    const group = (await requestedGroup(ctx, true))!;
    await listedEquipment(ctx);
    const sites = await requestedSites(ctx);
    const [row] = await ctx.database.query<{ n: number }>(
      'select count(*)::int as n from equipment where org_id = $1::int and group_id = $2::int and site_id = any($3::int[])',
      [ctx.orgId, group.id, sites.map((s) => s.id)],
    );
    return refuseOverSize(row?.n ?? 0);
  },
  async build(ctx): Promise<ReportDocument> {
    const group = (await requestedGroup(ctx, true))!;
    const sites = await requestedSites(ctx);
    const keep = pageFilter(ctx, await listedEquipment(ctx));
    const data = await compareRows(
      ctx,
      [group.id],
      sites.map((s) => s.id),
      keep,
    );
    const rows = data.map(performanceRow);
    const columns = [...ID_COLUMNS, ...FIGURE_COLUMNS.filter((c) => rows.some((r) => r[c.key] !== null))];
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const total = sumOf(data.map((r) => r.defaultKpis.totalConsumption));
    const chart = kwhRanking(
      'Total energy consumption per equipment (kWh)',
      data.map((r) => ({
        label: `${r.defaultKpis.equipmentTitle} — ${r.siteName}`,
        kwh: r.defaultKpis.totalConsumption,
      })),
    );
    return {
      template: 'equipmentPerformance',
      title: `Equipment group performance — ${group.title}`,
      organisation: await organisationTitle(ctx),
      facts: [
        ['Equipment group', group.title],
        ['Period', `${from} to ${to} (each site's local days)`],
        ['Sites', sites.length === 1 ? sites[0]!.title : String(sites.length)],
        ['Filters', filtersFact(ctx, data)],
        ['Equipment', String(rows.length)],
        ['Total energy', total === null ? 'no sub-meter readings' : `${round1(total)} kWh (sub-meters)`],
        ['Degree-days', `cooling degree-days of each site's weather, base ${COOLING_BASE_C} °C`],
        ['Door figures', doorFact(data, sites)],
        ['Columns', 'a figure no equipment has a value for is left out, as on the page'],
      ],
      timeZone: sites[0]?.timeZone ?? 'UTC',
      fileStem: `Equipment group performance - ${group.title} - ${from} to ${to}`,
      tables: [
        {
          name: 'Equipment performance',
          columns,
          rows: once(rows),
          charts: chart ? [chart] : [],
        },
      ],
      expectedRows: rows.length,
    };
  },
};
