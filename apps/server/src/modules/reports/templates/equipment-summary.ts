import type { EquipmentPerformanceRow } from '@sw/contracts';
import type { AnalyticsSite } from '../../analytics';
import type { Column, ReportDocument, Row } from '../report-document';
import {
  comparePeriodDays,
  compareRows,
  filtersFact,
  kwhRanking,
  type ListedEquipment,
  listedEquipment,
  meanOf,
  once,
  pageFilter,
  refuseOverSize,
  requestedGroup,
  sumOf,
} from './equipment-common';
import { organisationTitle, requestedSites } from './scope';
import type { ReportTemplateDef, TemplateContext } from './template';

/*
 * equipmentPerformanceSummary (report centre, H-002): one row per equipment group per site, summing
 * up the equipment group performance rows (the page's service, analytics equipmentCompare) of the
 * request's sites (searchFilter.siteIds, default every site of the caller's scope) and local days.
 * Optional: equipmentGroupId (that group only), searchFilter.equipmentTypeId and vendor, equipmentList.
 */

/** Widths are the PDF's shares (about 5 pt each). */
const COLUMNS: Column[] = [
  { key: 'site', header: 'Site', type: 'text', width: 14 },
  { key: 'group', header: 'Equipment group', type: 'text', width: 13 },
  { key: 'equipment', header: 'Equipment', type: 'number', decimals: 0, width: 11 },
  { key: 'metered', header: 'Sub-metered', type: 'number', decimals: 0, width: 13 },
  { key: 'kwh', header: 'Energy', unit: 'kWh', type: 'number', decimals: 1, width: 9 },
  {
    key: 'kwhPerCdd',
    header: 'Energy per cooling degree-day',
    unit: 'kWh/CDD',
    type: 'number',
    decimals: 2,
    width: 12,
  },
  { key: 'monitored', header: 'Temperature monitored', type: 'number', decimals: 0, width: 13 },
  { key: 'compliance', header: 'Mean compliance', unit: '%', type: 'number', decimals: 1, width: 12 },
  { key: 'lowest', header: 'Lowest compliance', unit: '%', type: 'number', decimals: 1, width: 12 },
  { key: 'leastCompliant', header: 'Least compliant equipment', type: 'text', width: 14 },
  { key: 'openings', header: 'Door openings', type: 'number', decimals: 1, width: 10 },
  { key: 'openHours', header: 'Door open time', unit: 'h', type: 'number', decimals: 1, width: 11 },
];

interface GroupAtSites {
  id: number;
  title: string;
  /** Sites holding equipment of the group (the rows it makes). */
  sites: number;
}

/** The equipment groups with equipment at the sites that the filters keep. */
async function groupsOf(
  ctx: TemplateContext,
  sites: AnalyticsSite[],
  only: ListedEquipment[] | null,
): Promise<GroupAtSites[]> {
  const f = ctx.request.searchFilter;
  return ctx.database.query<GroupAtSites>(
    `select g.id, g.title, count(distinct e.site_id)::int as sites
       from equipment e join equipment_groups g on g.id = e.group_id
      where e.org_id = $1::int and e.site_id = any($2::int[])
        and ($3::int is null or e.group_id = $3::int)
        and ($4::int is null or e.type_id = $4::int)
        and ($5::text is null or e.vendor = $5::text)
        and ($6::int[] is null or e.id = any($6::int[]))
      group by g.id, g.title
      order by g.title, g.id`,
    [
      ctx.orgId,
      sites.map((s) => s.id),
      ctx.request.equipmentGroupId ?? null,
      f?.equipmentTypeId ?? null,
      f?.vendor || null,
      only ? only.map((e) => e.id) : null,
    ],
  );
}

/** One site's equipment of one group, summed up. */
function summaryRow(site: string, group: string, list: EquipmentPerformanceRow[]): Row {
  const monitored = list.filter((r) => r.compliancePercentage !== null);
  const worst = monitored.reduce<EquipmentPerformanceRow | null>(
    (w, r) => (w === null || r.compliancePercentage! < w.compliancePercentage! ? r : w),
    null,
  );
  const open = sumOf(list.map((r) => r.totalDurationOpenMins));
  return {
    site,
    group,
    equipment: list.length,
    metered: list.filter((r) => r.defaultKpis.totalConsumption !== null).length,
    kwh: sumOf(list.map((r) => r.defaultKpis.totalConsumption)),
    // Every equipment of a site shares its degree-days: the group's ratio is the sum of theirs.
    kwhPerCdd: sumOf(list.map((r) => r.equipmentTypeKpis.kwhPerDegreeCooling)),
    monitored: monitored.length,
    compliance: meanOf(monitored.map((r) => r.compliancePercentage)),
    lowest: worst?.compliancePercentage ?? null,
    leastCompliant: worst?.defaultKpis.equipmentTitle ?? null,
    openings: sumOf(list.map((r) => r.totalNumberAccess)),
    openHours: open === null ? null : open / 60,
  };
}

export const equipmentPerformanceSummary: ReportTemplateDef = {
  template: 'equipmentPerformanceSummary',
  formats: ['CSV', 'EXCEL', 'PDF'],
  equipmentList: true,
  modes: ['single', 'global'],
  async check(ctx) {
    comparePeriodDays(ctx);
    await requestedGroup(ctx, false);
    const only = await listedEquipment(ctx);
    const groups = await groupsOf(ctx, await requestedSites(ctx), only);
    return refuseOverSize(groups.reduce((a, g) => a + g.sites, 0));
  },
  async build(ctx): Promise<ReportDocument> {
    await requestedGroup(ctx, false);
    const sites = await requestedSites(ctx);
    const only = await listedEquipment(ctx);
    const groups = await groupsOf(ctx, sites, only);
    const data = await compareRows(
      ctx,
      groups.map((g) => g.id),
      sites.map((s) => s.id),
      pageFilter(ctx, only),
    );
    const bySiteGroup = new Map<string, EquipmentPerformanceRow[]>();
    for (const r of data) {
      const key = `${r.siteId}|${r.equipmentGroupId}`;
      const list = bySiteGroup.get(key);
      if (list) list.push(r);
      else bySiteGroup.set(key, [r]);
    }
    const rows: Row[] = [];
    for (const site of sites)
      for (const group of groups) {
        const list = bySiteGroup.get(`${site.id}|${group.id}`);
        if (list) rows.push(summaryRow(site.title, group.title, list));
      }
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const chart = kwhRanking(
      'Energy per equipment group, all sites (kWh)',
      groups.map((g) => ({
        label: g.title,
        kwh: sumOf(
          data.filter((r) => r.equipmentGroupId === g.id).map((r) => r.defaultKpis.totalConsumption),
        ),
      })),
    );
    return {
      template: 'equipmentPerformanceSummary',
      title: 'Equipment performance summary',
      organisation: await organisationTitle(ctx),
      facts: [
        ['Period', `${from} to ${to} (each site's local days)`],
        ['Sites', sites.length === 1 ? sites[0]!.title : String(sites.length)],
        ['Equipment groups', groups.map((g) => g.title).join(', ') || 'none'],
        ['Filters', filtersFact(ctx, data)],
        ['Equipment', String(data.length)],
      ],
      timeZone: sites[0]?.timeZone ?? 'UTC',
      fileStem: `Equipment performance summary - ${from} to ${to}`,
      tables: [{ name: 'Summary', columns: COLUMNS, rows: once(rows), charts: chart ? [chart] : [] }],
      expectedRows: rows.length,
    };
  },
};
