import { ErrorResponse, IdParam, Sentinel, SentinelsQuery } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { requireRole } from '../identity';
import { listSentinels, updateSentinel } from './incidents.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const sentinelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/sentinels',
    {
      schema: {
        tags: ['sentinels'],
        summary: "Sentinels (rules on sensors) of the caller's sites",
        querystring: SentinelsQuery,
        response: { 200: z.array(Sentinel), ...errors },
      },
    },
    async (req) => listSentinels(app.database, req.auth.orgId, req.auth.siteScope, req.query),
  );

  app.get(
    '/api/v1/sentinels/:id',
    {
      schema: {
        tags: ['sentinels'],
        summary: 'One sentinel',
        params: IdParam,
        response: { 200: Sentinel, ...errors },
      },
    },
    async (req) => {
      const [found] = await listSentinels(app.database, req.auth.orgId, req.auth.siteScope, {
        id: req.params.id,
      });
      if (!found) throw notFound('Sentinel');
      return found;
    },
  );

  for (const [action, muted] of [
    ['mute', true],
    ['resume', false],
  ] as const) {
    app.put(
      `/api/v1/sentinels/:id/${action}`,
      {
        schema: {
          tags: ['sentinels'],
          summary: muted
            ? 'Mutes a sentinel: it raises no incidents until resumed (MANAGER)'
            : 'Resumes a muted sentinel (MANAGER)',
          params: IdParam,
          response: { 200: Sentinel, ...errors },
        },
      },
      async (req) => {
        requireRole(req.auth, 'MANAGER');
        const row = await updateSentinel(app.database, req.auth.orgId, req.auth.siteScope, req.params.id, {
          muted,
        });
        if (!row) throw notFound('Sentinel');
        return row;
      },
    );
  }

  app.delete(
    '/api/v1/sentinels/:id',
    {
      schema: {
        tags: ['sentinels'],
        summary: 'Deletes a sentinel; its incidents are kept (ADMIN)',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      requireRole(req.auth, 'ADMIN');
      const row = await updateSentinel(app.database, req.auth.orgId, req.auth.siteScope, req.params.id, {
        deleted: true,
      });
      if (!row) throw notFound('Sentinel');
      return reply.status(204).send(null);
    },
  );
};
