import type { EnrichedNotification } from '@sw/contracts';
import { DEFAULT_NOTIFICATION_LIMIT } from '@sw/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAllPages } from '../../../lib/paging';

/** Names read from enriched notifications: incidents carry ids only. */
export interface IncidentTitles {
  /** incidentId → the equipment's title, else the space's. */
  byIncident: Map<number, string>;
  /** equipmentId / spaceId → title, for incidents that arrive later (live) on the same resource. */
  byEquipment: Map<number, string>;
  bySpace: Map<number, string>;
}

/**
 * GET /api/v1/notifications/enriched (I-032) from `from` (the oldest listed incident's start, so that
 * every listed incident's notifications are included) for the given sites, all pages.
 */
export async function getIncidentTitles(
  from: string,
  siteIds: readonly number[] | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<IncidentTitles> {
  const rows = await getAllPages(
    ({ limit, offset }) =>
      apiRequest<EnrichedNotification[] | null>('/api/v1/notifications/enriched', {
        service: 'sentinel',
        query: { from, siteIds: siteIds?.length ? siteIds : undefined },
        limit,
        offset,
        signal,
      }),
    DEFAULT_NOTIFICATION_LIMIT,
  );
  const titles: IncidentTitles = { byIncident: new Map(), byEquipment: new Map(), bySpace: new Map() };
  for (const n of rows) {
    if (n.resourceTitle && !titles.byIncident.has(n.incidentId))
      titles.byIncident.set(n.incidentId, n.resourceTitle);
    if (n.equipmentId !== null && n.equipmentTitle) titles.byEquipment.set(n.equipmentId, n.equipmentTitle);
    if (n.spaceId !== null && n.spaceTitle) titles.bySpace.set(n.spaceId, n.spaceTitle);
  }
  return titles;
}

export const incidentTitlesQueryOptions = (from: string, siteIds: readonly number[] | undefined) =>
  queryOptions({
    queryKey: ['notifications', 'enriched', 'incident-titles', from, siteIds ?? 'all'],
    queryFn: ({ signal }) => getIncidentTitles(from, siteIds, { signal }),
    staleTime: 5 * 60_000,
    // Names are a nicety: a failure leaves the ids shown, and is not worth three more tries.
    retry: false,
  });

/** Titles for incidents starting at `from` or later; nothing is asked while `from` is null. */
export function useIncidentTitles(from: string | null, siteIds: readonly number[] | undefined) {
  return useQuery({
    ...incidentTitlesQueryOptions(from ?? '', siteIds),
    enabled: from !== null,
    placeholderData: (prev) => prev,
  });
}
