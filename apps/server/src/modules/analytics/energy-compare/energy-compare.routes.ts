import {
  Co2ConverterReport,
  EnergyOrgPeriodParams,
  EnergySiteDatesParams,
  EnergySitePeriodParams,
  EnergySiteRangeParams,
  EquipmentEnergyCompareReport,
  EquipmentTypeEnergyReport,
  ErrorResponse,
  MAX_ENERGY_REPORT_DAYS,
  MAX_PEAK_DEMAND_DAYS,
  PeakDemandRangeParams,
  PeakDemandReport,
  SiteEnergyCompareReport,
  SiteEnergyReport,
  SiteIdQuery,
} from '@sw/contracts';
import { dayAfterMonth } from '@sw/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../../lib/org-limiter';
import { type ReportSite, reportSites } from '../data/sites.repository';
import { siteMonths } from '../energy/site-energy.repository';
import { checkLength, compareMonths, type DayRange, previousRange, resolveDates, todayIn } from './dates';
import {
  co2Converter,
  equipmentEnergyCompare,
  equipmentTypeEnergy,
  peakDemand,
  siteEnergyCompare,
  siteEnergyReport,
} from './energy-compare';
import {
  equipmentEnergy,
  siteDailyEnergy,
  siteDaySplit,
  siteDemandIntervals,
  siteInventory,
} from './energy-compare.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
const tags = ['analytics: reports'];

type Auth = FastifyRequest['auth'];

/** The caller's sites of `orgId` (404 for another organisation), narrowed by site_id. */
async function orgSites(
  database: Database,
  auth: Auth,
  orgId: number,
  siteIds?: number[],
): Promise<ReportSite[]> {
  if (orgId !== auth.orgId) throw notFound('Organization');
  return reportSites(database, { orgId, scope: auth.siteScope, siteIds: siteIds?.length ? siteIds : null });
}

/** One site of the caller's organisation and scope, or 404. */
async function oneSite(database: Database, auth: Auth, siteId: number): Promise<ReportSite> {
  const [site] = await reportSites(database, { orgId: auth.orgId, scope: auth.siteScope, siteIds: [siteId] });
  if (!site) throw notFound('Site');
  return site;
}

/**
 * The organisation and site energy reports (spec 3 §7: I-092, I-093, I-096 … I-098, I-104), mounted
 * under ANALYTICS_ROOT. Synchronous: daily rollups and the energy day split answer a year of an
 * organisation in one pass; at most 2 of an organisation's run at once (429 beyond the queue).
 */
