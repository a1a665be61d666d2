import { MAX_ENERGY_REPORT_DAYS } from '@sw/contracts';
import { dayEdgeInZone, dayInZone, formatNumber } from '@sw/domain';
import { badRequest } from '../../../lib/http-errors';
import { energySeries, equipmentEnergySensors } from '../../telemetry';
import type { Column, ReportDocument, Row, Table } from '../report-document';
import {
  dailyKwhOption,
  kwhRanking,
  type ListedEquipment,
  listedEquipment,
  once,
  refuseOverSize,
  sumOf,
} from './equipment-common';
import { daysIn, organisationTitle } from './scope';
import type { ReportTemplateDef, TemplateContext } from './template';

/*
 * energyUsage (report centre, H-002; H-012: the batch path): the daily energy of the equipment items
 * of equipmentList over the local days of each item's site, from the same daily rollup and the same
 * code as the equipment energy chart (telemetry energySeries over the item's ENERGY sensors, agg 1d:
 * GET /energy/equipment/{id}/series). batch/toPdf (downloadType PDF_MERGE) makes a summary, then one
 * section per item on a page of its own with its daily chart; toReport makes one table of every
 * item's days (equipment first).
 */

const DAY_COLUMNS: Column[] = [
  { key: 'day', header: 'Day', type: 'date', width: 12 },
  { key: 'kwh', header: 'Energy', unit: 'kWh', type: 'number', decimals: 2 },
  { key: 'kw', header: 'Average power', unit: 'kW', type: 'number', decimals: 2 },
];

const SUMMARY_COLUMNS: Column[] = [
  { key: 'equipment', header: 'Equipment', type: 'text', width: 28 },
  { key: 'site', header: 'Site', type: 'text', width: 28 },
  { key: 'kwh', header: 'Energy', unit: 'kWh', type: 'number', decimals: 1 },
  { key: 'days', header: 'Days with data', type: 'number', decimals: 0 },
  { key: 'mean', header: 'Mean per day with data', unit: 'kWh', type: 'number', decimals: 2 },
  { key: 'peakDay', header: 'Highest day', type: 'date', width: 12 },
  { key: 'peakKwh', header: 'Highest day energy', unit: 'kWh', type: 'number', decimals: 2 },
];

interface ItemDays {
  item: ListedEquipment;
  days: { day: string; kwh: number; kw: number }[];
}

/** The request's equipment items: required, the caller's (else 404), each with an energy meter (else 400). */
async function meteredItems(ctx: TemplateContext): Promise<ListedEquipment[]> {
  const items = await listedEquipment(ctx);
  if (!items)
    throw badRequest(
      'equipmentList is required for the energyUsage report: the equipment items to report on',
    );
  const without = items.filter((e) => e.meters === 0);
  if (without.length) {
    const named = without.slice(0, 5).map((e) => `${e.title} (${e.siteTitle})`);
    if (without.length > 5) named.push(`${without.length - 5} more`);
    throw badRequest(
      `No energy meter on ${named.join(', ')}: the energyUsage report needs equipment with an energy sub-meter`,
    );
  }
  return items;
}

/** One item's daily energy: its site's local days from … to, as the equipment energy chart reads them. */
async function dailyEnergyOf(ctx: TemplateContext, item: ListedEquipment): Promise<ItemDays> {
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  const sensors = await equipmentEnergySensors(ctx.database, ctx.orgId, item.id);
  const series = await energySeries(
    ctx.database,
    ctx.orgId,
    sensors,
    item.timeZone,
    {
      from: dayEdgeInZone(from, item.timeZone, 'start'),
      to: new Date(dayEdgeInZone(to, item.timeZone, 'end').getTime() + 1),
      agg: '1d',
    },
    ctx.now,
  );
  return {
    item,
    days: series.readings.map((r) => ({
      day: dayInZone(new Date(r.timestamp * 1000), item.timeZone),
      kwh: r.energy,
      kw: r.power,
    })),
  };
}

function summaryRow({ item, days }: ItemDays): Row {
  const peak = days.reduce<ItemDays['days'][number] | null>(
    (p, d) => (p === null || d.kwh > p.kwh + 1e-9 ? d : p),
    null,
  );
  const kwh = sumOf(days.map((d) => d.kwh));
  return {
    equipment: item.title,
    site: item.siteTitle,
    kwh,
    days: days.length,
    mean: kwh === null ? null : kwh / days.length,
    peakDay: peak?.day ?? null,
    peakKwh: peak?.kwh ?? null,
  };
}

