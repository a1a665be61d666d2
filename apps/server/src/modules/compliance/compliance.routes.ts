import {
  ComplianceParams,
  ComplianceQuery,
  daysBetween,
  ErrorResponse,
  ExcursionsParams,
  ExcursionsQuery,
  ExcursionsReport,
  MAX_HOURLY_COMPLIANCE_DAYS,
  OrgComplianceReport,
  SiteComplianceParams,
  SiteComplianceQuery,
  SiteComplianceReport,
} from '@sw/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../lib/org-limiter';
import { complianceReport, reportJsonBuffer } from './compliance.service';
import { excursionsReport, siteComplianceReport } from './site-compliance.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };

/** The analytics service's temperature compliance reports (F.1, F.2), mounted under ANALYTICS_ROOT. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Weeks of hourly rollups per call: at most 2 of an organisation's reports run at once.
  const limiter = new OrgLimiter();
  app.get(
    '/report/org_compliance_by_site/:orgId/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          'Temperature compliance per site and organisation: the share of valid hourly averages inside each sensor range, hours out of range only during a detected defrost cycle excused, from–to inclusive (yyyy-MM-dd, each site its own time zone, at most 62 days)',
        params: ComplianceParams,
        querystring: ComplianceQuery,
        response: { 200: OrgComplianceReport, ...errors },
      },
    },
    async (req, reply) => {
      const { orgId, from, to } = req.params;
      if (orgId !== req.auth.orgId) throw notFound('Organization');
      if (req.query.hourly && daysBetween(from, to) >= MAX_HOURLY_COMPLIANCE_DAYS)
        throw badRequest(`hourly is available for ranges of at most ${MAX_HOURLY_COMPLIANCE_DAYS} days`);
      if (req.query.trend && daysBetween(from, to) >= MAX_HOURLY_COMPLIANCE_DAYS)
        throw badRequest(`trend is available for ranges of at most ${MAX_HOURLY_COMPLIANCE_DAYS} days`);
      const args = {
        orgId,
        scope: req.auth.siteScope,
        from,
        to,
        equipmentTypeIds: req.query.equipmentTypeIds ?? null,
        siteIds: req.query.siteIds ?? null,
      };
      const report = await underOrgLimit(limiter, req, reply, () =>
        complianceReport(app.database, args, req.query.hourly === true, req.query.trend === true),
      );
      // Serialised here in slices (reportJsonBuffer), not by the zod serializer: re-validating a
      // 31-day hourly grid (over 100,000 cells) would hold the event loop longer than building it;
      // the report's TypeScript type pins its shape. Sent as the encoded bytes: no multi-MB string
      // encoded in one piece.
      const json = await reportJsonBuffer(report);
      // The typed reply takes only the report value; its bytes go out through the untyped one.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/report/site_compliance_by_sensor/:siteId/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          "One site's temperature compliance per sensor, from–to inclusive in the site's zone (at most 31 days): each sensor's hourly grid with its compliance levels (Defrost where a detected defrost cycle excuses the hour), its figures, its excursions each explained (defrost, door open, equipment fault, unexplained) and its defrost cycles",
        params: SiteComplianceParams,
        querystring: SiteComplianceQuery,
        response: { 200: SiteComplianceReport, ...errors },
      },
    },
    async (req, reply) => {
      const { siteId, from, to } = req.params;
      const report = await underOrgLimit(limiter, req, reply, () =>
        siteComplianceReport(app.database, {
          orgId: req.auth.orgId,
          scope: req.auth.siteScope,
          siteId,
          from,
          to,
          equipmentTypeIds: req.query.equipmentTypeIds ?? null,
        }),
      );
      if (!report) throw notFound('Site');
      const json = await reportJsonBuffer(report);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/report/temperature_excursions/:orgId/:from/:to',
    {
      config: { feature: 'TEMPERATURE_REVIEW_TILE' },
      schema: {
        tags: ['analytics: reports'],
        summary:
          "Temperature review: every excursion of the organisation's ranged sensors overlapping from–to (each site's zone, at most 31 days), newest first, each explained, with its review notes (comments on the sensor with valueType TEMPERATURE_EXCURSION)",
        params: ExcursionsParams,
        querystring: ExcursionsQuery,
        response: { 200: ExcursionsReport, ...errors, 403: ErrorResponse },
      },
    },
    async (req, reply) => {
      const { orgId, from, to } = req.params;
      if (orgId !== req.auth.orgId) throw notFound('Organization');
      const report = await underOrgLimit(limiter, req, reply, () =>
        excursionsReport(app.database, {
          orgId,
          scope: req.auth.siteScope,
          from,
          to,
          siteIds: req.query.siteIds ?? null,
          equipmentTypeIds: req.query.equipmentTypeIds ?? null,
        }),
      );
      const json = await reportJsonBuffer(report);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );
};
