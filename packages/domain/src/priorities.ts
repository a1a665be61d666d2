// Incident priorities and the incident list order (spec 2 §4; requirements C-091 … C-097).

/** Every priority label the back end may send (C-091). */
export const INCOMING_PRIORITIES = ['LOW', 'NORMAL', 'MEDIUM', 'HIGH', 'HIGHEST', 'CRITICAL'] as const;
export type IncomingPriority = (typeof INCOMING_PRIORITIES)[number];

/** The labels shown once received: NORMAL reads LOW and HIGHEST reads CRITICAL (C-092). */
export type DisplayPriority = 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';

/** Severity filter options: the incoming labels without NORMAL and HIGHEST. */
export const SEVERITY_FILTER_OPTIONS: readonly DisplayPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];

const DISPLAY: Record<IncomingPriority, DisplayPriority> = {
  LOW: 'LOW',
  NORMAL: 'LOW',
  MEDIUM: 'MEDIUM',
  HIGH: 'HIGH',
  HIGHEST: 'CRITICAL',
  CRITICAL: 'CRITICAL',
};

const SHORT: Record<DisplayPriority, string> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  CRITICAL: 'Crit',
};

const RANK: Record<DisplayPriority, number> = { LOW: 1, MEDIUM: 2, HIGH: 3, CRITICAL: 4 };

export function isIncomingPriority(p: unknown): p is IncomingPriority {
  return typeof p === 'string' && (INCOMING_PRIORITIES as readonly string[]).includes(p);
}

/** The label a received priority is shown with; an unknown label yields null. */
export function displayPriority(p: string | null | undefined): DisplayPriority | null {
  return isIncomingPriority(p) ? DISPLAY[p] : null;
}

/** The short text of a priority ('Low', 'Medium', 'High', 'Crit'); '' when unknown. */
export function priorityLabel(p: string | null | undefined): string {
  const d = displayPriority(p);
  return d ? SHORT[d] : '';
}

/** Sort rank (C-093): normal/low 1, medium 2, high 3, highest/critical 4; unknown or missing 0. */
export function priorityRank(p: string | null | undefined): number {
  const d = displayPriority(p);
  return d ? RANK[d] : 0;
}

/** Whether a priority passes a severity filter of display labels; an empty filter passes everything. */
export function matchesSeverity(p: string | null | undefined, selected: readonly DisplayPriority[]): boolean {
  if (!selected.length) return true;
  const d = displayPriority(p);
  return d !== null && selected.includes(d);
}

/** An instant as epoch milliseconds (ISO string, Date or number); NaN-safe: invalid is -Infinity. */
function ms(v: string | number | Date | null | undefined): number {
  if (v === null || v === undefined) return Number.NEGATIVE_INFINITY;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : v.getTime();
  return Number.isFinite(n) ? n : Number.NEGATIVE_INFINITY;
}

export interface HandlingLogLike {
  at: string | number | Date;
  priorityLevel: string;
}

export interface OrderableIncident {
  id: number;
  dismissedAt: string | number | Date | null;
  handlingLogs: readonly HandlingLogLike[];
}

/** The newest handling log (latest `at`; among equal instants the later in the list), or null. */
export function latestHandlingLog<L extends HandlingLogLike>(logs: readonly L[]): L | null {
  let best: L | null = null;
  for (const l of logs) if (best === null || ms(l.at) >= ms(best.at)) best = l;
  return best;
}

/**
 * The incident list order (C-096): undismissed before dismissed; then by the priority rank of the
 * latest handling log (higher first); then by that log's time (newest first). Ties end on the id
 * (higher, i.e. newer, first) so that the order is total and does not depend on the input order.
 */
export function compareIncidents(a: OrderableIncident, b: OrderableIncident): number {
  const da = a.dismissedAt !== null && a.dismissedAt !== undefined ? 1 : 0;
  const db = b.dismissedAt !== null && b.dismissedAt !== undefined ? 1 : 0;
  if (da !== db) return da - db;
  const la = latestHandlingLog(a.handlingLogs);
  const lb = latestHandlingLog(b.handlingLogs);
  const ra = priorityRank(la?.priorityLevel);
  const rb = priorityRank(lb?.priorityLevel);
  if (ra !== rb) return rb - ra;
  const ta = ms(la?.at);
  const tb = ms(lb?.at);
  if (ta !== tb) return tb > ta ? 1 : -1;
  return b.id - a.id;
}

/** A sorted copy in the incident list order (compareIncidents; each key computed once per incident). */
export function sortIncidents<T extends OrderableIncident>(list: readonly T[]): T[] {
  const keyed = list.map((incident) => {
    const log = latestHandlingLog(incident.handlingLogs);
    const dismissed = incident.dismissedAt !== null && incident.dismissedAt !== undefined ? 1 : 0;
    return { incident, dismissed, rank: priorityRank(log?.priorityLevel), at: ms(log?.at) };
  });
  keyed.sort((a, b) => {
    if (a.dismissed !== b.dismissed) return a.dismissed - b.dismissed;
    if (a.rank !== b.rank) return b.rank - a.rank;
    if (a.at !== b.at) return b.at > a.at ? 1 : -1;
    return b.incident.id - a.incident.id;
  });
  return keyed.map((k) => k.incident);
}
