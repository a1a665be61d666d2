import type { EnrichedNotification } from '@sw/contracts';
import { MISSING_VALUE, matchesSeverity, priorityColor, priorityName } from '@sw/domain';
import type { NotificationListSearch } from './notification-search';

/** The level a notification was sent at, named and coloured as in the incident lists (C-024, C-092). */
export function notificationPriority(level: string): { label: string; color: string } {
  return { label: priorityName(level) || MISSING_VALUE, color: priorityColor(level) };
}

/** Status of the notification's incident (spec 2 §4: active means not resolved). */
export const incidentStatusLabel = (n: Pick<EnrichedNotification, 'incidentResolved'>) =>
  n.incidentResolved ? 'Resolved' : 'Active';

/** Newest first (C-114), ties on the higher id so that the order does not depend on the input. */
export function newestFirst<T extends Pick<EnrichedNotification, 'id' | 'timestamp'>>(
  list: readonly T[],
): T[] {
  return [...list].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id);
}

/**
 * The filters the server does not take: severity (by the level this notification was sent at). Site,
 * sentinel type, state and period are sent to the server.
 */
export function shownNotifications(
  list: readonly EnrichedNotification[],
  search: Pick<NotificationListSearch, 'severity'>,
): EnrichedNotification[] {
  return newestFirst(list.filter((n) => matchesSeverity(n.priorityLevel, search.severity ?? [])));
}

/** The Incident column opens /sites/{siteId}/incidents on this notification's incident. */
export const incidentSearch = (n: Pick<EnrichedNotification, 'id' | 'incidentId'>) => ({
  incidentId: n.incidentId,
  notificationId: n.id,
});
