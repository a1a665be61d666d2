import type { Incident } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/incidents?incidentStatus=active: the open incidents of the caller's sites (or equipment). */
export const openIncidentsQueryOptions = (equipmentIds?: readonly number[]) =>
  queryOptions({
    queryKey: ['incidents', 'list', 'equipment-open', equipmentIds ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<Incident[] | null>('/api/v1/incidents', {
        signal,
        service: 'sentinel',
        query: {
          incidentStatus: 'active',
          equipmentIds: equipmentIds?.length ? equipmentIds.join(',') : undefined,
        },
      }).then((l) => l ?? []),
    staleTime: 30_000,
  });

export const useOpenIncidents = (equipmentIds?: readonly number[]) =>
  useQuery(openIncidentsQueryOptions(equipmentIds));
