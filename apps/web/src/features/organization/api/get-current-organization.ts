import type { Organization } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentOrganizationId } from '../../../lib/current-organization';

/** GET /api/v1/organizations/current (spec 1 §7). */
export function getCurrentOrganization({ signal }: { signal?: AbortSignal } = {}): Promise<Organization> {
  return apiRequest<Organization>('/api/v1/organizations/current', { signal });
}

/** Keyed by the current organisation id (A-006: the token's), like the feature gates. */
export const currentOrganizationQueryOptions = (organizationId: number | null) =>
  queryOptions({
    queryKey: ['organizations', organizationId],
    queryFn: getCurrentOrganization,
    staleTime: 10 * 60_000,
    enabled: organizationId !== null,
  });

export function useCurrentOrganization(organizationId: number | null = currentOrganizationId()) {
  return useQuery(currentOrganizationQueryOptions(organizationId));
}
