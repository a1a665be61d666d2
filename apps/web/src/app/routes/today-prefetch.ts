import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../features/auth/api/get-current-user';
import { incidentsQueryOptions } from '../../features/incidents/api/get-incidents';
import { controllableHvacsQueryOptions } from '../../features/today/api/get-controllable-hvacs';
import { siteCountsQueryOptions } from '../../features/today/api/get-incident-counts-by-site';
import { currentOrganizationId } from '../../lib/current-organization';
import { recentDayRange } from '../../lib/day-range';
import { userZoneOf } from '../../lib/time-zone';

/**
 * Today's own data, asked for by its route's loader while the layout's and the page's code still
 * download (issue 10), under the keys the page and its tiles read (today-page.tsx): the same range
 * (recentDayRange) in the same zone, the user's, once the user (asked for by the signed-in route)
 * has arrived. Not awaited by the loader: the page shows its tiles loading as before.
 */
export async function prefetchToday(queryClient: QueryClient): Promise<void> {
  const orgId = currentOrganizationId();
  if (orgId !== null) void queryClient.prefetchQuery(controllableHvacsQueryOptions(orgId));
  const user = await queryClient.ensureQueryData(currentUserQueryOptions).catch(() => undefined);
  const range = recentDayRange(userZoneOf(user));
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  void queryClient.prefetchQuery(siteCountsQueryOptions({ incidentStatus: 'active', from, to }));
  void queryClient.prefetchQuery(incidentsQueryOptions({ from, to, incidentStatus: 'active' }));
}
