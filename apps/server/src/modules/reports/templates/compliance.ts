import { MAX_COMPLIANCE_DAYS, MAX_SITE_COMPLIANCE_DAYS, type SiteComplianceReport } from '@sw/contracts';
import { datesBetween } from '@sw/domain';
import { badRequest, notFound } from '../../../lib/http-errors';
import { complianceReport, siteComplianceReport } from '../../compliance';
import type { ReportDocument, Row } from '../report-document';
import {
  expectedHours,
  refuseOver,
  reportSensors,
  retentionNote,
  type SensorFigures,
  sensorFigures,
  todayAt,
  typeFilter,
} from './compliance-data';
import { temperatureRecord } from './compliance-record';
import {
  barsChart,
  complianceFact,
  DAY_COLUMNS,
  dailyChart,
  dayRows,
  EXCURSION_COLUMNS,
  excursionRows,
  hourCells,
  once,
  SENSOR_COLUMNS,
  SITE_COLUMNS,
  SITE_SENSOR_COLUMNS,
  sensorRows,
  siteDays,
} from './compliance-tables';
import { daysIn, organisationTitle, type ReportSite, requestedSite, requestedSites } from './scope';
import type { ReportTemplateDef, TemplateContext } from './template';

/*
 * Temperature compliance templates (docs/reports.md): temperatureCompliance (one site, the site
 * compliance page's figures and excursions), multiSiteTemperatureCompliance (the organisation page's
 * sites), monthlyTempCheck (the monthly HACCP record of a site) and temperatureRecord
 * (compliance-record.ts). Every figure comes from the pages' own services (modules/compliance), so a
 * report and its page never disagree.
 */

function refuseLonger(ctx: TemplateContext, max: number, what: string): void {
  const days = daysIn(ctx.request.reportFromDate, ctx.request.reportToDate);
  if (days > max)
    throw badRequest(
      `The ${what} report covers at most ${max} days (the page's limit): it was asked for ${days}`,
    );
}

interface SiteData {
  report: SiteComplianceReport;
  figures: Map<number, SensorFigures>;
  expected: number;
}

/** The site page's report (siteComplianceReport) and each sensor's figures per day, for the same days. */
async function siteData(ctx: TemplateContext, site: ReportSite, from: string, to: string): Promise<SiteData> {
  const report = await siteComplianceReport(ctx.database, {
    orgId: ctx.orgId,
    scope: ctx.siteScope,
    siteId: site.id,
    from,
    to,
    equipmentTypeIds: typeFilter(ctx),
  });
  if (!report) throw notFound('Site');
  const sensors = await reportSensors(ctx, [site.id], from, to);
  return {
    report,
    figures: await sensorFigures(ctx, sensors, site.time_zone),
    expected: expectedHours(sensors, ctx.now),
  };
}

/** The cover's lines about a site's compliance. */
function siteFacts(ctx: TemplateContext, d: SiteData, period: string): [string, string][] {
  const { report } = d;
  const sensors = Object.values(report.by_sensor);
  const excursions = sensors.flatMap((s) => s.excursions);
  const excused = excursions.filter((e) => e.excused && !e.reviews.length).length;
  const open = excursions.filter((e) => !e.excused && !e.reviews.length).length;
  const type = typeFilter(ctx)?.[0];
  const facts: [string, string][] = [
    ['Site', report.site_title],
    ['Period', period],
    ...(type === undefined
      ? []
      : [['Equipment type', report.equipment_type_dict[String(type)] ?? String(type)] as [string, string]]),
    ['Sensors', `${sensors.length} temperature sensors with a range`],
    ['Compliance', complianceFact(report)],
    [
      'Excursions',
      `${excursions.length} (${excused} excused by a defrost cycle, ${open} to review, ${excursions.length - excused - open} reviewed)`,
    ],
    [
      'Data coverage',
      d.expected > 0
        ? `${report.valid_points} of ${d.expected} sensor-hours have readings (${((100 * report.valid_points) / d.expected).toFixed(1)}%)`
        : 'No elapsed hour in the period',
    ],
  ];
  const note = retentionNote(report.from, ctx.now);
  return note ? [...facts, note] : facts;
}

