import type { Weather } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** D-043: one site's latest weather, from the weather service's root. */
export function getSiteWeather(siteId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<Weather | null>(`/weather/${siteId}/latest`, { signal, service: 'weather' });
}

export const siteWeatherQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['weather', siteId],
    queryFn: ({ signal }) => getSiteWeather(siteId, { signal }),
    staleTime: 10 * 60_000,
  });

export function useSiteWeather(siteId: number) {
  return useQuery(siteWeatherQueryOptions(siteId));
}