/** batch/toPdf: the summary, then a section per item starting on a new page with its daily chart. */
function sections(ctx: TemplateContext, all: ItemDays[], summary: Row[]): Table[] {
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  return [
    { name: 'Equipment energy', columns: SUMMARY_COLUMNS, rows: once(summary) },
    ...all.map(({ item, days }) => ({
      name: `${item.title} — ${item.siteTitle}`,
      columns: DAY_COLUMNS,
      rows: once(days),
      newPage: true,
      charts: [
        {
          title: `Energy per day (kWh), local days of ${item.siteTitle}: ${formatNumber(sumOf(days.map((d) => d.kwh)) ?? 0)} kWh in all`,
          option: dailyKwhOption(from, to, new Map(days.map((d) => [d.day, d.kwh]))),
        },
      ],
    })),
  ];
}

/** toReport / toPdf: one table of every item's days, the equipment first. */
function oneTable(all: ItemDays[], summary: Row[]): Table[] {
  const chart = kwhRanking(
    'Energy per equipment item (kWh)',
    summary.map((s) => ({ label: `${s.equipment} — ${s.site}`, kwh: s.kwh as number | null })),
  );
  return [
    {
      name: 'Daily energy',
      columns: [
        { key: 'equipment', header: 'Equipment', type: 'text', width: 28 },
        { key: 'site', header: 'Site', type: 'text', width: 28 },
        ...DAY_COLUMNS,
      ],
      rows: once(
        all.flatMap(({ item, days }) =>
          days.map((d) => ({ equipment: item.title, site: item.siteTitle, ...d })),
        ),
      ),
      charts: chart ? [chart] : [],
    },
  ];
}

const batch = (ctx: TemplateContext) => ctx.request.downloadType === 'PDF_MERGE';

export const energyUsage: ReportTemplateDef = {
  template: 'energyUsage',
  formats: ['PDF', 'CSV', 'EXCEL'],
  equipmentList: true,
  modes: ['batch', 'single'],
  // H-012: its PDF is the batch path's, a section per equipment item.
  pdfModes: ['batch'],
  async check(ctx) {
    const days = daysIn(ctx.request.reportFromDate, ctx.request.reportToDate);
    if (days > MAX_ENERGY_REPORT_DAYS)
      throw badRequest(`The energyUsage report covers at most ${MAX_ENERGY_REPORT_DAYS} days`);
    const items = await meteredItems(ctx);
    return refuseOverSize(items.length * days + (batch(ctx) ? items.length : 0));
  },
  async build(ctx): Promise<ReportDocument> {
    const items = await meteredItems(ctx);
    const all: ItemDays[] = [];
    for (const item of items) all.push(await dailyEnergyOf(ctx, item));
    const summary = all.map(summaryRow);
    const tables = batch(ctx) ? sections(ctx, all, summary) : oneTable(all, summary);
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const total = sumOf(summary.map((s) => s.kwh as number | null));
    const sites = new Set(items.map((e) => e.siteId)).size;
    const one = items.length === 1 ? items[0]! : null;
    return {
      template: 'energyUsage',
      title: one ? `Energy usage — ${one.title}` : 'Energy usage',
      organisation: await organisationTitle(ctx),
      facts: [
        ['Period', `${from} to ${to} (each equipment item's site's local days)`],
        [
          'Equipment',
          one
            ? `${one.title} (${one.siteTitle})`
            : `${items.length} items at ${sites} site${sites === 1 ? '' : 's'}`,
        ],
        ['Total energy', `${total === null ? 0 : Math.round(total * 10) / 10} kWh`],
        ['Source', "each item's energy meters, daily rollup (as its energy chart)"],
      ],
      timeZone: items[0]?.timeZone ?? 'UTC',
      fileStem: `Energy usage - ${one ? `${one.title} - ` : ''}${from} to ${to}`,
      tables,
      expectedRows: all.reduce((a, x) => a + x.days.length, 0) + (batch(ctx) ? all.length : 0),
    };
  },
};
