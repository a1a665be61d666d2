import { IdParam, THERMOSTAT_COLUMNS, ThermostatSeries, ThermostatSeriesQuery } from '@sw/contracts';
import { thermostatAggregation } from '@sw/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { thermostatOf } from './scope';
import { thermostatBuckets } from './thermostat-series.repository';

export const thermostatSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's client calls the path with a trailing slash; both spellings answer (one documented).
  for (const [url, hide] of [
    ['/thermostat/status/:id/series/', false],
    ['/thermostat/status/:id/series', true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          hide,
          tags: ['time-series: thermostats'],
          summary: 'Thermostat activity samples bucketed by agg (default by span: 2m, 15m or 1h)',
          params: IdParam,
          querystring: ThermostatSeriesQuery,
          response: { 200: ThermostatSeries },
        },
      },
      async (req) => {
        const t = await thermostatOf(app.database, req.auth, req.params.id);
        const { from, to } = req.query;
        const agg = req.query.agg ?? thermostatAggregation(to.getTime() - from.getTime());
        const columns = req.query.columns?.length ? req.query.columns : [...THERMOSTAT_COLUMNS];
        const samples = await thermostatBuckets(app.database, {
          orgId: req.auth.orgId,
          thermostatId: t.id,
          agg,
          columns,
          from,
          to,
        });
        return { thermostatId: t.id, agg, columns, samples };
      },
    );
  }
};
