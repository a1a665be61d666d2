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
        summary:
          'Liveness and database reachability; 503 while the database is unreachable or the server starts',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          // While the server starts (startup/gate.ts answers before this handler): status 'starting',
          // the message and, while it seeds the demo organisation, the percent done.
          503: z.object({
            message: z.string(),
            status: z.literal('starting').optional(),
            percent: z.number().int().min(0).max(100).optional(),
          }),
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
