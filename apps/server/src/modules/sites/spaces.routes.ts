import { ErrorResponse, IdParam, SiteGroup, Space, SpaceStats, SpacesQuery } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { listSiteGroups } from './site-groups.repository';
import { findSpace, listSpaces, spaceStats } from './spaces.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Site groups and spaces: the ways a site is grouped or divided. */
export const spacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/site-groups',
    {
      schema: {
        tags: ['sites'],
        summary: "The organisation's site groups with the member sites the caller may see",
        response: { 200: z.array(SiteGroup), ...errors },
      },
    },
    async (req) => listSiteGroups(app.db, req.auth),
  );

  app.get(
    '/api/v1/spaces',
    {
      schema: {
        tags: ['sites'],
        summary: "Spaces (rooms, areas) of the caller's sites, optionally of the given sites only",
        querystring: SpacesQuery,
        response: { 200: z.array(Space), ...errors },
      },
    },
    async (req) => listSpaces(app.db, req.auth, req.query.siteIds),
  );

  app.get(
    '/api/v1/spaces/:id/stats',
    {
      schema: {
        tags: ['sites'],
        summary:
          "A space's equipment and sensor counts, device connectivity, conditions and active incidents",
        params: IdParam,
        response: { 200: SpaceStats, ...errors },
      },
    },
    async (req) => {
      const space = await findSpace(app.db, req.auth, req.params.id);
      if (!space) throw notFound('Space');
      return spaceStats(app.database, space, req.auth.orgId);
    },
  );
};
