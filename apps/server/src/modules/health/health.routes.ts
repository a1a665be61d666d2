import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DB_RETRY_AFTER_SECONDS } from '../../lib/db-unavailable';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await app.database.query('select 1');
        return { status: 'ok' as const, database: app.database.kind };
      } catch {
        reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ message: 'Database unavailable' });
      }
    },
  );
};
