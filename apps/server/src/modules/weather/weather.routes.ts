import {
  ErrorResponse,
  siteIdsOf,
  Weather,
  WeatherList,
  WeatherMultisiteBody,
  WeatherSiteParam,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { findSite } from '../sites';
import { latestWeather } from './weather.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ['weather'];

/** Mounted under WEATHER_ROOT: the spec's paths are /weather/... below it. */
export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/weather/:siteId/latest',
    {
      schema: {
        tags,
        summary: "A site's latest weather (°C, % relative humidity); 204 while it has none",
        params: WeatherSiteParam,
        response: { 200: Weather, 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const site = await findSite(app.db, req.auth, req.params.siteId);
      if (!site) throw notFound('Site');
      const [latest] = await latestWeather(app.database, req.auth, [site.id]);
      if (!latest) return reply.status(204).send(null);
      return latest;
    },
  );

  app.post(
    '/weather/multisite/latest',
    {
      config: { readOnlySafe: true }, // a read, sent as POST
      schema: {
        tags,
        summary:
          'The latest weather of several sites; body [1, 2] or {"siteIds": [1, 2]}. Sites that are not the caller\'s or have no weather are left out',
        body: WeatherMultisiteBody,
        response: { 200: WeatherList, ...errors },
      },
    },
    async (req) => latestWeather(app.database, req.auth, siteIdsOf(req.body)),
  );
};
