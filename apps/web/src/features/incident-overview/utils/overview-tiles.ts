import { truncate } from '@sw/domain';

// Figures of the incident overview tiles (C-033, C-046 … C-055).

/** C-048: the top-5 tiles. */
export const TOP_LIMIT = 5;

type ByPriority = Readonly<Record<string, number | undefined>>;

export interface SiteCountLike {
  siteId: number;
  siteTitle: string;
  incidentCountTotal?: number;
  incidentCount?: number;
  incidentCountByPrio?: ByPriority;
  newIncidentCount: number;
  existingIncidentCount: number;
  resolvedIncidentCount: number;
  notificationCountsByPriority: ByPriority;
}

const n = (v: number | undefined | null) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const total = (r: SiteCountLike) => n(r.incidentCountTotal ?? r.incidentCount);

export interface MostIncidentsRow {
  siteId: number;
  title: string;
  fullTitle: string;
  total: number;
  new: number;
  existing: number;
  resolved: number;
  /** Notifications sent at each level (C-046: NORMAL shown Low, HIGHEST shown Critical). */
  low: number;
  medium: number;
  high: number;
  critical: number;
}

/** C-054 (decision): 'Sites with Most Incidents' has room for 30 characters of a title. */
export const MOST_INCIDENTS_TITLE_MAX = 30;

/** C-046 … C-048: the 5 sites with the most incidents in the period, most first, then by title. */
export function mostIncidentSites(rows: readonly SiteCountLike[], limit = TOP_LIMIT): MostIncidentsRow[] {
  return rows
    .filter((r) => total(r) > 0)
    .sort((a, b) => total(b) - total(a) || a.siteTitle.localeCompare(b.siteTitle) || a.siteId - b.siteId)
    .slice(0, limit)
    .map((r) => {
      const p = r.notificationCountsByPriority;
      return {
        siteId: r.siteId,
        title: truncate(r.siteTitle, MOST_INCIDENTS_TITLE_MAX),
        fullTitle: r.siteTitle,
        total: total(r),
        new: n(r.newIncidentCount),
        existing: n(r.existingIncidentCount),
        resolved: n(r.resolvedIncidentCount),
        low: n(p.NORMAL),
        medium: n(p.MEDIUM),
        high: n(p.HIGH),
        critical: n(p.HIGHEST),
      };
    });
}

/** C-055 (decision): the big numbers above the tiles. */
export function overviewTotals(rows: readonly SiteCountLike[]) {
  let incidents = 0;
  let fresh = 0;
  let existing = 0;
  let resolved = 0;
  let sites = 0;
  for (const r of rows) {
    incidents += total(r);
    fresh += n(r.newIncidentCount);
    existing += n(r.existingIncidentCount);
    resolved += n(r.resolvedIncidentCount);
    if (total(r) > 0) sites += 1;
  }
  return { incidents, new: fresh, existing, resolved, sites };
}

/**
 * C-051: the chart's bars are the stored levels NORMAL, MEDIUM, HIGH and HIGHEST, labelled Low,
 * Medium, High and Critical (C-092). The incoming aliases LOW and CRITICAL are omitted: they name
 * the same levels, and counting them too would count an incident twice.
 */
export const PRIORITY_BARS = [
  { key: 'NORMAL', label: 'Low', color: 'blue' },
  { key: 'MEDIUM', label: 'Medium', color: 'yellow' },
  { key: 'HIGH', label: 'High', color: 'orange' },
  { key: 'HIGHEST', label: 'Critical', color: 'red' },
] as const;

/** Incidents in the period by their current priority, summed over the sites. */
export function incidentsByPriority(
  rows: readonly SiteCountLike[],
): { label: string; color: string; value: number }[] {
  return PRIORITY_BARS.map((b) => ({
    label: b.label,
    color: b.color,
    value: rows.reduce((sum, r) => sum + n(r.incidentCountByPrio?.[b.key]), 0),
  }));
}

export interface EquipmentCountLike {
  equipmentId: number;
  equipmentTitle: string;
  siteId: number;
  siteTitle: string;
  totalIncidentCount: number;
  totalIncidentDuration: number;
  incidentDurations: ByPriority;
}

const byTitle = (a: EquipmentCountLike, b: EquipmentCountLike) =>
  a.equipmentTitle.localeCompare(b.equipmentTitle) || a.equipmentId - b.equipmentId;

/** C-049/C-052: the 5 pieces of equipment with the most incidents, most first. */
export function topEquipmentByCount<T extends EquipmentCountLike>(
  rows: readonly T[],
  limit = TOP_LIMIT,
): T[] {
  return rows
    .filter((r) => n(r.totalIncidentCount) > 0)
    .sort(
      (a, b) =>
        b.totalIncidentCount - a.totalIncidentCount ||
        b.totalIncidentDuration - a.totalIncidentDuration ||
        byTitle(a, b),
    )
    .slice(0, limit);
}

const HOUR_MS = 3_600_000;

/**
 * C-050/C-052 (decision): the 5 pieces of equipment that spent longest in incident state, as hours
 * per priority (stacked bars), longest first.
 */
export function equipmentTimeInIncident(rows: readonly EquipmentCountLike[], limit = TOP_LIMIT) {
  return rows
    .filter((r) => n(r.totalIncidentDuration) > 0)
    .sort((a, b) => b.totalIncidentDuration - a.totalIncidentDuration || byTitle(a, b))
    .slice(0, limit)
    .map((r) => ({
      equipmentId: r.equipmentId,
      label: `${r.equipmentTitle} · ${r.siteTitle}`,
      totalHours: r.totalIncidentDuration / HOUR_MS,
      hours: PRIORITY_BARS.map((b) => n(r.incidentDurations[b.key]) / HOUR_MS),
    }));
}

/** Every day of the period with its count (days without notifications are 0), oldest first. */
export function dailyCounts(
  rows: readonly { date: string; count: number }[],
  fromDay: string,
  toDay: string,
): { date: string; count: number }[] {
  const counts = new Map(rows.map((r) => [r.date, n(r.count)]));
  const out: { date: string; count: number }[] = [];
  const day = new Date(`${fromDay}T00:00:00Z`);
  const end = new Date(`${toDay}T00:00:00Z`);
  // 400 days at most: a guard against a malformed period, far beyond any period the picker allows.
  for (let i = 0; day <= end && i < 400; i++) {
    const key = day.toISOString().slice(0, 10);
    out.push({ date: key, count: counts.get(key) ?? 0 });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}
