import type { OrgComplianceReport } from '@sw/contracts';
import { ORG_SORT_KEYS, type OrgSortKey } from './sort-keys';

export { ORG_SORT_KEYS, type OrgSortKey };

// The organisation compliance page's table: one row per site with data, searchable by site title and
// sortable by any column (decision: least compliant first by default, as on the tile).

export interface OrgSiteRow {
  siteId: number;
  title: string;
  /** Percent 0–100; null when every counted hour was excused. */
  compliance: number | null;
  /** Hours with a reading, of every sensor. */
  hours: number;
  inRange: number;
  outOfRange: number;
  defrost: number;
  sensors: number;
  /** The least compliant sensor: its equipment title, sensor title and share. */
  worst: { title: string; sensor: string; compliance: number } | null;
  href: string;
}

export type SortDir = 'asc' | 'desc';

export function orgSiteRows(report: OrgComplianceReport | null | undefined): OrgSiteRow[] {
  if (!report) return [];
  return Object.entries(report.by_site).map(([id, s]) => {
    const sensors = Object.values(s.by_sensor);
    let worst: OrgSiteRow['worst'] = null;
    for (const x of sensors) {
      if (x.within_compliance === null) continue;
      if (!worst || x.within_compliance < worst.compliance)
        worst = { title: x.equipment_title, sensor: x.sensor_title, compliance: x.within_compliance };
    }
    return {
      siteId: Number(id),
      title: s.site_title,
      compliance: s.within_compliance,
      hours: s.valid_points,
      inRange: s.compliant_points,
      outOfRange: s.valid_points - s.compliant_points - s.defrost_points,
      defrost: s.defrost_points,
      sensors: sensors.filter((x) => x.valid_points > 0).length,
      worst,
      href: `/sites/${id}/analytics/temperature-compliance`,
    };
  });
}

/** Case-insensitive match of the site title (and its least compliant sensor). */
export function searchRows(rows: readonly OrgSiteRow[], query: string | undefined): OrgSiteRow[] {
  const q = (query ?? '').trim().toLocaleLowerCase();
  if (!q) return [...rows];
  return rows.filter(
    (r) =>
      r.title.toLocaleLowerCase().includes(q) || (r.worst?.title.toLocaleLowerCase().includes(q) ?? false),
  );
}

const value = (r: OrgSiteRow, key: OrgSortKey): number | string | null =>
  key === 'site' ? r.title.toLocaleLowerCase() : key === 'compliance' ? r.compliance : r[key];

/** Sorted by `key`; missing values last whatever the direction; ties by title then id. */
export function sortRows(rows: readonly OrgSiteRow[], key: OrgSortKey, dir: SortDir): OrgSiteRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = value(a, key);
    const vb = value(b, key);
    if (va === null && vb !== null) return 1;
    if (vb === null && va !== null) return -1;
    if (va !== null && vb !== null && va !== vb) return (va < vb ? -1 : 1) * sign;
    return a.title.localeCompare(b.title) || a.siteId - b.siteId;
  });
}

/** The direction a column sorts in when first chosen: figures worst first, names A–Z. */
export const firstDirection = (key: OrgSortKey): SortDir =>
  key === 'compliance' || key === 'site' ? 'asc' : 'desc';