export const temperatureCompliance: ReportTemplateDef = {
  template: 'temperatureCompliance',
  formats: ['CSV', 'EXCEL', 'PDF'],
  modes: ['single'],
  async check(ctx) {
    const site = await requestedSite(ctx);
    refuseLonger(ctx, MAX_SITE_COMPLIANCE_DAYS, 'temperature compliance');
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    // A row per sensor and, about as many again, its excursions.
    return refuseOver((await reportSensors(ctx, [site.id], from, to)).length * 2, 'choose fewer days');
  },
  async build(ctx): Promise<ReportDocument> {
    const site = await requestedSite(ctx);
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const data = await siteData(ctx, site, from, to);
    const sensors = sensorRows(data.report, data.figures);
    const excursions = excursionRows(data.report);
    return {
      template: 'temperatureCompliance',
      title: `Temperature compliance — ${site.title}`,
      organisation: await organisationTitle(ctx),
      facts: siteFacts(ctx, data, `${from} to ${to} (whole local days)`),
      timeZone: site.time_zone,
      fileStem: `Temperature compliance - ${site.title} - ${from} to ${to}`,
      tables: [
        {
          name: 'Sensors',
          columns: SENSOR_COLUMNS,
          rows: once(sensors),
          charts: [barsChart(sensors, (r) => `${r.equipment} · ${r.sensor}`, 'sensors')],
        },
        { name: 'Excursions', columns: EXCURSION_COLUMNS, rows: once(excursions) },
      ],
      expectedRows: sensors.length + excursions.length,
    };
  },
};

