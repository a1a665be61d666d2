import type { SiteAstro } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** D-060/D-061: sunrise and sunset of a day (yyyy-MM-dd, the site's calendar); endDate defaults to it. */
export function getSiteAstro(siteId: number, date: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<SiteAstro>(`/api/v1/sites/${siteId}/astro`, { signal, query: { startDate: date } });
}

export const siteAstroQueryOptions = (siteId: number, date: string) =>
  queryOptions({
    queryKey: ['site-astro', siteId, date],
    queryFn: ({ signal }) => getSiteAstro(siteId, date, { signal }),
    staleTime: 60 * 60_000,
  });

export function useSiteAstro(siteId: number, date: string | null) {
  return useQuery({ ...siteAstroQueryOptions(siteId, date ?? ''), enabled: date !== null });
}
