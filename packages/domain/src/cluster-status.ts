// Site connectivity on the map (spec 2 §2, §4 Connectivity; D-018..D-023, D-008/D-009).

export type SiteConnectivity = 'ONLINE' | 'OFFLINE' | 'PARTIALLY_OFF';

const SEVERITY: Record<SiteConnectivity, number> = { ONLINE: 0, PARTIALLY_OFF: 1, OFFLINE: 2 };

/**
 * D-023: the status colours used by map markers, cluster rings, popups and badges, so that every view
 * reads the same: teal online, amber partially off, red offline (the usual traffic-light reading).
 */
export const SITE_STATUS_COLOURS: Record<SiteConnectivity, string> = {
  ONLINE: '#0ca678',
  PARTIALLY_OFF: '#f59f00',
  OFFLINE: '#e03131',
};

/**
 * D-020: of two statuses, the one a cluster holding both shows. It is the worse of the two, so it is
 * associative and commutative and a cluster's status does not depend on how its children were merged
 * (supercluster reduces in an arbitrary order).
 */
export function mergeClusterStatus(a: SiteConnectivity, b: SiteConnectivity): SiteConnectivity {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

/** D-020: OFFLINE if any child is offline, else PARTIALLY_OFF if any is partially off, else ONLINE. */
export function clusterStatus(children: Iterable<SiteConnectivity>): SiteConnectivity {
  let out: SiteConnectivity = 'ONLINE';
  for (const s of children) out = mergeClusterStatus(out, s);
  return out;
}

/** D-018: the share (0..1) of a cluster's sites that have active incidents; 0 for an empty cluster. */
export function incidentShare(withIncidents: number, total: number): number {
  if (!(total > 0) || !(withIncidents > 0)) return 0;
  return Math.min(1, withIncidents / total);
}

/** D-013: a site without coordinates (or with unusable ones) sits at 0,0. */
export function sitePosition(site: { latitude?: number | null; longitude?: number | null }): {
  lat: number;
  lng: number;
} {
  const lat = Number.isFinite(site.latitude) ? (site.latitude as number) : 0;
  const lng = Number.isFinite(site.longitude) ? (site.longitude as number) : 0;
  return { lat: Math.max(-90, Math.min(90, lat)), lng: Math.max(-180, Math.min(180, lng)) };
}

export interface SearchableSite {
  id: number;
  title: string;
  numberActiveIncidents: number;
}

/**
 * D-009: the map search filters from the first character. It only matches site titles already in
 * the browser, so a keystroke costs nothing, and short names ("Bo") must stay findable.
 */
export const MAP_SEARCH_MIN_LENGTH = 1;

/** D-008/D-009: most active incidents first, then title A–Z (case-insensitive), then id. */
export function compareSearchResults(a: SearchableSite, b: SearchableSite): number {
  const byIncidents = (b.numberActiveIncidents || 0) - (a.numberActiveIncidents || 0);
  if (byIncidents !== 0) return byIncidents;
  const byTitle = a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
  if (byTitle !== 0) return byTitle;
  return a.id - b.id;
}

/** Sites whose title contains the query (case-insensitive), ranked; none below the minimum length. */
export function searchSites<T extends SearchableSite>(sites: readonly T[], query: string, limit = 50): T[] {
  const q = query.trim().toLocaleLowerCase('en');
  if (Array.from(q).length < MAP_SEARCH_MIN_LENGTH) return [];
  return sites
    .filter((s) => s.title.toLocaleLowerCase('en').includes(q))
    .sort(compareSearchResults)
    .slice(0, Math.max(0, limit));
}
