import { ErrorResponse, IdParam, SopComponents, SopQuery, SopResolved } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { sopComponents } from './sop.repository';
import { resolveSop } from './sop.resolve';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** A resource's standard operating procedure (I-084, I-085); another organisation's resource is a 404. */
export const sopRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (auth: Parameters<typeof sopComponents>[1], type: SopQuery['type'], id: number) => {
    const components = await sopComponents(app.database, auth, type, id);
    if (!components) throw notFound('Resource');
    return components;
  };

  app.get(
    '/api/v1/sop/components/resource/:id',
    {
      schema: {
        tags: ['sop'],
        summary:
          'Every SOP rule on a resource and above it (temperature ranges, thermostat set points, opening hours), nearest first',
        params: IdParam,
        querystring: SopQuery,
        response: { 200: SopComponents, ...errors },
      },
    },
    async (req) => load(req.auth, req.query.type, req.params.id),
  );

  app.get(
    '/api/v1/sop/resolve/resource/:id',
    {
      schema: {
        tags: ['sop'],
        summary: 'The SOP rule that applies to a resource for each component (the nearest one wins)',
        params: IdParam,
        querystring: SopQuery,
        response: { 200: SopResolved, ...errors },
      },
    },
    async (req) =>
      resolveSop(req.params.id, req.query.type, await load(req.auth, req.query.type, req.params.id)),
  );
};
