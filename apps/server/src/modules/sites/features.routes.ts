import { ErrorResponse, OrgIdParam, SiteFeatures, SiteIdParam } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { mergeInventories, siteFeatures } from './site-features';
import { siteInventories } from './site-features.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const featuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/features/site/:siteId',
    {
      schema: {
        tags: ['sites'],
        summary: "A site's navigation items, components and cards, from what the site has",
        params: SiteIdParam,
        response: { 200: SiteFeatures, ...errors },
      },
    },
    async (req) => {
      const [inventory] = await siteInventories(app.database, req.auth, req.params.siteId);
      if (!inventory) throw notFound('Site');
      return siteFeatures(inventory);
    },
  );

  app.get(
    '/api/v1/features/site/multisite/:orgId',
    {
      schema: {
        tags: ['sites'],
        summary: "The organisation's features: what any of the caller's sites has",
        params: OrgIdParam,
        response: { 200: SiteFeatures, ...errors },
      },
    },
    async (req) => {
      // Only the organisation the token is for: another id answers as if it did not exist.
      if (req.params.orgId !== req.auth.orgId) throw notFound('Organization');
      return siteFeatures(mergeInventories(await siteInventories(app.database, req.auth)));
    },
  );
};
