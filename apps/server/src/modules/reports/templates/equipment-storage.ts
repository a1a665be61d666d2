import type { EquipmentPerformanceRow } from '@sw/contracts';
import type { AnalyticsSite } from '../../analytics';
import { rangedSensors } from '../../compliance';
import type { Column, ReportDocument, Row } from '../report-document';
import {
  comparePeriodDays,
  compareRows,
  doorDataFrom,
  filtersFact,
  kwhRanking,
  listedEquipment,
  meanOf,
  once,
  pageFilter,
  refuseOverSize,
  sumOf,
} from './equipment-common';
import { organisationTitle, requestedSites } from './scope';
import type { ReportTemplateDef, TemplateContext } from './template';

/*
 * storageUsage (report centre, H-002; the reading is in docs/reports.md): how each refrigerated
 * storage unit of the request's sites was used over the local days — its energy and estimated duty,
 * its door openings and open time, and how well it held its temperature. A storage unit is an
 * equipment item with a TEMPERATURE sensor whose compliance range (the compliance reports' rule:
 * its TEMPERATURE_RANGE sentinel, else the equipment's min/max) tops out at CHILLED_MAX_C or below.
 * Every figure is the equipment group performance service's (analytics equipmentCompare).
 */

/** Highest upper bound of a chilled range (°C): the legal limit for chilled food in the UK. */
export const CHILLED_MAX_C = 8;
/** A range whose upper bound is at most this (°C) holds frozen goods. */
export const FROZEN_MAX_C = -5;

/** Widths are the PDF's shares (about 5 pt each). */
const COLUMNS: Column[] = [
  { key: 'site', header: 'Site', type: 'text', width: 14 },
  { key: 'unit', header: 'Storage unit', type: 'text', width: 14 },
  { key: 'type', header: 'Type', type: 'text', width: 13 },
  { key: 'storage', header: 'Storage', type: 'text', width: 9 },
  { key: 'range', header: 'Range', unit: '°C', type: 'text', width: 10 },
  { key: 'kwh', header: 'Energy', unit: 'kWh', type: 'number', decimals: 1, width: 8 },
  { key: 'duty', header: 'Estimated duty', unit: '%', type: 'number', decimals: 1, width: 11 },
  { key: 'openings', header: 'Door openings', type: 'number', decimals: 1, width: 10 },
  { key: 'openHours', header: 'Door open time', unit: 'h', type: 'number', decimals: 2, width: 11 },
  { key: 'doorFrom', header: 'Door data from', type: 'date', width: 11 },
  { key: 'avgTemp', header: 'Mean temperature', unit: '°C', type: 'number', decimals: 1, width: 13 },
  { key: 'compliance', header: 'Compliance', unit: '%', type: 'number', decimals: 1, width: 12 },
  { key: 'defrost', header: 'Defrost cycles', type: 'number', decimals: 1, width: 9 },
];

interface StorageUnit {
  /** Its sensors' ranges, e.g. '-25 to -15'. */
  ranges: string[];
  /** The highest upper bound of its ranges (°C). */
  hi: number;
  /** Hours of the period at its site (23- and 25-hour days included). */
  hours: number;
  timeZone: string;
  groupId: number;
  ratedKw: number | null;
}

/** The refrigerated storage units of the sites, by equipment id. */
async function storageUnits(ctx: TemplateContext, sites: AnalyticsSite[]): Promise<Map<number, StorageUnit>> {
  const sensors = (
    await rangedSensors(ctx.database, {
      orgId: ctx.orgId,
      scope: ctx.siteScope,
      from: ctx.request.reportFromDate,
      to: ctx.request.reportToDate,
      siteIds: sites.map((s) => s.id),
    })
  ).filter((s) => s.hi <= CHILLED_MAX_C);
  const byEquipment = new Map<number, typeof sensors>();
  for (const s of sensors) {
    const list = byEquipment.get(s.equipmentId);
    if (list) list.push(s);
    else byEquipment.set(s.equipmentId, [s]);
  }
  const ids = [...byEquipment.keys()];
  const equipment = ids.length
    ? await ctx.database.query<{ id: number; groupId: number; ratedKw: number | null }>(
        'select id, group_id as "groupId", rated_kw as "ratedKw" from equipment where org_id = $1::int and id = any($2::int[])',
        [ctx.orgId, ids],
      )
    : [];
  const units = new Map<number, StorageUnit>();
  for (const e of equipment) {
    const mine = byEquipment.get(e.id)!;
    units.set(e.id, {
      ranges: [...new Set(mine.map((s) => `${s.lo} to ${s.hi}`))],
      hi: Math.max(...mine.map((s) => s.hi)),
      // Energy is read up to now: a period ending today counts its hours so far, not the whole day.
      hours: (Math.min(mine[0]!.t1, ctx.now.getTime()) - mine[0]!.t0) / 3_600_000,
      timeZone: mine[0]!.timeZone,
      groupId: e.groupId,
      ratedKw: e.ratedKw === null ? null : Number(e.ratedKw),
    });
  }
  return units;
}

