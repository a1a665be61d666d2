import type { Site } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getSite(siteId: number, { signal }: { signal?: AbortSignal } = {}): Promise<Site> {
  return apiRequest<Site>(`/api/v1/sites/${siteId}`, { signal });
}

export const siteQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: ['sites', siteId], queryFn: ({ signal }) => getSite(siteId, { signal }) });

/** Nothing is asked for without a valid id (a malformed URL reads as not found). */
export function useSite(siteId: number | null) {
  return useQuery({ ...siteQueryOptions(siteId ?? 0), enabled: siteId !== null });
}
