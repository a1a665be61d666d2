import type { Incident } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/incidents/{id}: one incident (the Review section, C-061; live updates, C-112). */
export function getIncident(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Incident> {
  return apiRequest<Incident>(`/api/v1/incidents/${id}`, { signal, service: 'sentinel' });
}

export const INCIDENT_KEY = ['incidents', 'one'] as const;

export const incidentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...INCIDENT_KEY, id],
    queryFn: ({ signal }) => getIncident(id, { signal }),
    // A missing or foreign incident is a 404 that will not change on retry.
    retry: false,
  });

export function useIncident(id: number | undefined) {
  return useQuery({ ...incidentQueryOptions(id ?? 0), enabled: id !== undefined });
}
