import type { Incident } from '@sw/contracts';
import { safeTimeZone } from '@sw/domain';
import type { IncidentNames } from './incident-filters';

export interface NamedIncidentInfo extends IncidentNames {
  /** The zone the incident's times are shown in: its site's. */
  timeZone: string;
}

export interface NameSources {
  sites: ReadonlyMap<number, { title: string; timeZone: string }>;
  /** incidentId → its equipment's or space's title (from its notifications). */
  incidents?: ReadonlyMap<number, string>;
  equipment: ReadonlyMap<number, string>;
  spaces: ReadonlyMap<number, string>;
}

/**
 * The names shown beside an incident: its equipment (or space) and its site. A rule on a whole site
 * (offline devices, the site's energy) is about the site; an id whose name is not known yet reads as
 * its kind and number rather than nothing.
 */
export function incidentNames(incident: Incident, src: NameSources): NamedIncidentInfo {
  const site = src.sites.get(incident.siteId);
  const equipmentId = incident.equipmentId ?? incident.equipmentIds[0] ?? null;
  let resource: string;
  const known = src.incidents?.get(incident.incidentId);
  if (known) resource = known;
  else if (equipmentId !== null) resource = src.equipment.get(equipmentId) ?? `Equipment ${equipmentId}`;
  else if (incident.spaceId !== null)
    resource = src.spaces.get(incident.spaceId) ?? `Space ${incident.spaceId}`;
  else resource = 'Whole site';
  return {
    resource,
    site: site?.title ?? `Site ${incident.siteId}`,
    timeZone: safeTimeZone(site?.timeZone),
  };
}
