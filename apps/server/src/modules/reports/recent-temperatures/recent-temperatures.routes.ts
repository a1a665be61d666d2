import {
  ErrorResponse,
  RecentTemperatures,
  RecentTemperaturesParams,
  RecentTemperaturesQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/http-errors';
import { recentTemperatures } from './recent-temperatures.repository';

/** H-020 / I-088: recent temperatures of a site, as report generation reads them. */
export const recentTemperaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/report/generate/recent-temp/site/:siteId',
    {
      schema: {
        tags: ['report jobs'],
        summary:
          "A site's active temperature sensors with their last value, equipment range and hourly mean/min/max over the last `hours` (24) whole hours; another organisation's or an out-of-scope site answers 404",
        params: RecentTemperaturesParams,
        querystring: RecentTemperaturesQuery,
        response: { 200: RecentTemperatures, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      const result = await recentTemperatures(
        app.database,
        req.auth,
        req.params.siteId,
        req.query.hours,
        new Date(),
      );
      if (!result) throw notFound('Site');
      return result;
    },
  );
};
