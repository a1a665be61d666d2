import type { Organization } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/organizations/current (spec 1 §7). */
export function getCurrentOrganization({ signal }: { signal?: AbortSignal } = {}): Promise<Organization> {
  return apiRequest<Organization>('/api/v1/organizations/current', { signal });
}

export const currentOrganizationQueryOptions = queryOptions({
  queryKey: ['organizations', 'current'],
  queryFn: getCurrentOrganization,
  staleTime: 10 * 60_000,
});

export function useCurrentOrganization() {
  return useQuery(currentOrganizationQueryOptions);
}
