import type { Sensor } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SensorsFilter {
  siteIds?: readonly number[];
  equipmentIds?: readonly number[];
  spaceIds?: readonly number[];
}

const list = (ids?: readonly number[]) => (ids?.length ? ids.join(',') : undefined);

/** GET /api/v1/sensors (I-086): the caller's sensors, narrowed by site, equipment or space. */
export const sensorsQueryOptions = (f: SensorsFilter = {}) =>
  queryOptions({
    queryKey: ['sensors', f],
    queryFn: ({ signal }) =>
      apiRequest<Sensor[]>('/api/v1/sensors', {
        signal,
        query: { siteIds: list(f.siteIds), equipmentIds: list(f.equipmentIds), spaceIds: list(f.spaceIds) },
      }),
    staleTime: 30_000,
  });

export const useSensors = (f: SensorsFilter = {}, enabled = true) =>
  useQuery({ ...sensorsQueryOptions(f), enabled });
