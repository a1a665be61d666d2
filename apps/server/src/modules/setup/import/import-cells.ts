import { IMPORT_WEEKDAYS, type ImportChange } from '@sw/contracts/setup';
import type { EquipmentValues, SensorValues, SiteValues } from './import-rows';
import { formatDayCell } from './opening-hours-cells';

// A row's managed values as the file's cells, to tell what changes and to show it: each column has
// the value compared (ids, exact numbers) and the value shown (titles, uuids, external ids, HH:MM).

type Ref = number | string;
export type Cell = { cmp: string | number | null; show: string | number | null };
export type Cells = Record<string, Cell>;

/** How ids and planned keys read in the file. */
export interface Names {
  groupTitles: Map<Ref, string>;
  spaceTitles: Map<Ref, string>;
  gatewayUuids: Map<Ref, string>;
  equipmentKeys: Map<Ref, string>;
  typeTitles: Map<number, string>;
}

const same = (v: string | number | null): Cell => ({ cmp: v, show: v === '' ? null : v });
const named = (ref: Ref | null, names: Map<Ref, string>): Cell => ({
  cmp: ref,
  show: ref === null ? null : (names.get(ref) ?? String(ref)),
});

/** CREATED: every value set (before null); UPDATED: the columns that differ. */
export function changesOf(before: Cells | null, after: Cells): ImportChange[] {
  const out: ImportChange[] = [];
  for (const [column, a] of Object.entries(after)) {
    const b = before?.[column];
    if (!b) {
      if (a.show !== null) out.push({ column, before: null, after: a.show });
    } else if (b.cmp !== a.cmp) out.push({ column, before: b.show, after: a.show });
  }
  return out;
}

export function siteValueCells(v: SiteValues): Cells {
  const cells: Cells = {
    title: same(v.title),
    address: same(v.address),
    latitude: same(v.latitude),
    longitude: same(v.longitude),
    time_zone: same(v.timeZone),
    country: same(v.country),
    site_type: same(v.siteType),
    floor_area_m2: same(v.floorAreaM2),
    co2_factor_kg_per_kwh: same(v.co2FactorKgPerKwh),
  };
  for (const d of IMPORT_WEEKDAYS) cells[d] = same(formatDayCell(v.openingHours, d));
  return cells;
}

export function equipmentCells(
  v: EquipmentValues & { typeId: number; spaceRef: Ref | null },
  names: Names,
): Cells {
  return {
    title: same(v.title),
    type: { cmp: v.typeId, show: names.typeTitles.get(v.typeId) ?? String(v.typeId) },
    space: named(v.spaceRef, names.spaceTitles),
    vendor: same(v.vendor),
    model: same(v.model),
    serial_number: same(v.serialNumber),
    manufacture_date: same(v.manufactureDate),
    min_temp_c: same(v.minTemp),
    max_temp_c: same(v.maxTemp),
  };
}

export function sensorCells(
  v: SensorValues & { unit: string; gatewayRef: Ref | null; equipmentRef: Ref | null; spaceRef: Ref | null },
  names: Names,
): Cells {
  return {
    title: same(v.title),
    gateway: named(v.gatewayRef, names.gatewayUuids),
    uuid: same(v.uuid),
    vendor: same(v.vendor),
    sensor_type: same(v.sensorType),
    unit: same(v.unit),
    equipment_external_id: named(v.equipmentRef, names.equipmentKeys),
    target: same(v.target),
    // Not a column of the file: a sensor lies in its equipment item's space.
    space: named(v.spaceRef, names.spaceTitles),
  };
}
