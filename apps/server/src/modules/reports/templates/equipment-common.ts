import { type EquipmentPerformanceRow, MAX_EQUIPMENT_COMPARE_DAYS } from '@sw/contracts';
import {
  type ChartOption,
  dayInZone,
  ENERGY_BAR_COLOUR,
  horizontalBarsOption,
  kwhBarsOption,
} from '@sw/domain';
import { scopeParam } from '../../../db/site-scope';
import { badRequest, notFound } from '../../../lib/http-errors';
import { equipmentCompare } from '../../analytics';
import type { ReportChart } from '../pdf/charts';
import type { Row } from '../report-document';
import { daysIn } from './scope';
import { MAX_REPORT_ROWS, type TemplateContext } from './template';

/*
 * What the equipment templates (equipment.ts) share: the request's equipment and group checked
 * against the caller's organisation, the equipment group performance service run group by group
 * with the page's filters, and the PDF charts.
 */

export const once = (rows: Row[]) =>
  async function* (): AsyncGenerator<Row[]> {
    if (rows.length) yield rows;
  };

const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
/** Σ of the values that exist; null when none does (no data is not 0). */
export const sumOf = (values: (number | null)[]) => {
  const v = present(values);
  return v.length ? v.reduce((a, b) => a + b, 0) : null;
};
export const meanOf = (values: (number | null)[]) => {
  const v = present(values);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

/** The equipment group performance page's limit: 62 local days (what the hourly rollup keeps). */
export function comparePeriodDays(ctx: TemplateContext): number {
  const days = daysIn(ctx.request.reportFromDate, ctx.request.reportToDate);
  if (days > MAX_EQUIPMENT_COMPARE_DAYS)
    throw badRequest(
      `The ${ctx.request.reportTemplate} report covers at most ${MAX_EQUIPMENT_COMPARE_DAYS} days, as the equipment performance page`,
    );
  return days;
}

export function refuseOverSize(rows: number): number {
  if (rows > MAX_REPORT_ROWS)
    throw badRequest(
      `This report would have about ${rows.toLocaleString('en-GB')} rows (at most ${MAX_REPORT_ROWS.toLocaleString('en-GB')}): choose fewer sites or equipment items, or a shorter period`,
    );
  return rows;
}

export interface EquipmentGroup {
  id: number;
  title: string;
}

/** The request's equipmentGroupId (groups are a shared catalogue: an unknown one is 404). */
export async function requestedGroup(
  ctx: TemplateContext,
  required: boolean,
): Promise<EquipmentGroup | null> {
  const id = ctx.request.equipmentGroupId;
  if (id === undefined) {
    if (required)
      throw badRequest(`equipmentGroupId is required for the ${ctx.request.reportTemplate} report`);
    return null;
  }
  const [group] = await ctx.database.query<EquipmentGroup>(
    'select id, title from equipment_groups where id = $1::int',
    [id],
  );
  if (!group) throw notFound('Equipment group');
  return group;
}

export interface ListedEquipment {
  id: number;
  title: string;
  siteId: number;
  siteTitle: string;
  timeZone: string;
  /** ENERGY sensors on it (the equipment energy chart's meters). */
  meters: number;
}

/**
 * The request's equipmentList in its order, every id an equipment item of the caller's organisation
 * at a site of their scope (else 404, as an unknown id); null when the request has none.
 */
export async function listedEquipment(ctx: TemplateContext): Promise<ListedEquipment[] | null> {
  const ids = [...new Set(ctx.request.equipmentList ?? [])];
  if (!ids.length) return null;
  const rows = await ctx.database.query<ListedEquipment>(
    `select e.id, e.title, s.id as "siteId", s.title as "siteTitle", s.time_zone as "timeZone",
            (select count(*)::int from sensors x
              where x.org_id = e.org_id and x.equipment_id = e.id and x.sensor_type = 'ENERGY') as meters
       from equipment e join sites s on s.id = e.site_id and s.org_id = e.org_id
      where e.org_id = $1::int and e.id = any($2::int[]) and ($3::int[] is null or s.id = any($3::int[]))`,
    [ctx.orgId, ids, scopeParam(ctx.siteScope)],
  );
  if (rows.length !== ids.length) throw notFound('Equipment');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** The page's filters (searchFilter.equipmentTypeId, vendor) and the equipmentList narrowing. */
export function pageFilter(ctx: TemplateContext, only: ListedEquipment[] | null) {
  const ids = only ? new Set(only.map((e) => e.id)) : null;
  const f = ctx.request.searchFilter;
  return (r: EquipmentPerformanceRow) =>
    (!ids || ids.has(r.equipmentId)) &&
    (f?.equipmentTypeId === undefined || r.equipmentTypeId === f.equipmentTypeId) &&
    (!f?.vendor || r.defaultKpis.vendor === f.vendor);
}

/** The filters as one line of the cover. */
export function filtersFact(ctx: TemplateContext, rows: EquipmentPerformanceRow[]): string {
  const f = ctx.request.searchFilter;
  const list = ctx.request.equipmentList?.length;
  return (
    [
      f?.equipmentTypeId !== undefined
        ? `equipment type ${rows[0]?.equipmentTypeTitle ?? f.equipmentTypeId}`
        : null,
      f?.vendor ? `manufacturer ${f.vendor}` : null,
      list ? `${list} chosen equipment item${list === 1 ? '' : 's'}` : null,
    ]
      .filter(Boolean)
      .join(', ') || 'none'
  );
}

/**
 * The equipment group performance rows (analytics equipmentCompare, the page's own service) of each
 * group at the given sites, one group after another, kept by `keep`.
 */
export async function compareRows(
  ctx: TemplateContext,
  groupIds: number[],
  siteIds: number[],
  keep: (r: EquipmentPerformanceRow) => boolean,
): Promise<EquipmentPerformanceRow[]> {
  // An empty site list would mean every site to the service.
  if (!siteIds.length) return [];
  const out: EquipmentPerformanceRow[] = [];
  for (const groupId of groupIds) {
    const data = await equipmentCompare(ctx.database, {
      orgId: ctx.orgId,
      scope: ctx.siteScope,
      groupId,
      typeGroupId: null,
      siteIds,
      from: ctx.request.reportFromDate,
      to: ctx.request.reportToDate,
      now: ctx.now,
    });
    out.push(...data.rows.filter(keep));
  }
  return out;
}

/**
 * The local day (of the row's site) from which its door figures count: the latest first raw reading
 * among its door sensors (door figures need raw readings, kept a few days only); null without any.
 */
export function doorDataFrom(r: EquipmentPerformanceRow, timeZone: string): string | null {
  const starts = Object.values(r.byAccessSensor)
    .map((d) => d.coveredFrom)
    .filter((c): c is string => c !== null)
    .map((c) => Date.parse(c));
  return starts.length ? dayInZone(new Date(Math.max(...starts)), timeZone) : null;
}

/** 'Carrier / X12', as the page's Manufacturer / Model column. */
export const vendorModel = (r: EquipmentPerformanceRow) =>
  [r.defaultKpis.vendor, r.defaultKpis.model].filter(Boolean).join(' / ') || null;

/** Bars in a PDF chart at most (the largest first), as the energy report's top sites. */
export const PDF_TOP_BARS = 20;

/** Horizontal kWh bars, largest first (the screens' option); null when nothing has energy. */
export function kwhRanking(
  title: string,
  items: { label: string; kwh: number | null }[],
): ReportChart | null {
  const bars = items
    .filter((i): i is { label: string; kwh: number } => i.kwh !== null)
    .sort((a, b) => b.kwh - a.kwh);
  if (!bars.length) return null;
  const shown = bars.slice(0, PDF_TOP_BARS);
  return {
    title: bars.length > PDF_TOP_BARS ? `Top ${PDF_TOP_BARS}: ${title}` : title,
    barLabels: shown.map((b) => b.label),
    option: horizontalBarsOption(
      shown.map((b) => ({ label: b.label, value: b.kwh, color: ENERGY_BAR_COLOUR })),
    ),
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bar for every local day of the period (a day without readings is a gap), as the daily energy modal. */
export function dailyKwhOption(from: string, to: string, kwhByDay: Map<string, number>): ChartOption {
  return kwhBarsOption(
    Array.from({ length: daysIn(from, to) }, (_, i) => {
      const d = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000);
      return {
        axisLabel: String(d.getUTCDate()),
        label: `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`,
        kwh: kwhByDay.get(d.toISOString().slice(0, 10)) ?? null,
      };
    }),
  );
}
