import {
  OrgDateOrLatestParams,
  OrgRecommendationsQuery,
  OrgRecommendationsReport,
  RECOMMENDATION_KINDS,
  type RecommendationKind,
  RecommendationReport,
  SiteDateOrLatestParams,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../../lib/org-limiter';
import { reportSites } from '../data/sites.repository';
import { callerSite, reportErrors } from '../hvac/hvac.routes';
import { recommendationsOf, recommendationWindow, siteInputs } from './recommendations.service';

const SUMMARIES: Record<RecommendationKind, string> = {
  cooler:
    'Refrigeration recommendations of a site: running warm, above range for 2 hours or more, colder than its range, door open a quarter of the time or more',
  humidity:
    'Humidity recommendations of a site: indoor relative humidity outside 30–60 %RH for a fifth of the hours or more',
  energy:
    'Energy recommendations of a site: equipment not set back when closed, closed-hours load, overrides, occupied set points and HVAC outliers, with estimated savings',
};

/** I-089 … I-091 and the organisation's recommendations at once, under ANALYTICS_ROOT. */
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new OrgLimiter();
  for (const kind of RECOMMENDATION_KINDS)
    app.get(
      `/report/${kind}_recommendation/:siteId/:date`,
      {
        schema: {
          tags: ['analytics: reports'],
          summary: `${SUMMARIES[kind]}; reads the 7 local days ending on {date} ('latest': the site's yesterday)`,
          params: SiteDateOrLatestParams,
          response: { 200: RecommendationReport, ...reportErrors },
        },
      },
      async (req, reply) => {
        const site = await callerSite(
          app.database,
          { orgId: req.auth.orgId, siteScope: req.auth.siteScope },
          req.params.siteId,
        );
        const now = new Date();
        const { from, to } = recommendationWindow(req.params.date, site.timeZone, now);
        const recommendations = await underOrgLimit(limiter, req, reply, async () => {
          const inputs = await siteInputs(app.database, {
            orgId: req.auth.orgId,
            sites: [site],
            date: req.params.date,
            kinds: [kind],
            now,
          });
          return recommendationsOf(inputs, [kind]);
        });
        return {
          key: `${kind}_recommendation:${site.id}:${to}`,
          data: { site_id: site.id, site_title: site.title, kind, from, to, recommendations },
        };
      },
    );

  app.get(
    '/report/org_recommendations/:orgId/:date',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          "Every site's refrigeration, humidity and energy recommendations at once (the Recommendations page), narrowed by site_id and kind; each site reads the 7 local days ending on {date} ('latest': its yesterday)",
        params: OrgDateOrLatestParams,
        querystring: OrgRecommendationsQuery,
        response: { 200: OrgRecommendationsReport, ...reportErrors },
      },
    },
    async (req, reply) => {
      const { orgId, date } = req.params;
      if (orgId !== req.auth.orgId) throw notFound('Organization');
      const kinds = req.query.kind?.length ? req.query.kind : [...RECOMMENDATION_KINDS];
      const now = new Date();
      return underOrgLimit(limiter, req, reply, async () => {
        const sites = await reportSites(app.database, {
          orgId,
          scope: req.auth.siteScope,
          siteIds: req.query.site_id ?? null,
        });
        const inputs = await siteInputs(app.database, { orgId, sites, date, kinds, now });
        return {
          key: `org_recommendations:${orgId}:${date}`,
          data: {
            date,
            sites: inputs.map((i) => ({
              site_id: i.site.id,
              site_title: i.site.title,
              from: i.from,
              to: i.to,
            })),
            recommendations: recommendationsOf(inputs, kinds),
          },
        };
      });
    },
  );
};
