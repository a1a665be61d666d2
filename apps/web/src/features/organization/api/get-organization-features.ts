import type { OrganizationFeatures } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/v1/organizations/current/features: the gates of spec 1 §6 evaluated by the server for
 * the caller's organisation (the lists live in its database).
 */
export function getOrganizationFeatures({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<OrganizationFeatures> {
  return apiRequest<OrganizationFeatures>('/api/v1/organizations/current/features', { signal });
}

export const organizationFeaturesQueryOptions = queryOptions({
  queryKey: ['organizations', 'current', 'features'],
  queryFn: getOrganizationFeatures,
  staleTime: 10 * 60_000,
});

export function useOrganizationFeatures() {
  return useQuery(organizationFeaturesQueryOptions);
}
