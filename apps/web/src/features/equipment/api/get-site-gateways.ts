import type { Gateway } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/gateways/site/{siteId}: a site's gateways with their online state. */
export const siteGatewaysQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['gateways', 'site', siteId],
    queryFn: ({ signal }) => apiRequest<Gateway[]>(`/api/v1/gateways/site/${siteId}`, { signal }),
  });

export const useSiteGateways = (siteId: number) => useQuery(siteGatewaysQueryOptions(siteId));
