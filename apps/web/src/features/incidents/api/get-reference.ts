import type { EquipmentGroup, EquipmentType, Site, SiteGroup, Space } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The names and zones the incidents list shows beside each incident. Same keys and calls as the
// sites feature (features do not import each other), so the cache is shared.

/** GET /api/v1/sites: titles and time zones. */
export const incidentSitesQueryOptions = queryOptions({
  queryKey: ['sites'],
  queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
});

export function useIncidentSites() {
  return useQuery(incidentSitesQueryOptions);
}

/** GET /api/v1/site-groups: the 'Site Groups' filter (disabled when there are none, C-043). */
export function useSiteGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['site-groups'],
    queryFn: ({ signal }) => apiRequest<SiteGroup[] | null>('/api/v1/site-groups', { signal }),
    enabled,
    retry: false,
  });
}

/** GET /api/v1/spaces?siteIds=…: names of the spaces incidents are about. */
export function useSpaces(siteIds: readonly number[] | undefined) {
  const ids = siteIds ? [...siteIds].sort((a, b) => a - b) : undefined;
  return useQuery({
    queryKey: ['spaces', ids ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<Space[] | null>('/api/v1/spaces', { query: { siteIds: ids }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The fields of an equipment the list reads (I-059); other fields are ignored. */
export interface EquipmentRef {
  id: number;
  title: string;
  siteId?: number;
  typeId?: number | null;
}

/** GET /api/v1/equipment?siteIds=…: equipment names and types (the equipment-type filter). */
export function useEquipmentRefs(siteIds: readonly number[] | undefined) {
  const ids = siteIds ? [...siteIds].sort((a, b) => a - b) : undefined;
  return useQuery({
    queryKey: ['equipment', 'refs', ids ?? 'all'],
    queryFn: async ({ signal }) => {
      const list = await apiRequest<unknown[] | null>('/api/v1/equipment', {
        query: { siteIds: ids },
        signal,
      });
      return (list ?? []).flatMap(toEquipmentRef);
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Reads an equipment defensively: its type may be `typeId`, `equipmentTypeId` or `type.id`. */
export function toEquipmentRef(raw: unknown): EquipmentRef[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'number' ? r.id : typeof r.equipmentId === 'number' ? r.equipmentId : null;
  if (id === null || typeof r.title !== 'string') return [];
  const type = r.type as { id?: unknown } | null | undefined;
  const typeId =
    typeof r.typeId === 'number'
      ? r.typeId
      : typeof r.equipmentTypeId === 'number'
        ? r.equipmentTypeId
        : typeof type?.id === 'number'
          ? type.id
          : null;
  return [{ id, title: r.title, siteId: typeof r.siteId === 'number' ? r.siteId : undefined, typeId }];
}

/** GET /api/v1/equipment-types and -groups: the equipment-type filter's options (same keys as the catalogue). */
export function useEquipmentTypeOptions() {
  const types = useQuery({
    queryKey: ['equipment-types'],
    queryFn: ({ signal }) => apiRequest<EquipmentType[]>('/api/v1/equipment-types', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const groups = useQuery({
    queryKey: ['equipment-groups'],
    queryFn: ({ signal }) => apiRequest<EquipmentGroup[]>('/api/v1/equipment-groups', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { types: types.data ?? [], groups: groups.data ?? [] };
}
