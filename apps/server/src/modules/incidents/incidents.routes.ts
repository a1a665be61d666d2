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
import { Coalescer } from '../../lib/coalescer';
import { notFound } from '../../lib/http-errors';
import { requireRole } from '../identity';
import { dismissNotification } from './dismiss';
import { getIncident, listIncidents } from './incidents.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The part of a list request besides the organisation: who may see which sites, and the filters. */
function listKey(scope: 'ALL' | readonly number[], q: IncidentsQuery): string {
  // Every parsed filter, in a stable key order, so that a filter added later can never be left out.
  const filters = Object.entries(q).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([scope === 'ALL' ? scope : [...scope].sort((a, b) => a - b), filters]);
}

export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Identical lists asked at once are read once (see Coalescer); any incident change of an
  // organisation, in this process or another (INCIDENT_INFO on the bus), starts fresh reads.
  const lists = new Coalescer<Incident[]>();
  const unsubscribe = app.services.events.subscribe((e) => {
    if (e.type === 'INCIDENT_INFO') lists.changed(e.payload.orgId);
  });
  app.addHook('onClose', async () => unsubscribe());

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
    async (req) => {
      const { orgId, siteScope } = req.auth;
      return lists.run(orgId, listKey(siteScope, req.query), () =>
        listIncidents(app.database, orgId, siteScope, req.query),
      );
    },
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
      lists.changed(req.auth.orgId);
      // Awaited: the other processes are told (NOTIFY sent) before the caller can ask for the list again.
      if (incident) await app.services.events.publish({ type: 'INCIDENT_INFO', payload: incident });
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
