import { safeTimeZone } from '@sw/domain';
import { useMemo, useState } from 'react';
import { useUserZone } from '../../../lib/time-zone';
import { type IncidentsRequest, useIncidents } from '../api/get-incidents';
import { useIncidentSites, useSiteGroups } from '../api/get-reference';
import {
  effectiveQuery,
  matchesClientFilters,
  selectedSiteIds,
  statusQuery,
} from '../utils/incident-filters';
import { incidentPeriod } from '../utils/incident-period';
import type { IncidentListSearch } from '../utils/incident-search';
import { liveResourceIds } from '../utils/live-merge';
import { useIncidentNames } from './use-incident-names';
import { useLiveIncidents } from './use-live-incidents';

/**
 * Everything the incidents list shows for a URL search: the period in the right zone, the server
 * query, the names, the client-side filters and search, and live updates.
 * `siteId` set: the site page (its zone, its incidents); unset: every site of the caller.
 */
export function useIncidentList(search: IncidentListSearch, siteId: number | undefined) {
  const multiSite = siteId === undefined;
  const sites = useIncidentSites();
  const groups = useSiteGroups(multiSite && Boolean(search.siteGroups?.length));
  const site = siteId === undefined ? undefined : sites.data?.find((s) => s.id === siteId);
  // C-064/C-065 (issue 9 rule, lib/time-zone): the site's zone on a site page, the user's elsewhere.
  const user = useUserZone();
  const timeZone = siteId === undefined ? user : safeTimeZone(site?.timeZone);
  // 'now' is fixed per mount (the default period ends at it); durations of active incidents use it too.
  const [now] = useState(() => new Date());
  const period = incidentPeriod(search, timeZone, now);

  const groupsPending = multiSite && Boolean(search.siteGroups?.length) && groups.isPending;
  const siteIds = siteId !== undefined ? [siteId] : selectedSiteIds(search, groups.data ?? []);
  const { incidentStatus, strict } = statusQuery(search.status);
  const req: IncidentsRequest | null =
    groupsPending || (siteIds !== undefined && siteIds.length === 0) || (siteId !== undefined && !sites.data)
      ? null
      : { from: period.from, to: period.to, siteIds, incidentStatus, strict };
  const incidents = useIncidents(req);

  const oldest = useMemo(() => oldestStart(incidents.data), [incidents.data]);
  const { namesOf, equipment } = useIncidentNames(siteIds, oldest);
  const equipmentTypesAvailable = equipment.isSuccess && equipment.data.some((e) => e.typeId != null);
  const equipmentIds = useMemo(() => {
    if (!search.equipmentTypes?.length || !equipment.data) return null;
    const types = new Set(search.equipmentTypes);
    return new Set(equipment.data.filter((e) => e.typeId != null && types.has(e.typeId)).map((e) => e.id));
  }, [search.equipmentTypes, equipment.data]);

  const query = effectiveQuery(search.q);
  const shown = useMemo(
    () =>
      (incidents.data ?? []).filter((i) =>
        matchesClientFilters(
          i,
          { severity: search.severity, sentinelTypes: search.sentinelTypes, equipmentIds, query },
          namesOf,
        ),
      ),
    [incidents.data, search.severity, search.sentinelTypes, equipmentIds, query, namesOf],
  );

  // C-111: follow the equipment and spaces of the incidents in the list, and of the site's equipment.
  const scopeKey = (equipment.data ?? []).map((e) => e.id).join(',');
  const resources = useMemo(
    () => liveResourceIds(incidents.data ?? [], scopeKey ? scopeKey.split(',').map(Number) : []),
    [incidents.data, scopeKey],
  );
  useLiveIncidents(resources, req, !period.chosen);

  return {
    multiSite,
    site,
    sitesLoaded: sites.isSuccess,
    sitesError: sites.error,
    refetchSites: sites.refetch,
    timeZone,
    period,
    now,
    request: req,
    incidents,
    shown,
    namesOf,
    equipmentTypesAvailable,
    /** No site in the chosen site groups (C-041): nothing to ask for. */
    emptySelection: siteIds !== undefined && siteIds.length === 0 && !groupsPending,
  };
}

/** The earliest createdAt of a list (ISO), or null for none. */
function oldestStart(list: readonly { createdAt: string }[] | undefined): string | null {
  let min: string | null = null;
  for (const i of list ?? [])
    if (min === null || Date.parse(i.createdAt) < Date.parse(min)) min = i.createdAt;
  return min;
}
