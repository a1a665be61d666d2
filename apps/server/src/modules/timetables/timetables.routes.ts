import { ErrorResponse, IdParam, intId, TimetablePreview, TimetablePreviewQuery } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { equipmentOf, siteOf } from '../telemetry';
import { previews } from './timetables.service';

const SiteIdParam = z.object({ siteId: intId });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Timetable previews (I-057, I-058): dates are yyyy-MM-dd in the site's time zone. */
export const timetablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/timetables/previews/site/:siteId',
    {
      schema: {
        tags: ['controls'],
        summary:
          "The site's timetables as on/off pairs per equipment and date (startDate–endDate inclusive, yyyy-MM-dd, at most 31 days)",
        params: SiteIdParam,
        querystring: TimetablePreviewQuery,
        response: { 200: z.array(TimetablePreview), ...errors },
      },
    },
    async (req) => {
      const site = await siteOf(app.database, req.auth, req.params.siteId);
      const { startDate, endDate = startDate } = req.query;
      return previews(app.database, req.auth.orgId, site, null, startDate, endDate);
    },
  );

  app.get(
    '/api/v1/timetables/previews/equipment/:id',
    {
      schema: {
        tags: ['controls'],
        summary:
          "One equipment's timetables as on/off pairs per date (startDate–endDate inclusive, yyyy-MM-dd, at most 31 days)",
        params: IdParam,
        querystring: TimetablePreviewQuery,
        response: { 200: z.array(TimetablePreview), ...errors },
      },
    },
    async (req) => {
      const eq = await equipmentOf(app.database, req.auth, req.params.id);
      const { startDate, endDate = startDate } = req.query;
      const site = { id: eq.siteId, timeZone: eq.timeZone };
      return previews(app.database, req.auth.orgId, site, eq.id, startDate, endDate);
    },
  );
};
