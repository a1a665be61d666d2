import type { OrganizationFeatures } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentOrganizationId } from '../../../lib/current-organization';

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

/**
 * Keyed by the current organisation (A-006: read from the access token, so known before the user):
 * gates cached for one organisation are never read for another. Waits while no organisation is known.
 */
export const organizationFeaturesQueryOptions = (organizationId: number | null) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'features'],
    queryFn: getOrganizationFeatures,
    staleTime: 10 * 60_000,
    enabled: organizationId !== null,
  });

export function useOrganizationFeatures(organizationId: number | null = currentOrganizationId()) {
  return useQuery(organizationFeaturesQueryOptions(organizationId));
}
