import type { Equipment, Incident, Sensor } from '@sw/contracts';
import { type EquipmentListItem, equipmentStatus } from '@sw/domain';

/** One row of the equipment list: the equipment with its sensor counts, open incidents and status. */
export interface EquipmentRow extends EquipmentListItem {
  siteId: number;
  icon: string;
  typeId: number;
  groupId: number;
  sensorsTotal: number;
  sensorsOnline: number;
  openIncidents: number;
}

/** Joins the three lists the page reads (equipment, sensors, open incidents) into list rows. */
export function equipmentRows(
  equipment: readonly Equipment[],
  sensors: readonly Sensor[],
  incidents: readonly Incident[],
  groupTitle: (groupId: number) => string,
): EquipmentRow[] {
  const counts = new Map<number, { total: number; online: number }>();
  for (const s of sensors) {
    if (s.equipmentId === null) continue;
    const c = counts.get(s.equipmentId) ?? { total: 0, online: 0 };
    c.total++;
    if (s.online) c.online++;
    counts.set(s.equipmentId, c);
  }
  const open = new Map<number, number>();
  for (const i of incidents) {
    // An incident concerns every equipment of its path once.
    for (const id of new Set(i.equipmentIds.length ? i.equipmentIds : i.equipmentId ? [i.equipmentId] : []))
      open.set(id, (open.get(id) ?? 0) + 1);
  }
  return equipment.map((e) => {
    const c = counts.get(e.id) ?? { total: 0, online: 0 };
    const openIncidents = open.get(e.id) ?? 0;
    return {
      id: e.id,
      title: e.title,
      siteId: e.siteId,
      siteTitle: e.siteTitle,
      icon: e.type.icon,
      typeId: e.typeId,
      typeTitle: e.type.title,
      groupId: e.groupId,
      groupTitle: groupTitle(e.groupId),
      spaceTitle: e.space?.title ?? null,
      vendor: e.vendor,
      model: e.model,
      sensorsTotal: c.total,
      sensorsOnline: c.online,
      openIncidents,
      status: equipmentStatus(c.total, c.online, openIncidents),
    };
  });
}

export interface EquipmentFilters {
  siteIds: readonly number[];
  typeIds: readonly number[];
  /** F-087: on by default; hides the equipment nothing monitors (no sensors). */
  monitoredOnly: boolean;
}

/** Each filter narrows; an empty site or type selection means all. */
export function filterEquipmentRows(rows: readonly EquipmentRow[], f: EquipmentFilters): EquipmentRow[] {
  return rows.filter(
    (r) =>
      (f.siteIds.length === 0 || f.siteIds.includes(r.siteId)) &&
      (f.typeIds.length === 0 || f.typeIds.includes(r.typeId)) &&
      (!f.monitoredOnly || r.status !== 'NOT_MONITORED'),
  );
}
