import {
  ErrorResponse,
  IncidentCountByEquipment,
  IncidentCountBySite,
  IncidentsQuery,
  NotificationCountByDay,
  NotificationCountBySiteAndEquipment,
  NotificationFilters,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countIncidentsByEquipment,
  countIncidentsBySite,
  countNotificationsByDay,
  countNotificationsBySiteAndEquipment,
} from './counts.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const INCIDENT_FILTERS =
  'Same filters as GET /api/v1/incidents: incidents overlapping from–to (default the last 7 days); strict keeps resolved incidents only when wholly inside the range.';

export const countsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/count/notifications/by-site-and-equipment',
    {
      schema: {
        tags: ['incidents'],
        summary:
          'Notification counts per site and equipment, keyed by sentinel type (same filters as notifications)',
        querystring: NotificationFilters,
        response: { 200: z.array(NotificationCountBySiteAndEquipment), ...errors },
      },
    },
    async (req) => countNotificationsBySiteAndEquipment(app.database, req.auth, req.query),
  );

  app.get(
    '/api/v1/count/notifications/by-day',
    {
      schema: {
        tags: ['incidents'],
        summary:
          "Notification counts per calendar day in each notification's site time zone, oldest first (same filters as notifications)",
        querystring: NotificationFilters,
        response: { 200: z.array(NotificationCountByDay), ...errors },
      },
    },
    async (req) => countNotificationsByDay(app.database, req.auth, req.query),
  );

  app.get(
    '/api/v1/count/incidents/by-site',
    {
      schema: {
        tags: ['incidents'],
        summary:
          'Incident counts per site (by priority; new, existing, resolved; notifications sent), most first',
        description: INCIDENT_FILTERS,
        querystring: IncidentsQuery,
        response: { 200: z.array(IncidentCountBySite), ...errors },
      },
    },
    async (req) => countIncidentsBySite(app.database, req.auth, req.query),
  );

  app.get(
    '/api/v1/count/incidents/by-equipment',
    {
      schema: {
        tags: ['incidents'],
        summary:
          'Incident counts and time in incident state (ms, per priority, clipped to the range; active incidents up to now) per equipment, most first',
        description: INCIDENT_FILTERS,
        querystring: IncidentsQuery,
        response: { 200: z.array(IncidentCountByEquipment), ...errors },
      },
    },
    async (req) => countIncidentsByEquipment(app.database, req.auth, req.query),
  );
};
