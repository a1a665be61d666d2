import {
  ComplianceParams,
  ComplianceQuery,
  daysBetween,
  ErrorResponse,
  MAX_HOURLY_COMPLIANCE_DAYS,
  OrgComplianceReport,
} from '@sw/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../lib/org-limiter';
import { complianceReport, reportJsonBuffer } from './compliance.service';

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
          'Temperature compliance per site and organisation: the share of valid hourly averages inside each sensor range, from–to inclusive (yyyy-MM-dd, each site its own time zone, at most 62 days)',
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
      const args = {
        orgId,
        scope: req.auth.siteScope,
        from,
        to,
        equipmentTypeIds: req.query.equipmentTypeIds ?? null,
      };
      const report = await underOrgLimit(limiter, req, reply, () =>
        complianceReport(app.database, args, req.query.hourly === true),
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
};