const MONTH_NAMES = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const lastDayOf = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * The month of a monthlyTempCheck request: reportFromDate its first day, reportToDate its last (the
 * report centre's month picker sends both). A month still running ends at the site's today.
 */
function monthOf(
  ctx: TemplateContext,
  site: ReportSite,
): { from: string; to: string; label: string; whole: boolean } {
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  if (!from.endsWith('-01') || to !== lastDayOf(from))
    throw badRequest(
      `The monthly temperature check covers one calendar month: reportFromDate must be its first day and reportToDate its last (e.g. ${from.slice(0, 8)}01 to ${lastDayOf(from)})`,
    );
  const label = MONTH_NAMES.format(new Date(`${from}T00:00:00Z`));
  const today = todayAt(site.time_zone, ctx.now);
  if (from > today) throw badRequest(`${label} has not begun at ${site.title} yet`);
  return { from, to: to < today ? to : today, label, whole: to < today };
}

export const monthlyTempCheck: ReportTemplateDef = {
  template: 'monthlyTempCheck',
  formats: ['CSV', 'EXCEL', 'PDF'],
  modes: ['single'],
  async check(ctx) {
    const site = await requestedSite(ctx);
    const { from, to } = monthOf(ctx, site);
    const sensors = (await reportSensors(ctx, [site.id], from, to)).length;
    // A summary row, a row a day and about one excursion per sensor.
    return refuseOver(sensors * (daysIn(from, to) + 2), 'choose an equipment type');
  },
  async build(ctx): Promise<ReportDocument> {
    const site = await requestedSite(ctx);
    const { from, to, label, whole } = monthOf(ctx, site);
    const data = await siteData(ctx, site, from, to);
    const dates = datesBetween(from, to);
    const sensors = sensorRows(data.report, data.figures);
    const days = dayRows(data.report, data.figures, dates);
    const excursions = excursionRows(data.report);
    return {
      template: 'monthlyTempCheck',
      title: `Monthly temperature check — ${site.title} — ${label}`,
      organisation: await organisationTitle(ctx),
      facts: [
        ...siteFacts(ctx, data, whole ? `${label}: ${from} to ${to}` : `${label} to date: ${from} to ${to}`),
        // A monthly HACCP record is checked and signed by the site's manager.
        ['Checked by', 'Name, signature and date: ____________________________________'],
      ],
      timeZone: site.time_zone,
      fileStem: `Monthly temperature check - ${site.title} - ${from.slice(0, 7)}`,
      tables: [
        {
          name: 'Sensors',
          columns: SENSOR_COLUMNS,
          rows: once(sensors),
          charts: [barsChart(sensors, (r) => `${r.equipment} · ${r.sensor}`, 'sensors')],
        },
        {
          name: 'Daily record',
          columns: DAY_COLUMNS,
          rows: once(days),
          charts: [dailyChart(dates, siteDays(data.figures, dates))],
          newPage: true,
        },
        { name: 'Excursion log', columns: EXCURSION_COLUMNS, rows: once(excursions), newPage: true },
      ],
      expectedRows: sensors.length + days.length + excursions.length,
    };
  },
};

/** Sites with a ranged sensor, their compliance as the organisation page's (least compliant first). */
async function multiSiteRows(ctx: TemplateContext) {
  const sites = await requestedSites(ctx);
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  const siteIds = sites.map((s) => s.id);
  const report = await complianceReport(
    ctx.database,
    { orgId: ctx.orgId, scope: ctx.siteScope, from, to, equipmentTypeIds: typeFilter(ctx), siteIds },
    false,
  );
  const ranged = await reportSensors(ctx, siteIds, from, to);
  const sensorsOf = new Map<number, typeof ranged>();
  for (const s of ranged) sensorsOf.set(s.siteId, [...(sensorsOf.get(s.siteId) ?? []), s]);
  const zero = { valid_points: 0, compliant_points: 0, defrost_points: 0, within_compliance: null };
  const withSensors = sites.filter((s) => sensorsOf.has(s.id));
  const siteRows = withSensors
    .map((s) => {
      const r = report.by_site[String(s.id)] ?? zero;
      return {
        id: s.id,
        site: s.title,
        sensors: sensorsOf.get(s.id)!.length,
        ...hourCells(r),
        compliance: r.within_compliance,
      };
    })
    .sort(
      (a, b) => (a.compliance ?? 101) - (b.compliance ?? 101) || a.site.localeCompare(b.site) || a.id - b.id,
    );
  const sensorRowsOf = (siteId: number, site: string): Row[] =>
    sensorsOf
      .get(siteId)!
      .map((s) => {
        const r = report.by_site[String(siteId)]?.by_sensor[String(s.sensorId)] ?? zero;
        return {
          site,
          equipment: s.equipmentTitle,
          sensor: s.sensorTitle,
          rangeMin: s.lo,
          rangeMax: s.hi,
          ...hourCells(r),
          compliance: r.within_compliance,
        };
      })
      .sort(
        (a, b) =>
          (a.compliance ?? 101) - (b.compliance ?? 101) ||
          `${a.equipment} ${a.sensor}`.localeCompare(`${b.equipment} ${b.sensor}`),
      );
  const sensorRows = siteRows.flatMap((s) => sensorRowsOf(s.id, s.site));
  return { sites, report, siteRows: siteRows.map(({ id, ...r }) => r as Row), sensorRows, withSensors };
}

export const multiSiteTemperatureCompliance: ReportTemplateDef = {
  template: 'multiSiteTemperatureCompliance',
  formats: ['CSV', 'EXCEL', 'PDF'],
  modes: ['single', 'global'],
  async check(ctx) {
    const sites = await requestedSites(ctx);
    refuseLonger(ctx, MAX_COMPLIANCE_DAYS, 'temperature compliance by site');
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const sensors = await reportSensors(
      ctx,
      sites.map((s) => s.id),
      from,
      to,
    );
    return refuseOver(sites.length + sensors.length, 'choose fewer sites or an equipment type');
  },
  async build(ctx): Promise<ReportDocument> {
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const { sites, report, siteRows, sensorRows, withSensors } = await multiSiteRows(ctx);
    const type = typeFilter(ctx)?.[0];
    const note = retentionNote(from, ctx.now);
    const facts: [string, string][] = [
      ['Period', `${from} to ${to} (each site's local days)`],
      [
        'Sites',
        `${withSensors.length} with temperature sensors with a range${sites.length > withSensors.length ? ` (${sites.length - withSensors.length} more without any${type === undefined ? '' : ' of that type'})` : ''}; ${siteRows.filter((r) => r.valid === 0).length} without readings`,
      ],
      ...(type === undefined
        ? []
        : [['Equipment type', report.equipment_type_dict[String(type)] ?? String(type)] as [string, string]]),
      ['Organisation compliance', complianceFact(report.by_org)],
      ...(note ? [note] : []),
    ];
    return {
      template: 'multiSiteTemperatureCompliance',
      title: 'Temperature compliance by site',
      organisation: await organisationTitle(ctx),
      facts,
      // Several zones: days are each site's own; the file states the organisation's convention.
      timeZone: sites[0]?.timeZone ?? 'UTC',
      fileStem: `Temperature compliance by site - ${from} to ${to}`,
      tables: [
        {
          name: 'Sites',
          columns: SITE_COLUMNS,
          rows: once(siteRows),
          charts: [barsChart(siteRows, (r) => String(r.site), 'sites')],
        },
        { name: 'Sensors', columns: SITE_SENSOR_COLUMNS, rows: once(sensorRows) },
      ],
      expectedRows: siteRows.length + sensorRows.length,
    };
  },
};

/** Temperature compliance templates (docs/reports.md). */
export const complianceTemplates: ReportTemplateDef[] = [
  temperatureCompliance,
  multiSiteTemperatureCompliance,
  monthlyTempCheck,
  temperatureRecord,
];
