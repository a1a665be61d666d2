import type { ThermostatColumn, ThermostatSeries } from '@sw/contracts';
import { type TimeWindow, thermostatAggregationFor } from '@sw/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { epoch } from './epoch';

/** The columns the activity and run-time charts draw (G-040). */
export const CHART_COLUMNS: readonly ThermostatColumn[] = [
  'MODE',
  'WORKING_MODE',
  'COOL_SET_POINT',
  'HEAT_SET_POINT',
  'TEMPERATURE',
  'FAN_RUNNING',
  'ONLINE',
  'TEMP_UNITS',
  'COOLING_STAGE1_RUNNING',
  'COOLING_STAGE2_RUNNING',
  'HEATING_STAGE1_RUNNING',
  'HEATING_STAGE2_RUNNING',
  'LOCAL_ADJUSTMENT_OVERRIDE',
  'TIMETABLE_ACTIVE_STATE',
  'SET_POINT_DEVIATION',
  'MAINTENANCE_STATE',
];

/**
 * GET /thermostat/status/{id}/series/ (I-128) with the aggregation of the window's span (G-042),
 * asked explicitly so that the answer and the chart agree on the bucket.
 */
export const thermostatSeriesQueryOptions = (thermostatId: number, window: TimeWindow) =>
  queryOptions({
    queryKey: ['thermostat-series', thermostatId, window.from, window.to],
    queryFn: ({ signal }) =>
      apiRequest<ThermostatSeries>(`/thermostat/status/${thermostatId}/series/`, {
        service: 'timeSeries',
        signal,
        query: {
          from: epoch(window.from),
          to: epoch(window.to),
          columns: CHART_COLUMNS.join(','),
          agg: thermostatAggregationFor(window.from, window.to),
        },
      }),
  });

export function useThermostatSeries(thermostatId: number | null, window: TimeWindow) {
  return useQuery({
    ...thermostatSeriesQueryOptions(thermostatId ?? 0, window),
    enabled: thermostatId !== null,
    placeholderData: keepPreviousData,
  });
}
