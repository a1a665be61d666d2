import type { Sentinel } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface TemperatureSensor {
  sensorId: number;
  /** What the sensor watches, e.g. 'Walk-in Freezer'. */
  title: string;
}

/**
 * The site's watched temperature sensors, read from its temperature-range sentinels (the rules name
 * the sensor and its equipment); there is no sensor list call in the spec.
 */
export function temperatureSensorsOf(sentinels: readonly Sentinel[]): TemperatureSensor[] {
  const seen = new Map<number, TemperatureSensor>();
  for (const s of sentinels) {
    if (s.sentinelType !== 'TEMPERATURE_RANGE') continue;
    const title = s.title.replace(/\s+temperature out of range$/i, '');
    for (const sensorId of s.sensorIds) if (!seen.has(sensorId)) seen.set(sensorId, { sensorId, title });
  }
  return [...seen.values()].sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

export const temperatureSensorsQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['sentinels', { siteId, type: 'TEMPERATURE_RANGE' }],
    queryFn: ({ signal }) =>
      apiRequest<Sentinel[]>('/api/v1/sentinels', {
        signal,
        service: 'sentinel',
        query: { siteIds: String(siteId), sentinelTypes: 'TEMPERATURE_RANGE' },
      }),
    select: temperatureSensorsOf,
  });

export function useTemperatureSensors(siteId: number) {
  return useQuery(temperatureSensorsQueryOptions(siteId));
}
