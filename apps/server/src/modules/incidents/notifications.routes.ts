import {
  EnrichedNotification,
  ErrorResponse,
  FlatNotification,
  Notification,
  NotificationsQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listEnrichedNotifications,
  listFlatNotifications,
  listNotifications,
} from './notifications.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const PAGING =
  'Newest first; limit (default 2500) rows per page, offset is the page index (0, then offset+1 while a full page comes back).';
const FILTERS =
  'Filters: fromDate/from and toDate/to (default the last 7 days), siteIds/siteId, equipmentIds/equipmentId, spaceIds, sensorIds, sentinelTypes, state (active | resolved: the incident; dismissed | undismissed: the notification).';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/notifications',
    {
      schema: {
        tags: ['incidents'],
        summary: `Notifications of the caller's sites. ${PAGING}`,
        description: FILTERS,
        querystring: NotificationsQuery,
        response: { 200: z.array(Notification), ...errors },
      },
    },
    async (req) => listNotifications(app.database, req.auth, req.query),
  );

  app.get(
    '/api/v1/notifications/enriched',
    {
      schema: {
        tags: ['incidents'],
        summary: `Notifications with site, equipment/space and sentinel titles and their incident's state. ${PAGING}`,
        description: FILTERS,
        querystring: NotificationsQuery,
        response: { 200: z.array(EnrichedNotification), ...errors },
      },
    },
    async (req) => listEnrichedNotifications(app.database, req.auth, req.query),
  );

  app.get(
    '/api/v1/flatnotifications',
    {
      schema: {
        tags: ['incidents'],
        summary: `Flat notifications (timestamp, sensorIds, no nested logs). ${PAGING}`,
        description: FILTERS,
        querystring: NotificationsQuery,
        response: { 200: z.array(FlatNotification), ...errors },
      },
    },
    async (req) => listFlatNotifications(app.database, req.auth, req.query),
  );
};
