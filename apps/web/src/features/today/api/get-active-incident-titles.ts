import type { EnrichedNotification } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAllPages } from '../../../lib/paging';

export interface IncidentTitles {
  /** The equipment's title, else the space's (the Equipment/Space column). */
  resource: string | null;
  siteTitle: string;
  /** C-020: the incident's start is shown in its site's zone, like the incidents list's row times. */
  siteTimeZone: string;
}

const LIMIT = 2500; // spec 2 §7 default notification query limit

/**
 * The titles an incident row shows, read from the enriched notifications of active incidents
 * (GET /api/v1/notifications/enriched, I-032) since `from` (the oldest active incident's start):
 * incidents carry ids only.
 */
export async function getActiveIncidentTitles(
  from: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Map<number, IncidentTitles>> {
  const rows = await getAllPages(
    ({ limit, offset }) =>
      apiRequest<EnrichedNotification[] | null>('/api/v1/notifications/enriched', {
        service: 'sentinel',
        query: { state: 'active', from },
        limit,
        offset,
        signal,
      }),
    LIMIT,
  );
  const titles = new Map<number, IncidentTitles>();
  for (const n of rows) {
    if (!titles.has(n.incidentId))
      titles.set(n.incidentId, {
        resource: n.resourceTitle,
        siteTitle: n.siteTitle,
        siteTimeZone: n.siteTimeZone,
      });
  }
  return titles;
}

export const activeIncidentTitlesQueryOptions = (from: string) =>
  queryOptions({
    queryKey: ['notifications', 'enriched', 'active-titles', from],
    queryFn: ({ signal }) => getActiveIncidentTitles(from, { signal }),
    // Titles change rarely; a new active incident changes `from` or is picked up on the next refresh.
    staleTime: 5 * 60_000,
  });

export function useActiveIncidentTitles(from: string | null) {
  return useQuery({ ...activeIncidentTitlesQueryOptions(from ?? ''), enabled: from !== null });
}
