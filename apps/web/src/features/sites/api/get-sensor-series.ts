import type { OperationalSeries } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TimeRange } from '../../../lib/day-range';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** One sensor's readings over a range (15-minute averages with min and max). */
export const sensorSeriesQueryOptions = (sensorId: number, range: TimeRange) =>
  queryOptions({
    queryKey: ['sensor-series', sensorId, range.from.getTime(), range.to.getTime()],
    queryFn: ({ signal }) =>
      apiRequest<OperationalSeries>(`/operational/sensor/${sensorId}`, {
        service: 'timeSeries',
        signal,
        query: { from: epoch(range.from), to: epoch(range.to), agg: '15m' },
      }),
  });

export function useSensorSeries(sensorId: number | null, range: TimeRange) {
  return useQuery({ ...sensorSeriesQueryOptions(sensorId ?? 0, range), enabled: sensorId !== null });
}
