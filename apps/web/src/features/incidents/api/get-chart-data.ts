import type { EnergySeries, OperationalSeries, Sentinel, ThermostatSeries } from '@sw/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The calls behind an expanded row's chart (C-076/C-077). Ranges are ISO instants.

export interface Range {
  from: string;
  to: string;
}

/** GET /api/v1/sentinels/{id}: the rule's parameters (the range of a temperature rule, …). */
export const sentinelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['sentinels', id],
    queryFn: ({ signal }) => apiRequest<Sentinel>(`/api/v1/sentinels/${id}`, { signal, service: 'sentinel' }),
    staleTime: 5 * 60_000,
  });

/** GET {timeseries}/operational/sensor/{id}: any sensor's readings (raw for short recent ranges). */
export const sensorSeriesQueryOptions = (sensorId: number, range: Range) =>
  queryOptions({
    queryKey: ['timeseries', 'sensor', sensorId, range],
    queryFn: ({ signal }) =>
      apiRequest<OperationalSeries>(`/operational/sensor/${sensorId}`, {
        query: { ...range },
        signal,
        service: 'timeSeries',
      }),
  });

/** GET {timeseries}/thermostat/status/{id}/series/: temperature and set points of a thermostat. */
export const thermostatSeriesQueryOptions = (thermostatId: number, range: Range) =>
  queryOptions({
    queryKey: ['timeseries', 'thermostat', thermostatId, range],
    queryFn: ({ signal }) =>
      apiRequest<ThermostatSeries>(`/thermostat/status/${thermostatId}/series/`, {
        query: { ...range, columns: 'TEMPERATURE,COOL_SET_POINT,HEAT_SET_POINT' },
        signal,
        service: 'timeSeries',
      }),
  });

/** GET {timeseries}/energy/site/{id}/series: hourly energy of a site (the baseline chart). */
export const siteEnergyQueryOptions = (siteId: number, range: Range, agg: '1h' | '1d') =>
  queryOptions({
    queryKey: ['timeseries', 'site-energy', siteId, range, agg],
    queryFn: ({ signal }) =>
      apiRequest<EnergySeries>(`/energy/site/${siteId}/series`, {
        query: { ...range, agg },
        signal,
        service: 'timeSeries',
      }),
  });