function storageRow(r: EquipmentPerformanceRow, u: StorageUnit): Row {
  const kwh = r.defaultKpis.totalConsumption;
  return {
    site: r.siteName,
    unit: r.defaultKpis.equipmentTitle,
    type: r.equipmentTypeTitle,
    storage: u.hi <= FROZEN_MAX_C ? 'Frozen' : 'Chilled',
    range: u.ranges.join(', '),
    kwh,
    // Energy ÷ (rated power × hours): the share of the period a unit cycling at its rated power ran.
    duty: kwh !== null && u.ratedKw && u.hours > 0 ? (100 * kwh) / (u.ratedKw * u.hours) : null,
    openings: r.totalNumberAccess,
    openHours: r.totalDurationOpenMins === null ? null : r.totalDurationOpenMins / 60,
    doorFrom: doorDataFrom(r, u.timeZone),
    avgTemp: r.averageTemperature,
    compliance: r.compliancePercentage,
    defrost: r.equipmentTypeKpis.defrostCycleCount,
  };
}

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

export const storageUsage: ReportTemplateDef = {
  template: 'storageUsage',
  formats: ['CSV', 'EXCEL', 'PDF'],
  equipmentList: true,
  modes: ['single', 'global'],
  async check(ctx) {
    comparePeriodDays(ctx);
    await listedEquipment(ctx);
    return refuseOverSize((await storageUnits(ctx, await requestedSites(ctx))).size);
  },
  async build(ctx): Promise<ReportDocument> {
    const sites = await requestedSites(ctx);
    const keep = pageFilter(ctx, await listedEquipment(ctx));
    const units = await storageUnits(ctx, sites);
    const data = (
      await compareRows(
        ctx,
        [...new Set([...units.values()].map((u) => u.groupId))].sort((a, b) => a - b),
        sites.map((s) => s.id),
        (r) => units.has(r.equipmentId) && keep(r),
      )
    ).sort(
      (a, b) =>
        a.siteName.localeCompare(b.siteName) ||
        a.siteId - b.siteId ||
        a.defaultKpis.equipmentTitle.localeCompare(b.defaultKpis.equipmentTitle) ||
        a.equipmentId - b.equipmentId,
    );
    const rows = data.map((r) => storageRow(r, units.get(r.equipmentId)!));
    const frozen = rows.filter((r) => r.storage === 'Frozen').length;
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const chart = kwhRanking(
      'Energy per storage unit (kWh)',
      data.map((r) => ({
        label: `${r.defaultKpis.equipmentTitle} — ${r.siteName}`,
        kwh: r.defaultKpis.totalConsumption,
      })),
    );
    return {
      template: 'storageUsage',
      title: 'Storage usage',
      organisation: await organisationTitle(ctx),
      facts: [
        ['Period', `${from} to ${to} (each site's local days)`],
        ['Sites', sites.length === 1 ? sites[0]!.title : String(sites.length)],
        ['Storage units', `${rows.length} (${rows.length - frozen} chilled, ${frozen} frozen)`],
        [
          'Storage unit',
          `equipment with a temperature sensor whose range tops out at ${CHILLED_MAX_C} °C or below; frozen at ${FROZEN_MAX_C} °C or below`,
        ],
        ['Filters', filtersFact(ctx, data)],
        ['Total energy', `${round1(sumOf(data.map((r) => r.defaultKpis.totalConsumption))) ?? 0} kWh`],
        ['Mean compliance', `${round1(meanOf(data.map((r) => r.compliancePercentage))) ?? '-'} %`],
        ['Estimated duty', 'energy ÷ (rated power × hours of the period), where the rated power is known'],
      ],
      timeZone: sites[0]?.timeZone ?? 'UTC',
      fileStem: `Storage usage - ${from} to ${to}`,
      tables: [{ name: 'Storage units', columns: COLUMNS, rows: once(rows), charts: chart ? [chart] : [] }],
      expectedRows: rows.length,
    };
  },
};
