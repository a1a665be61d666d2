import {
  ErrorResponse,
  HvacOutliersReport,
  OrgHvacRangeParams,
  SiteDateOrLatestParams,
  SiteDateParams,
  SiteHvacRangeParams,
  SiteIdQuery,
  ThermalComfortReport,
  ThermostatComplianceData,
  ThermostatComplianceReport,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../../lib/org-limiter';
import type { AsyncReportRoute, Caller } from '../async/async-routes';
import { type ReportSite, reportSites } from '../data/sites.repository';
import { hvacOutliers, thermalComfort, thermostatCompliance } from './hvac-report';
import { addDays, resolveDate } from './period';
import { equipmentEnergy, hvacUnits, thermostatDays } from './thermostat-days.repository';

export const reportErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
};

/** The caller's site `siteId`, or 404 (another organisation's, or outside the caller's sites). */
export async function callerSite(database: Database, caller: Caller, siteId: number): Promise<ReportSite> {
  const [site] = await reportSites(database, {
    orgId: caller.orgId,
    scope: caller.siteScope,
    siteIds: [siteId],
  });
  if (!site) throw notFound('Site');
  return site;
}

/** F-047, F-048 for the sites given, over local days from … to. */
/** The HVAC performance rows (F.3) of the sites over local days from–to: the page's and the report's. */
export async function complianceData(
  database: Database,
  orgId: number,
  siteIds: number[],
  from: string,
  to: string,
  progress: (f: number) => void = () => {},
) {
  const units = await hvacUnits(database, orgId, siteIds);
  progress(0.1);
  const days = await thermostatDays(database, {
    orgId,
    siteIds,
    from,
    to,
  });
  progress(0.8);
  const energy = await equipmentEnergy(database, {
    orgId,
    equipmentIds: units.map((u) => u.equipmentId),
    from,
    to,
  });
  return thermostatCompliance({ units, days, energy, from, to });
}

/** A week ending on the report date: the site report's period (decided; docs/analytics.md). */
export const SITE_COMPLIANCE_DAYS = 7;

/** The synchronous HVAC reports of one site (I-101, I-103, I-105), under ANALYTICS_ROOT. */
export const hvacRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new OrgLimiter();
  const caller = (req: { auth: { orgId: number; siteScope: Caller['siteScope'] } }): Caller => ({
    orgId: req.auth.orgId,
    siteScope: req.auth.siteScope,
  });

  app.get(
    '/report/thermostat_compliance_report/:siteId/:date',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          'Site thermostat compliance: set-point compliance (occupied time with |T − active set point| ≤ 1.5 °C), space temperature, deviation, daily runtime and energy of each thermostat-equipped unit over the 7 local days ending on {date}',
        params: SiteDateParams,
        response: { 200: ThermostatComplianceReport, ...reportErrors },
      },
    },
    async (req, reply) => {
      const site = await callerSite(app.database, caller(req), req.params.siteId);
      const to = req.params.date;
      const from = addDays(to, -(SITE_COMPLIANCE_DAYS - 1));
      const data = await underOrgLimit(limiter, req, reply, () =>
        complianceData(app.database, req.auth.orgId, [site.id], from, to),
      );
      return {
        key: `thermostat_compliance_report:${site.id}:${to}`,
        report_date: new Date().toISOString(),
        report_version: 1,
        data,
      };
    },
  );

  app.get(
    '/report/hvac_outliers/:siteId/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          'HVAC outliers of a site: thermostats whose set-point deviation, runtime, wrong-way heating or cooling, or short cycling stand out (rules of research §2.5), with the site medians; local days from–to inclusive, at most 31',
        params: SiteHvacRangeParams,
        response: { 200: HvacOutliersReport, ...reportErrors },
      },
    },
    async (req, reply) => {
      const site = await callerSite(app.database, caller(req), req.params.siteId);
      const { from, to } = req.params;
      return underOrgLimit(limiter, req, reply, async () => {
        const units = await hvacUnits(app.database, req.auth.orgId, [site.id]);
        const days = await thermostatDays(app.database, {
          orgId: req.auth.orgId,
          siteIds: [site.id],
          from,
          to,
        });
        return hvacOutliers({ site, units, days, from, to });
      });
    },
  );

  app.get(
    '/report/hvac_thermal_comfort/:siteId/:date',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          "HVAC thermal comfort of a site: the share of each unit's occupied hours of the local day {date} (or 'latest', the site's yesterday) with the space temperature inside 20–26 °C",
        params: SiteDateOrLatestParams,
        response: { 200: ThermalComfortReport, ...reportErrors },
      },
    },
    async (req, reply) => {
      const site = await callerSite(app.database, caller(req), req.params.siteId);
      const date = resolveDate(req.params.date, site.timeZone, new Date());
      return underOrgLimit(limiter, req, reply, async () => {
        const units = await hvacUnits(app.database, req.auth.orgId, [site.id]);
        const days = await thermostatDays(app.database, {
          orgId: req.auth.orgId,
          siteIds: [site.id],
          from: date,
          to: date,
        });
        return thermalComfort({ site, units, days, date });
      });
    },
  );
};

interface OrgComplianceParams {
  from: string;
  to: string;
  siteIds: number[] | null;
}

/** I-113, I-121: the organisation's thermostat compliance (F.3 HVAC performance), asynchronous. */
export const thermostatComplianceAsync: AsyncReportRoute<
  typeof OrgHvacRangeParams,
  typeof SiteIdQuery,
  OrgComplianceParams
> = {
  name: 'org_thermostat_compliance',
  startPath: '/:id/:from/:to',
  summary:
    'Organisation thermostat compliance (HVAC performance rows by equipment): set-point compliance, space temperature, deviation, daily runtime and energy; local days from–to inclusive, at most 31',
  params: OrgHvacRangeParams,
  query: SiteIdQuery,
  data: ThermostatComplianceData,
  job: ({ params, query, caller }) => {
    if (params.id !== caller.orgId) throw notFound('Organization');
    const p: OrgComplianceParams = {
      from: params.from,
      to: params.to,
      siteIds: query.site_id?.length ? [...new Set(query.site_id)].sort((a, b) => a - b) : null,
    };
    return {
      name: 'org_thermostat_compliance',
      params: p,
      // Local days of every zone lie within 14 hours of their UTC dates.
      period: {
        from: new Date(Date.parse(`${p.from}T00:00:00Z`) - 14 * 3_600_000),
        to: new Date(Date.parse(`${addDays(p.to, 1)}T00:00:00Z`) + 14 * 3_600_000),
      },
      compute: async (ctx, q) => {
        const sites = await reportSites(ctx.database, {
          orgId: ctx.orgId,
          scope: ctx.scope,
          siteIds: q.siteIds,
        });
        return complianceData(
          ctx.database,
          ctx.orgId,
          sites.map((s) => s.id),
          q.from,
          q.to,
          ctx.progress,
        );
      },
    };
  },
};
