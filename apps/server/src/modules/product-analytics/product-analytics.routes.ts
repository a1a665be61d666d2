import { AnalyticsEventRequest, ErrorResponse } from '@sw/contracts';
import { orgAudience } from '@sw/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEvents } from '../../db/schema';

/**
 * Product analytics kept in our own database (A-152: no third-party provider). The 30-minute session
 * renewal is the client's; the server only checks the session id's shape.
 */
export const productAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/analytics/events',
    {
      // Usage events (marked internal by audience) are no change to the organisation's data.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' }, readOnlySafe: true },
      schema: {
        tags: ['analytics'],
        summary:
          'Record a product analytics event (page view, user visit, Filter Applied, report generation)',
        body: AnalyticsEventRequest,
        response: { 204: z.null(), 400: ErrorResponse },
      },
    },
    async (req, reply) => {
      await app.db.insert(analyticsEvents).values({
        orgId: req.auth.orgId,
        userId: req.auth.userId,
        audience: orgAudience(req.auth.orgId),
        name: req.body.name,
        sessionId: req.body.sessionId,
        properties: req.body.properties,
      });
      return reply.status(204).send(null);
    },
  );
};
