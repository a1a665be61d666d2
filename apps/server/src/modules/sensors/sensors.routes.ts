import { ErrorResponse, IdParam, Sensor, SensorsQuery } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { presentSensor } from './sensors.presenter';
import { findSensor, listSensors } from './sensors.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Sensor reads (I-086, I-087), scoped to the caller's organisation and sites like the equipment reads. */
export const sensorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/sensors',
    {
      schema: {
        tags: ['sensors'],
        summary:
          "The caller's sensors, narrowed by site, equipment and sensor type (comma lists; each filter narrows), at most `limit`",
        querystring: SensorsQuery,
        response: { 200: z.array(Sensor), ...errors },
      },
    },
    async (req) => {
      const { withPath, ...filters } = req.query;
      const rows = await listSensors(app.db, req.auth, filters);
      return rows.map((r) => presentSensor(r, withPath));
    },
  );

  app.get(
    '/api/v1/sensors/:id',
    {
      schema: {
        tags: ['sensors'],
        summary: 'One sensor, with its organisation → site → space → equipment → sensor path',
        params: IdParam,
        response: { 200: Sensor, ...errors },
      },
    },
    async (req) => {
      const row = await findSensor(app.db, req.auth, req.params.id);
      if (!row) throw notFound('Sensor');
      return presentSensor(row, true);
    },
  );
};
