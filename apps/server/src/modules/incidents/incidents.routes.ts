import {
  DismissRequest,
  ErrorResponse,
  IdParam,
  Incident,
  IncidentsQuery,
  NotificationDismissal,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { requireRole } from '../identity/access';
import { dismissNotification } from './dismiss';
import { getIncident, listIncidents } from './incidents.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/incidents',
    {
      schema: {
        tags: ['incidents'],
        summary:
          "Incidents of the caller's sites overlapping from–to (default the last 7 days); strict keeps only resolved incidents wholly inside the range. Spec list order.",
        querystring: IncidentsQuery,
        response: { 200: z.array(Incident), ...errors },
      },
    },
    async (req) => listIncidents(app.database, req.auth.orgId, req.auth.siteScope, req.query),
  );

  app.get(
    '/api/v1/incidents/:id',
    {
      schema: {
        tags: ['incidents'],
        summary: 'One incident',
        params: IdParam,
        response: { 200: Incident, ...errors },
      },
    },
    async (req) => {
      const found = await getIncident(app.database, req.auth.orgId, req.auth.siteScope, req.params.id);
      if (!found) throw notFound('Incident');
      return found;
    },
  );

  app.put(
    '/api/v1/notifications/:id/dismiss',
    {
      schema: {
        tags: ['incidents'],
        summary:
          'Dismisses a notification and its incident with a comment (1–250 characters); cannot be undone',
        params: IdParam,
        body: DismissRequest,
        response: { 200: NotificationDismissal, 409: ErrorResponse, ...errors },
      },
    },
    async (req) => {
      requireRole(req.auth, 'VIEWER');
      const { dismissal, incident } = await dismissNotification(
        app.database,
        req.auth,
        req.params.id,
        req.body.dismissedComment,
      );
      if (incident) void app.services.events.publish({ type: 'INCIDENT_INFO', payload: incident });
      return {
        id: dismissal.id,
        incidentId: dismissal.incident_id,
        sentinelId: dismissal.sentinel_id,
        siteId: dismissal.site_id,
        dismissedAt: new Date(dismissal.dismissed_at).toISOString(),
        dismissedBy: dismissal.dismissed_by,
        dismissedComment: dismissal.dismissed_comment,
      };
    },
  );
};
