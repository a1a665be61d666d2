import {
  ComplianceParams,
  ComplianceQuery,
  daysBetween,
  ErrorResponse,
  MAX_HOURLY_COMPLIANCE_DAYS,
  OrgComplianceReport,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { buildReport } from './compliance.report';
import { availableTypes, hourlyPoints, sensorCompliance } from './compliance.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** The analytics service's temperature compliance reports (F.1, F.2), mounted under ANALYTICS_ROOT. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/org_compliance_by_site/:orgId/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          'Temperature compliance per site and organisation: the share of valid hourly averages inside each sensor range, from–to inclusive (yyyy-MM-dd, each site its own time zone, at most 62 days)',
        params: ComplianceParams,
        querystring: ComplianceQuery,
        response: { 200: OrgComplianceReport, ...errors },
      },
    },
    async (req) => {
      const { orgId, from, to } = req.params;
      if (orgId !== req.auth.orgId) throw notFound('Organization');
      if (req.query.hourly && daysBetween(from, to) >= MAX_HOURLY_COMPLIANCE_DAYS)
        throw badRequest(`hourly is available for ranges of at most ${MAX_HOURLY_COMPLIANCE_DAYS} days`);
      const args = {
        orgId,
        scope: req.auth.siteScope,
        from,
        to,
        equipmentTypeIds: req.query.equipmentTypeIds ?? null,
      };
      const [sensors, types] = await Promise.all([
        sensorCompliance(app.database, args),
        availableTypes(app.database, orgId, req.auth.siteScope),
      ]);
      const hourly = req.query.hourly ? await hourlyPoints(app.database, args) : null;
      return buildReport({ orgId, from, to, sensors, types, hourly });
    },
  );
};
