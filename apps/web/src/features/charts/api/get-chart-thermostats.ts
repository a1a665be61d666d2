import type { ControllableHvac } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/v1/thermostat/controls/site/{id}: the site's thermostats, from which a chart takes the
 * ones of its site or equipment. Same key as the site pages' call, so they share one cache entry.
 */
export const chartThermostatsQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['thermostat-controls', 'site', siteId],
    queryFn: ({ signal }) =>
      apiRequest<ControllableHvac[] | null>(`/api/v1/thermostat/controls/site/${siteId}`, { signal }).then(
        (rows) => rows ?? [],
      ),
  });

export function useChartThermostats(siteId: number | null) {
  return useQuery({ ...chartThermostatsQueryOptions(siteId ?? 0), enabled: siteId !== null });
}
