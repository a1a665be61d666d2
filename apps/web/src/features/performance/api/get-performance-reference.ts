import type { EquipmentGroup, EquipmentType, Site, SiteGroup } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The filters' options. Same keys and calls as the other features (features do not import each
// other), so the caches are shared.

export function usePerformanceSites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
  });
}

/** GET /api/v1/site-groups: the 'Site Groups' filter, disabled when there are none (C-043). */
export function usePerformanceSiteGroups() {
  return useQuery({
    queryKey: ['site-groups'],
    queryFn: ({ signal }) => apiRequest<SiteGroup[] | null>('/api/v1/site-groups', { signal }),
    retry: false,
  });
}

export function usePerformanceCatalogue() {
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
  return { types: types.data ?? [], groups: groups.data, groupsPending: groups.isPending };
}
