import type { DisplayPriority } from '@sw/domain';
import { displayPriority, latestHandlingLog, PRIORITY_COLORS, sortIncidents } from '@sw/domain';

// The Today 'Active Incidents Overview' tile (C-018 … C-024).

export type OverviewOrder = 'severity' | 'latest';

export const OVERVIEW_ORDERS = [
  { value: 'severity', label: 'Severity' },
  { value: 'latest', label: 'Latest' },
] as const satisfies readonly { value: OverviewOrder; label: string }[];

/** C-021: site titles in this tile are shortened to 35 characters. */
export const OVERVIEW_SITE_TITLE_MAX = 35;

export interface OverviewIncident {
  id: number;
  incidentPriority: string;
  createdAt: string;
  dismissedAt: string | null;
  handlingLogs: readonly { at: string; priorityLevel: string }[];
}

/**
 * C-019 (decision). Severity: the incident list order (C-096: undismissed first, then the priority of
 * the latest handling log, highest first, then that log's time, newest first). Latest: start time,
 * newest first, whatever the priority.
 */
export function orderOverview<T extends OverviewIncident>(list: readonly T[], order: OverviewOrder): T[] {
  if (order === 'severity') return sortIncidents(list);
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** The priority an incident shows now: its latest handling log's, else its own. */
export function currentPriority(incident: OverviewIncident): DisplayPriority | null {
  return displayPriority(
    latestHandlingLog(incident.handlingLogs)?.priorityLevel ?? incident.incidentPriority,
  );
}

/**
 * C-024 (decision): colour of the priority bar, the hue every incident list uses (@sw/domain
 * PRIORITY_COLORS) at the shade of a solid bar; dismissed incidents are grey whatever their priority.
 */
export function barColor(priority: DisplayPriority | null, dismissed: boolean): string {
  if (dismissed || !priority) return 'gray.4';
  return `${PRIORITY_COLORS[priority]}.6`;
}
