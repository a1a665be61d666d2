import {
  AVERAGE_BAR_COLOUR,
  type ChartOption,
  ENERGY_BAR_COLOUR,
  horizontalBarsOption,
  kwhBarsOption,
  topSiteBars,
} from '@sw/domain';
import { badRequest } from '../../../lib/http-errors';
import { siteDailyEnergy, siteDaySplit } from '../../analytics';
import type { ReportChart } from '../pdf/charts';
import type { Column, ReportDocument, Row } from '../report-document';
import { daysIn, organisationTitle, requestedSite, requestedSites } from './scope';
import { MAX_REPORT_ROWS, type ReportTemplateDef, type TemplateContext } from './template';

/*
 * dailyEnergyConsumption (one site) and multiSiteEnergyConsumption (the organisation's sites, or the
 * request's searchFilter.siteIds), from the same queries as the organisation and site energy pages
 * (analytics/energy-compare): site energy = the main meter, else the sum of the equipment sub-meters,
 * per local day of the site (docs/analytics.md "Site energy"); the split by opening hours from
 * energy_day_split (docs/analytics.md "NOH"). docs/reports.md has the columns and an example.
 */

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
const share = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : null);

const DAY_COLUMNS: Column[] = [
  { key: 'day', header: 'Day', type: 'date', width: 12 },
  { key: 'kwh', header: 'Energy', unit: 'kWh', type: 'number', decimals: 1 },
  { key: 'opKwh', header: 'Operating hours energy', unit: 'kWh', type: 'number', decimals: 1 },
  { key: 'nohKwh', header: 'Non-operating hours energy', unit: 'kWh', type: 'number', decimals: 1 },
  { key: 'nohShare', header: 'Non-operating share', unit: '%', type: 'number', decimals: 1 },
  { key: 'complete', header: 'Every meter reported', type: 'text', width: 12 },
];

async function dayRows(ctx: TemplateContext, sites: { id: number; title: string }[]): Promise<Row[]> {
  const args = {
    orgId: ctx.orgId,
    siteIds: sites.map((s) => s.id),
    from: ctx.request.reportFromDate,
    to: ctx.request.reportToDate,
  };
  const [days, splits] = await Promise.all([
    siteDailyEnergy(ctx.database, args),
    siteDaySplit(ctx.database, args),
  ]);
  const split = new Map(splits.map((s) => [`${s.siteId}|${s.day}`, s]));
  const title = new Map(sites.map((s) => [s.id, s.title]));
  return days.map((d) => {
    const s = split.get(`${d.siteId}|${d.day}`);
    return {
      siteId: d.siteId,
      site: title.get(d.siteId) ?? '',
      day: d.day,
      kwh: d.kwh,
      opKwh: s ? s.opKwh : null,
      nohKwh: s ? s.nohKwh : null,
      nohShare: s ? share(s.nohKwh, s.opKwh + s.nohKwh) : null,
      complete: d.covered ? 'Yes' : 'No',
    };
  });
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every day of the period as a bar (a day without readings is a gap), as the daily energy modal. */
function dailyChart(from: string, to: string, rows: Row[]): ChartOption {
  const kwh = new Map(rows.map((r) => [String(r.day), Number(r.kwh)]));
  const bars = Array.from({ length: daysIn(from, to) }, (_, i) => {
    const d = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000);
    const day = d.toISOString().slice(0, 10);
    return {
      axisLabel: String(d.getUTCDate()),
      label: `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`,
      kwh: kwh.get(day) ?? null,
    };
  });
  return kwhBarsOption(bars);
}

/** PDF_TOP_SITES sites by energy with the 'Average of All Sites' bar, as the dashboard's tile. */
const PDF_TOP_SITES = 20;
function sitesChart(siteRows: Row[]): ReportChart {
  const withData = siteRows.filter((r) => r.kwh !== null);
  const average = withData.length ? withData.reduce((a, r) => a + Number(r.kwh), 0) / withData.length : null;
  const bars = topSiteBars(
    withData.map((r, i) => ({ siteId: i + 1, siteTitle: String(r.site), siteKwh: Number(r.kwh) })),
    average,
    PDF_TOP_SITES,
  );
  return {
    title:
      withData.length > PDF_TOP_SITES
        ? `Top ${PDF_TOP_SITES} energy consuming sites (kWh)`
        : 'Energy consuming sites (kWh)',
    barLabels: bars.map((b) => b.title),
    option: horizontalBarsOption(
      bars.map((b) => ({
        label: b.title,
        value: b.kwh,
        color: b.average ? AVERAGE_BAR_COLOUR : ENERGY_BAR_COLOUR,
      })),
    ),
  };
}

const once = (rows: Row[]) =>
  async function* (): AsyncGenerator<Row[]> {
    if (rows.length) yield rows;
  };

