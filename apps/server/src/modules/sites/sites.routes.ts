import { IdParam, Site, SitesQuery } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { presentSite } from './sites.presenter';
import { listSites } from './sites.repository';

export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/sites',
    {
      schema: {
        tags: ['sites'],
        summary: "The caller's sites, optionally narrowed to those holding the given devices",
        querystring: SitesQuery,
        response: { 200: z.array(Site) },
      },
    },
    async (req) => {
      const rows = await listSites(app.db, req.auth.orgId, req.auth.siteScope, req.query);
      return rows.map(presentSite);
    },
  );

  app.get(
    '/api/v1/sites/:id',
    { schema: { tags: ['sites'], summary: 'One site', params: IdParam, response: { 200: Site } } },
    async (req) => {
      const [row] = await listSites(app.db, req.auth.orgId, req.auth.siteScope, { ids: [req.params.id] });
      if (!row) throw notFound('Site');
      return presentSite(row);
    },
  );
};
