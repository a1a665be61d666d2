import type { EquipmentEnergyCompareReport, EquipmentTypeEnergyReport } from '@sw/contracts';
import { ENERGY_TOP_SITES } from '@sw/contracts/constants';
import { fold, type SortDir } from './site-rows';
import { EQUIPMENT_SORT_KEYS, type EquipmentSortKey } from './sort-keys';

export { EQUIPMENT_SORT_KEYS, type EquipmentSortKey };

// The equipment type tile (E-054) and the equipment energy page: types grouped by their type group,
// the top sites of one type, and one row per sub-metered equipment.

export interface TypeOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The types with energy, grouped by type group (both by title), for the 'Equipment Type' dropdown. */
export function typeOptions(report: EquipmentTypeEnergyReport | undefined): TypeOptionGroup[] {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const [id, t] of Object.entries(report?.by_equipment_type ?? {})) {
    const list = groups.get(t.type_group_title) ?? [];
    list.push({ value: id, label: t.type_title });
    groups.set(t.type_group_title, list);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** The type the tile opens on: the one using the most energy (ties: lowest id). */
export function defaultTypeId(report: EquipmentTypeEnergyReport | undefined): string | null {
  let best: [string, number] | null = null;
  for (const [id, t] of Object.entries(report?.by_equipment_type ?? {})) {
    if (!best || t.total_kwh > best[1] || (t.total_kwh === best[1] && Number(id) < Number(best[0])))
      best = [id, t.total_kwh];
  }
  return best?.[0] ?? null;
}

export interface TypeSiteBar {
  siteId: number;
  title: string;
  kwh: number;
  equipment: number;
}

/** E-054: the top sites by kWh of one equipment type, most first. */
export function typeTopSites(
  report: EquipmentTypeEnergyReport | undefined,
  typeId: string | null,
  limit = ENERGY_TOP_SITES,
): TypeSiteBar[] {
  const t = typeId ? report?.by_equipment_type[typeId] : undefined;
  if (!t) return [];
  return Object.entries(t.by_site)
    .map(([id, s]) => ({
      siteId: Number(id),
      title: s.site_title,
      kwh: s.kwh_consumption,
      equipment: s.num_equipment,
    }))
    .sort((a, b) => b.kwh - a.kwh || a.title.localeCompare(b.title) || a.siteId - b.siteId)
    .slice(0, limit);
}

export interface TypeRow {
  typeId: number;
  title: string;
  typeGroup: string;
  groupId: number;
  group: string;
  kwh: number;
  sites: number;
  equipment: number;
  avgSite: number;
  avgEquipment: number;
}

export function typeRows(report: EquipmentTypeEnergyReport | undefined): TypeRow[] {
  return Object.entries(report?.by_equipment_type ?? {})
    .map(([id, t]) => ({
      typeId: Number(id),
      title: t.type_title,
      typeGroup: t.type_group_title,
      groupId: t.group_id,
      group: t.group_title,
      kwh: t.total_kwh,
      sites: t.site_count,
      equipment: t.num_equipment,
      avgSite: t.avg_type_kwh,
      avgEquipment: t.avg_equipment_kwh,
    }))
    .sort((a, b) => b.kwh - a.kwh || a.title.localeCompare(b.title));
}

export interface EquipmentRow {
  equipmentId: number;
  title: string;
  siteId: number;
  site: string;
  typeId: number;
  type: string;
  groupId: number;
  group: string;
  vendor: string | null;
  model: string | null;
  kwh: number;
  inSched: number;
  outSched: number;
  /** Percent of the site's energy, or null. */
  sharePct: number | null;
  daysWithData: number;
  daysInPeriod: number;
}

export function equipmentRows(report: EquipmentEnergyCompareReport | undefined): EquipmentRow[] {
  return Object.entries(report?.equipment_dict ?? {}).map(([id, e]) => ({
    equipmentId: Number(id),
    title: e.equipment_title,
    siteId: e.site_id,
    site: e.site_title,
    typeId: e.type_id,
    type: e.type_title,
    groupId: e.group_id,
    group: e.group_title,
    vendor: e.vendor,
    model: e.model,
    kwh: e.kwh,
    inSched: e.kwh_in_sched,
    outSched: e.kwh_out_sched,
    sharePct: e.share_of_site === null ? null : e.share_of_site * 100,
    daysWithData: e.days_with_data,
    daysInPeriod: e.days_in_period,
  }));
}

const TEXT: Partial<Record<EquipmentSortKey, (r: EquipmentRow) => string>> = {
  equipment: (r) => r.title,
  site: (r) => r.site,
  type: (r) => r.type,
};
const NUMBER: Partial<Record<EquipmentSortKey, (r: EquipmentRow) => number | null>> = {
  kwh: (r) => r.kwh,
  inSched: (r) => r.inSched,
  outSched: (r) => r.outSched,
  share: (r) => r.sharePct,
};

/** Sorted by one column, missing figures last, ties by equipment title then id. */
export function sortEquipmentRows(
  rows: readonly EquipmentRow[],
  key: EquipmentSortKey,
  dir: SortDir,
): EquipmentRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const tie = (a: EquipmentRow, b: EquipmentRow) =>
    a.title.localeCompare(b.title) || a.equipmentId - b.equipmentId;
  const text = TEXT[key];
  if (text) return [...rows].sort((a, b) => sign * (text(a).localeCompare(text(b)) || tie(a, b)));
  const num = NUMBER[key]!;
  return [...rows].sort((a, b) => {
    const x = num(a);
    const y = num(b);
    if (x === null || y === null) return x === y ? tie(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || tie(a, b);
  });
}

/** Equipment whose title, site, type, group or vendor contains the search text. */
export function searchEquipmentRows(rows: readonly EquipmentRow[], q: string | undefined): EquipmentRow[] {
  const needle = fold(q ?? '');
  if (!needle) return [...rows];
  return rows.filter((r) =>
    [r.title, r.site, r.type, r.group, r.vendor ?? ''].some((s) => fold(s).includes(needle)),
  );
}

/** The equipment list shows this many rows a page. */
export const EQUIPMENT_PAGE_SIZE = 50;

/** One page of rows (1-based, clamped to the pages there are) and the number of pages. */
export function pageOfRows<T>(rows: readonly T[], page: number | undefined, size = EQUIPMENT_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page ?? 1), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}
