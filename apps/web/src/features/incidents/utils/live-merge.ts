import type { Incident, IncidentInfoPayload } from '@sw/contracts';
import type { IncidentsRequest } from '../api/get-incidents';

/** At most this many INCIDENT_INFO topics per page (one per equipment or space). */
export const MAX_LIVE_RESOURCES = 500;

/**
 * The equipment and spaces a page follows on INCIDENT_INFO (C-111): those of the incidents it shows
 * first, then those of its scope (so that a first incident on quiet equipment appears too) while
 * room is left under the cap: an organisation with more equipment than the cap still follows every
 * incident it lists. Deduplicated and sorted, so that the set is stable between renders.
 */
export function liveResourceIds(
  incidents: readonly Pick<Incident, 'equipmentId' | 'equipmentIds' | 'spaceId'>[],
  scope: readonly number[] = [],
): number[] {
  const listed = new Set<number>();
  for (const i of incidents) {
    if (i.equipmentId !== null) listed.add(i.equipmentId);
    for (const e of i.equipmentIds) listed.add(e);
    if (i.spaceId !== null) listed.add(i.spaceId);
  }
  const ids = new Set([...listed].sort((a, b) => a - b).slice(0, MAX_LIVE_RESOURCES));
  for (const id of [...scope].sort((a, b) => a - b)) {
    if (ids.size >= MAX_LIVE_RESOURCES) break;
    ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Whether a pushed incident belongs in a list loaded with `req` (its site, status and period as the
 * server would have filtered them). `openEnded`: the period is the default one that ends "now", so a
 * newer incident still belongs; a period chosen in the picker keeps its end.
 */
export function belongsToQuery(
  p: Pick<IncidentInfoPayload, 'siteId' | 'resolved' | 'createdAt' | 'recoveredAt'>,
  req: IncidentsRequest,
  openEnded: boolean,
): boolean {
  if (req.siteIds && !req.siteIds.includes(p.siteId)) return false;
  if (req.incidentStatus === 'active' && p.resolved) return false;
  if (req.incidentStatus === 'resolved' && !p.resolved) return false;
  const from = Date.parse(req.from);
  const to = openEnded ? Number.POSITIVE_INFINITY : Date.parse(req.to);
  if (p.createdAt > to) return false;
  if (p.resolved && p.recoveredAt !== null && p.recoveredAt < from) return false;
  // Strict (C-087): a resolved incident counts only when wholly inside the period.
  if (req.strict && p.resolved && (p.createdAt < from || (p.recoveredAt ?? 0) > to)) return false;
  return true;
}