export const dailyEnergyConsumption: ReportTemplateDef = {
  template: 'dailyEnergyConsumption',
  formats: ['CSV', 'EXCEL', 'PDF'],
  modes: ['single'],
  async check(ctx) {
    await requestedSite(ctx);
    return daysIn(ctx.request.reportFromDate, ctx.request.reportToDate);
  },
  async build(ctx): Promise<ReportDocument> {
    const site = await requestedSite(ctx);
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const rows = await dayRows(ctx, [site]);
    return {
      template: 'dailyEnergyConsumption',
      title: `Daily energy consumption — ${site.title}`,
      organisation: await organisationTitle(ctx),
      facts: [
        ['Site', site.title],
        ['Period', `${from} to ${to} (whole local days)`],
        [
          'Total energy',
          `${round(
            rows.reduce((a, r) => a + Number(r.kwh), 0),
            1,
          )} kWh`,
        ],
      ],
      timeZone: site.time_zone,
      fileStem: `Daily energy consumption - ${site.title} - ${from} to ${to}`,
      tables: [
        {
          name: 'Daily energy',
          columns: DAY_COLUMNS,
          rows: once(rows),
          charts: [{ title: 'Energy per day (kWh)', option: dailyChart(from, to, rows) }],
        },
      ],
      expectedRows: rows.length,
    };
  },
};

const SITE_COLUMNS: Column[] = [
  { key: 'site', header: 'Site', type: 'text', width: 32 },
  { key: 'kwh', header: 'Energy', unit: 'kWh', type: 'number', decimals: 1 },
  { key: 'days', header: 'Days with data', type: 'number', decimals: 0 },
  { key: 'area', header: 'Floor area', unit: 'm²', type: 'number', decimals: 0 },
  { key: 'eui', header: 'EUI for the period', unit: 'kWh/m²', type: 'number', decimals: 2 },
  { key: 'co2', header: 'CO2', unit: 'kg CO2e', type: 'number', decimals: 1 },
  { key: 'nohKwh', header: 'Non-operating hours energy', unit: 'kWh', type: 'number', decimals: 1 },
  { key: 'nohShare', header: 'Non-operating share', unit: '%', type: 'number', decimals: 1 },
];

export const multiSiteEnergyConsumption: ReportTemplateDef = {
  template: 'multiSiteEnergyConsumption',
  formats: ['CSV', 'EXCEL', 'PDF'],
  modes: ['single', 'global'],
  async check(ctx) {
    const sites = await requestedSites(ctx);
    const rows = sites.length * (daysIn(ctx.request.reportFromDate, ctx.request.reportToDate) + 1);
    if (rows > MAX_REPORT_ROWS)
      throw badRequest(
        `This report would have about ${rows.toLocaleString('en-GB')} rows: choose a shorter period`,
      );
    return rows;
  },
  async build(ctx): Promise<ReportDocument> {
    const sites = await requestedSites(ctx);
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const days = await dayRows(
      ctx,
      sites.map((s) => ({ id: s.id, title: s.title })),
    );
    const bySite = new Map<number, Row[]>();
    for (const d of days) bySite.set(Number(d.siteId), [...(bySite.get(Number(d.siteId)) ?? []), d]);
    const siteRows: Row[] = sites.map((s) => {
      const list = bySite.get(s.id) ?? [];
      const kwh = list.reduce((a, r) => a + Number(r.kwh), 0);
      const noh = list.filter((r) => r.nohKwh !== null);
      const nohKwh = noh.reduce((a, r) => a + Number(r.nohKwh), 0);
      const splitKwh = noh.reduce((a, r) => a + Number(r.opKwh) + Number(r.nohKwh), 0);
      return {
        site: s.title,
        kwh: list.length ? kwh : null,
        days: list.length,
        area: s.floorAreaM2,
        eui: list.length && s.floorAreaM2 ? kwh / s.floorAreaM2 : null,
        co2: list.length && s.co2Factor !== null ? kwh * s.co2Factor : null,
        nohKwh: noh.length ? nohKwh : null,
        nohShare: noh.length ? share(nohKwh, splitKwh) : null,
      };
    });
    return {
      template: 'multiSiteEnergyConsumption',
      title: 'Energy consumption by site',
      organisation: await organisationTitle(ctx),
      facts: [
        ['Sites', String(sites.length)],
        ['Period', `${from} to ${to} (each site's local days)`],
      ],
      // Several zones: days are each site's own; the file states the organisation's convention.
      timeZone: sites[0]?.timeZone ?? 'UTC',
      fileStem: `Energy consumption by site - ${from} to ${to}`,
      tables: [
        {
          name: 'Sites',
          columns: SITE_COLUMNS,
          rows: once(siteRows),
          charts: [sitesChart(siteRows)],
        },
        {
          name: 'Daily energy',
          columns: [{ key: 'site', header: 'Site', type: 'text', width: 32 }, ...DAY_COLUMNS],
          rows: once(days),
        },
      ],
      expectedRows: siteRows.length + days.length,
    };
  },
};
