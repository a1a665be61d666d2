import type { IncidentCountByEquipment, IncidentCountBySite, NotificationCountByDay } from '@sw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What every overview tile asks for: the period (ISO instants) and the sites (none: all). */
export interface OverviewRequest {
  from: string;
  to: string;
  siteIds?: readonly number[];
}

const query = (req: OverviewRequest) => ({
  from: req.from,
  to: req.to,
  siteIds: req.siteIds?.length ? [...req.siteIds].sort((a, b) => a - b) : undefined,
});

function counts<T>(path: string, req: OverviewRequest, signal?: AbortSignal): Promise<T[]> {
  return apiRequest<T[] | null>(path, { service: 'sentinel', query: query(req), signal }).then(
    (r) => r ?? [],
  );
}

// Filter changes keep the previous figures on screen (dimmed) until the new ones arrive.

/** GET /api/v1/count/incidents/by-site (I-036): 'Sites with Most Incidents', totals and priorities. */
export function useOverviewSiteCounts(req: OverviewRequest, enabled = true) {
  return useQuery({
    queryKey: ['incident-counts', 'by-site', query(req)],
    queryFn: ({ signal }) => counts<IncidentCountBySite>('/api/v1/count/incidents/by-site', req, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/v1/count/incidents/by-equipment (I-037): the two equipment tiles. */
export function useOverviewEquipmentCounts(req: OverviewRequest, enabled = true) {
  return useQuery({
    queryKey: ['incident-counts', 'by-equipment', query(req)],
    queryFn: ({ signal }) =>
      counts<IncidentCountByEquipment>('/api/v1/count/incidents/by-equipment', req, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/v1/count/notifications/by-day: 'Daily Notifications' (site-local calendar days, C-036). */
export function useDailyNotifications(req: OverviewRequest, enabled = true) {
  return useQuery({
    queryKey: ['notification-counts', 'by-day', query(req)],
    queryFn: ({ signal }) =>
      counts<NotificationCountByDay>('/api/v1/count/notifications/by-day', req, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
