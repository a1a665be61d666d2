import type { ControllableHvac } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DAY_RANGE_REFRESH_MS } from '../../../lib/day-range';

/** GET /api/v1/thermostat/controls/site/{id} (C-016): the site's thermostats with their current state. */
export function getThermostatControls(
  siteId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ControllableHvac[]> {
  return apiRequest<ControllableHvac[] | null>(`/api/v1/thermostat/controls/site/${siteId}`, { signal }).then(
    (rows) => rows ?? [], // 204: none (spec 2 §7)
  );
}

export const thermostatControlsQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['thermostat-controls', 'site', siteId],
    queryFn: ({ signal }) => getThermostatControls(siteId, { signal }),
    // Same 15-minute beat as the Today HVAC tile (spec 2 §4 Refresh).
    refetchInterval: DAY_RANGE_REFRESH_MS,
  });

export function useThermostatControls(siteId: number) {
  return useQuery(thermostatControlsQueryOptions(siteId));
}
