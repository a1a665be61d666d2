import {
  OrgRecommendationsData,
  OrgRecommendationsParams,
  OrgRecommendationsQuery,
  RECOMMENDATION_KINDS,
  type RecommendationKind,
  RecommendationReport,
  SiteDateOrLatestParams,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../../lib/org-limiter';
import type { AsyncReportRoute } from '../async/async-routes';
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

/** I-089 … I-091, under ANALYTICS_ROOT. */
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
};

interface OrgRecParams {
  date: string;
  siteIds: number[] | null;
  kinds: RecommendationKind[];
}

/**
 * Every site's recommendations at once, asynchronous (a week of every thermostat's samples takes
 * seconds): /async_report/org_recommendations/{orgId}/{date or latest}?site_id&kind, then
 * /report/org_recommendations/{orgId}/{key}.
 */
export const orgRecommendationsAsync: AsyncReportRoute<
  typeof OrgRecommendationsParams,
  typeof OrgRecommendationsQuery,
  OrgRecParams
> = {
  name: 'org_recommendations',
  startPath: '/:id/:date',
  summary:
    "Every site's refrigeration, humidity and energy recommendations at once (the Recommendations page), narrowed by site_id and kind; each site reads the 7 local days ending on {date} ('latest': its yesterday)",
  params: OrgRecommendationsParams,
  query: OrgRecommendationsQuery,
  data: OrgRecommendationsData,
  job: ({ params, query, caller }) => {
    if (params.id !== caller.orgId) throw notFound('Organization');
    const p: OrgRecParams = {
      date: params.date,
      siteIds: query.site_id?.length ? [...new Set(query.site_id)].sort((a, b) => a - b) : null,
      kinds: query.kind?.length ? [...query.kind].sort() : [...RECOMMENDATION_KINDS],
    };
    // The window's days in every zone: 7 days before the date (or today) to the day after it.
    const end = params.date === 'latest' ? new Date() : new Date(`${params.date}T00:00:00Z`);
    return {
      name: 'org_recommendations',
      params: p,
      period: {
        from: new Date(end.getTime() - 8 * 86_400_000 - 14 * 3_600_000),
        to: new Date(end.getTime() + 86_400_000 + 14 * 3_600_000),
      },
      compute: async (ctx, q) => {
        const sites = await reportSites(ctx.database, {
          orgId: ctx.orgId,
          scope: ctx.scope,
          siteIds: q.siteIds,
        });
        ctx.progress(0.05);
        const inputs = await siteInputs(ctx.database, {
          orgId: ctx.orgId,
          sites,
          date: q.date,
          kinds: q.kinds,
          now: new Date(),
        });
        ctx.progress(0.9);
        return {
          date: q.date,
          sites: inputs.map((i) => ({
            site_id: i.site.id,
            site_title: i.site.title,
            from: i.from,
            to: i.to,
          })),
          recommendations: recommendationsOf(inputs, q.kinds),
        };
      },
    };
  },
};