export const energyCompareRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new OrgLimiter();
  const db = app.database;
  const heavy = <T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) =>
    underOrgLimit(limiter, req, reply, work);

  app.get(
    '/report/site_energy_compare/:orgId/:from/:to',
    {
      schema: {
        tags,
        summary: `Organisation energy per site (E-062): kWh, kWh/m2, the three months before the month of {to}, consumption and kW in and out of opening hours, equipment count; top sites. from–to inclusive local days (at most ${MAX_ENERGY_REPORT_DAYS})`,
        params: EnergyOrgPeriodParams,
        querystring: SiteIdQuery,
        response: { 200: SiteEnergyCompareReport, ...errors },
      },
    },
    async (req, reply) =>
      heavy(req, reply, async () => {
        const { orgId, from, to } = req.params;
        const range = { from, to };
        const sites = await orgSites(db, req.auth, orgId, req.query.site_id);
        const siteIds = sites.map((s) => s.id);
        const [last, , three] = compareMonths(to);
        const [inventory, days, split, months] = await Promise.all([
          siteInventory(db, { orgId, siteIds }),
          siteDailyEnergy(db, { orgId, siteIds, ...range }),
          siteDaySplit(db, { orgId, siteIds, ...range }),
          siteMonths(db, { orgId, siteIds, from: `${three}-01`, to: dayAfterMonth(last) }),
        ]);
        return siteEnergyCompare({ orgId, range, sites, inventory, days, split, months, now: new Date() });
      }),
  );

  app.get(
    '/report/equipment_type_energy_report/:orgId/:from/:to',
    {
      schema: {
        tags,
        summary:
          'Equipment sub-meter energy by equipment type (E-063): per type its type group and group, total, average per site and per equipment, and per site kWh and metered equipment',
        params: EnergyOrgPeriodParams,
        querystring: SiteIdQuery,
        response: { 200: EquipmentTypeEnergyReport, ...errors },
      },
    },
    async (req, reply) =>
      heavy(req, reply, async () => {
        const { orgId, from, to } = req.params;
        const sites = await orgSites(db, req.auth, orgId, req.query.site_id);
        const equipment = await equipmentEnergy(db, { orgId, siteIds: sites.map((s) => s.id), from, to });
        return equipmentTypeEnergy({ orgId, range: { from, to }, sites, equipment });
      }),
  );

  app.get(
    '/report/equipment_energy_compare/:orgId/:from/:to',
    {
      schema: {
        tags,
        summary:
          'Every sub-metered equipment with its kWh in and out of opening hours and its share of its site (equipment_dict, E-065)',
        params: EnergyOrgPeriodParams,
        querystring: SiteIdQuery,
        response: { 200: EquipmentEnergyCompareReport, ...errors },
      },
    },
    async (req, reply) =>
      heavy(req, reply, async () => {
        const { orgId, from, to } = req.params;
        const sites = await orgSites(db, req.auth, orgId, req.query.site_id);
        const siteIds = sites.map((s) => s.id);
        const [equipment, days] = await Promise.all([
          equipmentEnergy(db, { orgId, siteIds, from, to }),
          siteDailyEnergy(db, { orgId, siteIds, from, to }),
        ]);
        return equipmentEnergyCompare({ orgId, range: { from, to }, sites, equipment, days });
      }),
  );

  const energyReport = async (auth: Auth, site: ReportSite, range: DayRange) => {
    const a = { orgId: auth.orgId, siteIds: [site.id], ...range };
    const previous = previousRange(range);
    const [days, split, equipment, prevDays] = await Promise.all([
      siteDailyEnergy(db, a),
      siteDaySplit(db, a),
      equipmentEnergy(db, a),
      siteDailyEnergy(db, { ...a, ...previous }),
    ]);
    return siteEnergyReport({
      site,
      range,
      days,
      split,
      equipment,
      previous: { range: previous, days: prevDays },
    });
  };
  const energyReportSummary =
    "A site's energy over its local days (I-092): daily kWh (in and out of opening hours), total, kWh/m2, CO2, peak day, sub-meters by group and type, the previous period";

  app.get(
    '/report/energy_report/:siteId/:dates',
    {
      schema: {
        tags,
        summary: `${energyReportSummary}. {dates}: yyyy-MM-dd, yyyy-MM or current_month`,
        params: EnergySiteDatesParams,
        response: { 200: SiteEnergyReport, ...errors },
      },
    },
    async (req) => {
      const site = await oneSite(db, req.auth, req.params.siteId);
      return energyReport(req.auth, site, resolveDates(req.params.dates, todayIn(site.timeZone, new Date())));
    },
  );
  app.get(
    '/report/energy_report/:siteId/:from/:to',
    {
      schema: {
        tags,
        summary: `${energyReportSummary}. from–to inclusive (at most ${MAX_ENERGY_REPORT_DAYS} days)`,
        params: EnergySiteRangeParams,
        response: { 200: SiteEnergyReport, ...errors },
      },
    },
    async (req) => {
      const site = await oneSite(db, req.auth, req.params.siteId);
      return energyReport(req.auth, site, { from: req.params.from, to: req.params.to });
    },
  );

  const peakReport = async (auth: Auth, site: ReportSite, range: DayRange) => {
    checkLength(range, MAX_PEAK_DEMAND_DAYS);
    const intervals = await siteDemandIntervals(db, { orgId: auth.orgId, siteId: site.id, ...range });
    return peakDemand({ site, range, intervals });
  };
  const peakSummary =
    "A site's peak demand (I-093): the highest 15-minute average kW (hourly where only hourly data is kept) and when, each local day's peak, average kW and load factor";

  app.get(
    '/report/site_peak_demand_report/:siteId/:dates',
    {
      schema: {
        tags,
        summary: `${peakSummary}. {dates}: yyyy-MM-dd, yyyy-MM or current_month (the default of the screens)`,
        params: EnergySiteDatesParams,
        response: { 200: PeakDemandReport, ...errors },
      },
    },
    async (req) => {
      const site = await oneSite(db, req.auth, req.params.siteId);
      return peakReport(req.auth, site, resolveDates(req.params.dates, todayIn(site.timeZone, new Date())));
    },
  );
  app.get(
    '/report/site_peak_demand_report/:siteId/:from/:to',
    {
      schema: {
        tags,
        summary: `${peakSummary}. from–to inclusive (at most ${MAX_PEAK_DEMAND_DAYS} days)`,
        params: PeakDemandRangeParams,
        response: { 200: PeakDemandReport, ...errors },
      },
    },
    async (req) => {
      const site = await oneSite(db, req.auth, req.params.siteId);
      return peakReport(req.auth, site, { from: req.params.from, to: req.params.to });
    },
  );

  app.get(
    '/report/site_co2_emission_converter/:siteId/:from/:to',
    {
      schema: {
        tags,
        summary:
          "kWh of a site's local days from–to (inclusive) converted to kg CO2e with the site's grid factor, with everyday equivalents (I-104)",
        params: EnergySitePeriodParams,
        response: { 200: Co2ConverterReport, ...errors },
      },
    },
    async (req) => {
      const site = await oneSite(db, req.auth, req.params.siteId);
      const range = { from: req.params.from, to: req.params.to };
      const days = await siteDailyEnergy(db, { orgId: req.auth.orgId, siteIds: [site.id], ...range });
      return co2Converter({ site, range, days });
    },
  );
};

/** Registers the reports under ANALYTICS_ROOT (called by the analytics module). */
export async function registerEnergyCompare(api: FastifyInstance, prefix: string): Promise<void> {
  await api.register(energyCompareRoutes, { prefix });
}
