import type { Incident } from '@sw/contracts';
import { useCallback, useMemo } from 'react';
import { useIncidentTitles } from '../api/get-incident-titles';
import { useEquipmentRefs, useIncidentSites, useSpaces } from '../api/get-reference';
import { incidentNames, type NamedIncidentInfo } from '../utils/incident-names';

/**
 * Names and zones for incidents of the given sites (all the caller's sites when undefined): sites
 * from /api/v1/sites, equipment and space titles from the incidents' enriched notifications (read
 * from `from`, the oldest listed incident's start), then the equipment and space lists.
 */
export function useIncidentNames(siteIds: readonly number[] | undefined, from: string | null) {
  const sites = useIncidentSites();
  const titles = useIncidentTitles(from, siteIds);
  const spaces = useSpaces(siteIds);
  const equipment = useEquipmentRefs(siteIds);
  const sources = useMemo(() => {
    const equipmentTitles = new Map(titles.data?.byEquipment);
    for (const e of equipment.data ?? []) equipmentTitles.set(e.id, e.title);
    const spaceTitles = new Map(titles.data?.bySpace);
    for (const s of spaces.data ?? []) spaceTitles.set(s.id, s.title);
    return {
      sites: new Map((sites.data ?? []).map((s) => [s.id, { title: s.title, timeZone: s.timeZone }])),
      incidents: titles.data?.byIncident,
      spaces: spaceTitles,
      equipment: equipmentTitles,
    };
  }, [sites.data, titles.data, spaces.data, equipment.data]);
  const namesOf = useCallback((i: Incident): NamedIncidentInfo => incidentNames(i, sources), [sources]);
  return { namesOf, sites, equipment, spaces };
}
