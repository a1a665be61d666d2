import type { Sensor } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sensor types Sensor Activity draws as lines (the others are states, drawn by their own charts). */
export const CHARTED_SENSOR_TYPES = ['TEMPERATURE', 'HUMIDITY', 'DOOR', 'LIGHT', 'ENERGY', 'POWER'] as const;

export type SensorScope = { equipmentId: number } | { siteId: number };

/** GET /api/v1/sensors with equipmentIds or siteIds: the sensors a Sensor Activity chart offers. */
export const chartSensorsQueryOptions = (scope: SensorScope) =>
  queryOptions({
    queryKey: ['chart-sensors', scope],
    queryFn: ({ signal }) =>
      apiRequest<Sensor[] | null>('/api/v1/sensors', {
        signal,
        query: {
          ...('equipmentId' in scope ? { equipmentIds: scope.equipmentId } : { siteIds: scope.siteId }),
          sensorTypes: CHARTED_SENSOR_TYPES.join(','),
        },
      }).then((rows) => rows ?? []),
  });

export function useChartSensors(scope: SensorScope) {
  return useQuery(chartSensorsQueryOptions(scope));
}
