import {
  AstroQuery,
  ErrorResponse,
  IdParam,
  Site,
  SiteAstro,
  SiteOnlineStatus,
  SitesOnlineStatus,
  SitesQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { siteAstro } from './astro.service';
import { presentOnlineStatus, presentSite, statusStats } from './sites.presenter';
import { listSites } from './sites.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/sites',
    {
      schema: {
        tags: ['sites'],
        summary: "The caller's sites, optionally narrowed to those holding the given devices",
        querystring: SitesQuery,
        response: { 200: z.array(Site), ...errors },
      },
    },
    async (req) => {
      const rows = await listSites(app.db, req.auth.orgId, req.auth.siteScope, req.query);
      return rows.map(presentSite);
    },
  );

  app.get(
    '/api/v1/sites/online-status',
    {
      schema: {
        tags: ['sites'],
        summary: "Every site's online status (from its devices' connectivity) with counts per status",
        response: { 200: SitesOnlineStatus, ...errors },
      },
    },
    async (req) => {
      const rows = await listSites(app.db, req.auth.orgId, req.auth.siteScope, {});
      const list = rows.map(presentOnlineStatus);
      return { stats: statusStats(list), sites: list };
    },
  );

  app.get(
    '/api/v1/sites/:id',
    {
      schema: { tags: ['sites'], summary: 'One site', params: IdParam, response: { 200: Site, ...errors } },
    },
    async (req) => {
      const [row] = await listSites(app.db, req.auth.orgId, req.auth.siteScope, { ids: [req.params.id] });
      if (!row) throw notFound('Site');
      return presentSite(row);
    },
  );

  app.get(
    '/api/v1/sites/:id/online-status',
    {
      schema: {
        tags: ['sites'],
        summary: "One site's online status: ONLINE, PARTIALLY_OFF or OFFLINE from its devices",
        params: IdParam,
        response: { 200: SiteOnlineStatus, ...errors },
      },
    },
    async (req) => {
      const [row] = await listSites(app.db, req.auth.orgId, req.auth.siteScope, { ids: [req.params.id] });
      if (!row) throw notFound('Site');
      return presentOnlineStatus(row);
    },
  );

  app.get(
    '/api/v1/sites/:id/astro',
    {
      schema: {
        tags: ['sites'],
        summary:
          'Sunrise, sunset, solar noon and day length per day at the site (dates in its time zone; endDate defaults to startDate)',
        params: IdParam,
        querystring: AstroQuery,
        response: { 200: SiteAstro, ...errors },
      },
    },
    async (req) => siteAstro(app.db, req.auth, req.params.id, req.query),
  );
};
