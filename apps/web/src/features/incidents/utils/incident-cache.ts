import type { Incident } from '@sw/contracts';
import { sortIncidents } from '@sw/domain';
import type { Dismissal } from '../api/dismiss-notification';

/**
 * The notification a dismissal is sent for (the PUT names a notification, C-099): `preferred` when it
 * is the incident's and still open, else the newest one not yet dismissed. Null when there is none, i.e. the incident cannot be dismissed from here.
 */
export function notificationToDismiss(
  incident: Pick<Incident, 'notifications'>,
  preferred?: number,
): number | null {
  // C-059: an email link names its notification; that one is dismissed when it is still open.
  if (
    preferred !== undefined &&
    incident.notifications.some((n) => n.id === preferred && n.dismissedAt === null)
  )
    return preferred;
  let best: Incident['notifications'][number] | null = null;
  for (const n of incident.notifications) {
    if (n.dismissedAt !== null) continue;
    if (best === null || Date.parse(n.timestamp) >= Date.parse(best.timestamp)) best = n;
  }
  return best?.id ?? null;
}

export function isDismissed(incident: Pick<Incident, 'dismissedAt'>): boolean {
  return incident.dismissedAt !== null;
}

/** The incident as the server now holds it after `dismissal` (the incident and that notification). */
export function applyDismissal(incident: Incident, dismissal: Dismissal): Incident {
  if (incident.incidentId !== dismissal.incidentId) return incident;
  return {
    ...incident,
    dismissedAt: incident.dismissedAt ?? dismissal.dismissedAt,
    dismissedBy: incident.dismissedBy ?? dismissal.dismissedBy,
    dismissedComment: incident.dismissedComment ?? dismissal.dismissedComment,
    notifications: incident.notifications.map((n) =>
      n.id === dismissal.id ? { ...n, dismissedAt: dismissal.dismissedAt } : n,
    ),
  };
}

/**
 * A list with `incident` in place of the one with its id (C-101), or added when `append` is set and it
 * is not there (a live incident, C-112); the result is in the list order (C-096). The same array comes
 * back when nothing changed, so that React Query keeps its reference.
 */
export function mergeIncident(
  list: readonly Incident[],
  incident: Incident,
  { append = false }: { append?: boolean } = {},
): Incident[] {
  const at = list.findIndex((i) => i.incidentId === incident.incidentId);
  if (at === -1) return append ? sortIncidents([...list, incident]) : (list as Incident[]);
  const next = [...list];
  next[at] = incident;
  return sortIncidents(next);
}
