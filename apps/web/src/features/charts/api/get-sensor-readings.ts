import type { OperationalSeries } from '@sw/contracts';
import type { TimeWindow } from '@sw/domain';
import { keepPreviousData, queryOptions, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { epoch } from './epoch';

const HOUR = 3_600_000;

/**
 * The bucket of a Sensor Activity window (G-030 decided): the stored readings up to 6 hours, 15
 * minutes up to 4 days, an hour beyond, so a line keeps to a few hundred points per sensor.
 */
export function sensorAgg(window: TimeWindow): '1m' | '15m' | '1h' {
  const span = window.to - window.from;
  if (span <= 6 * HOUR) return '1m';
  if (span <= 96 * HOUR) return '15m';
  return '1h';
}

/** GET /operational/sensor/{sensorId} (I-137) over the window. */
export const sensorReadingsQueryOptions = (sensorId: number, window: TimeWindow) =>
  queryOptions({
    queryKey: ['sensor-readings', sensorId, window.from, window.to],
    queryFn: ({ signal }) =>
      apiRequest<OperationalSeries>(`/operational/sensor/${sensorId}`, {
        service: 'timeSeries',
        signal,
        query: { from: epoch(window.from), to: epoch(window.to), agg: sensorAgg(window) },
      }),
  });

export interface SensorReadings {
  data: (OperationalSeries | undefined)[];
  pending: boolean;
  error: Error | null;
  refetch: () => void;
}

// Outside the component: a stable combine lets TanStack keep the combined result while nothing changed.
const combine = (results: UseQueryResult<OperationalSeries>[]): SensorReadings => ({
  data: results.map((r) => r.data),
  pending: results.some((r) => r.isPending),
  error: results.find((r) => r.error)?.error ?? null,
  refetch: () => {
    for (const r of results) void r.refetch();
  },
});

/** Every chosen sensor's readings, one query each (they load and cache apart). */
export function useSensorReadings(sensorIds: readonly number[], window: TimeWindow): SensorReadings {
  return useQueries({
    queries: sensorIds.map((id) => ({
      ...sensorReadingsQueryOptions(id, window),
      placeholderData: keepPreviousData,
    })),
    combine,
  });
}
