import {
  equipmentTempRangeProblems,
  type ImportCounts,
  type ImportIssue,
  type ImportKind,
  type ImportRowResult,
  SENSOR_UNITS,
  sensorUnitProblem,
} from '@sw/contracts/setup';
import type { Db } from '../../../db/client';
import {
  type Cells,
  changesOf,
  equipmentCells,
  type Names,
  sensorCells,
  siteValueCells,
} from './import-cells';
import type {
  CheckedRows,
  EquipmentRow,
  EquipmentValues,
  ImportRow,
  Loc,
  SensorRow,
  SensorValues,
  SiteValues,
} from './import-rows';
import { type State, type StateKeys, sensorsWithReadings } from './import-state';

// What each valid row would do against what the organisation holds: create, update (which values)
// or nothing, with the rules the setup forms apply once the ids are known (the site a row names,
// the catalogue type, a gateway or equipment item on the same site, a sensor uuid free on its
// gateway, no type change once a sensor has readings, nothing added to an archived site). The dry
// run and every chunk of the import job plan with this same function.

/** An id the organisation has, or the key of a row this import creates (resolved when applied). */
export type Ref = number | string;

export interface SitePlan {
  loc: Loc;
  externalId: string;
  id: number | null;
  before: SiteValues | null;
  beforeGroups: number[];
  after: SiteValues;
  /** The site's groups after the import; null: the file leaves them alone. */
  groups: Ref[] | null;
  fieldsChanged: boolean;
  groupsChanged: boolean;
}

export type EquipmentAfter = EquipmentValues & { typeId: number; groupId: number; spaceRef: Ref | null };
export interface EquipmentPlan {
  loc: Loc;
  externalId: string;
  id: number | null;
  siteRef: Ref;
  before: (EquipmentValues & { typeId: number; groupId: number; spaceId: number | null }) | null;
  after: EquipmentAfter;
}

export type SensorAfter = SensorValues & {
  unit: string;
  gatewayRef: Ref;
  equipmentRef: Ref | null;
  spaceRef: Ref | null;
};
export interface SensorPlan {
  loc: Loc;
  externalId: string;
  id: number | null;
  siteRef: Ref;
  before:
    | (SensorValues & {
        unit: string;
        gatewayId: number | null;
        equipmentId: number | null;
        spaceId: number | null;
      })
    | null;
  after: SensorAfter;
}

export interface Plan {
  issues: ImportIssue[];
  /** Every row without errors, in file order, with what it does. */
  results: (ImportRowResult & { order: number })[];
  counts: ImportCounts;
  newGroups: { key: string; title: string }[];
  newSpaces: { key: string; siteRef: Ref; title: string }[];
  newGateways: { key: string; siteRef: Ref; siteKey: string; uuid: string; title: string; vendor: string }[];
  /** Rows that create or change something (unchanged rows need no statement). */
  sites: SitePlan[];
  equipment: EquipmentPlan[];
  sensors: SensorPlan[];
}

export const emptyCounts = (): ImportCounts => ({
  sites: { created: 0, updated: 0, unchanged: 0 },
  equipment: { created: 0, updated: 0, unchanged: 0 },
  sensors: { created: 0, updated: 0, unchanged: 0 },
  gateways: { created: 0 },
  spaces: { created: 0 },
  siteGroups: { created: 0 },
});

/** The keys to read the organisation's rows by, for `rows`. */
export function stateKeys(rows: ImportRow[]): StateKeys {
  const sites = new Set<string>();
  const equipment = new Set<string>();
  const sensors = new Set<string>();
  const gateways = new Set<string>();
  const sensorUuids = new Set<string>();
  for (const r of rows) {
    if (r.kind === 'site') sites.add(r.externalId);
    else sites.add(r.siteKey);
    if (r.kind === 'equipment') equipment.add(r.externalId);
    if (r.kind === 'sensor') {
      sensors.add(r.externalId);
      gateways.add(r.gateway);
      sensorUuids.add(r.values.uuid);
      if (r.equipmentKey) equipment.add(r.equipmentKey);
    }
  }
  return {
    sites: [...sites],
    equipment: [...equipment],
    sensors: [...sensors],
    gateways: [...gateways],
    sensorUuids: [...sensorUuids],
  };
}

const lower = (s: string) => s.trim().toLowerCase();

let steps = 0;
/** A turn of the event loop every 2,000 rows: a dry run of 100,000 rows shares the API process. */
const breather = () => (++steps % 2000 === 0 ? new Promise<void>((r) => setImmediate(r)) : undefined);

/** The file's values over the stored ones: only columns the file has change a stored row. */
function overlay<V extends object>(stored: V, file: V, present: Set<keyof V>): V {
  const out = { ...stored };
  for (const k of present) out[k] = file[k];
  return out;
}

interface SiteInfo {
  key: string;
  ref: Ref;
  id: number | null;
  archived: boolean;
}

const ROW_TYPE_CHANGE = 'The sensor has readings, so its type no longer changes: create a new sensor';

export async function planImport(
  db: Db,
  orgId: number,
  checked: Pick<CheckedRows, 'rows' | 'brokenKeys'>,
  state: State,
): Promise<Plan> {
  const plan: Plan = {
    issues: [],
    results: [],
    counts: emptyCounts(),
    newGroups: [],
    newSpaces: [],
    newGateways: [],
    sites: [],
    equipment: [],
    sensors: [],
  };
  const failed = new Set<Loc>();
  const issue = (loc: Loc, column: string | null, message: string) => {
    plan.issues.push({ sheet: loc.sheet, row: loc.row, column, message });
    failed.add(loc);
  };
  const order = new Map<Loc, number>(checked.rows.map((r, i) => [r.loc, i]));
  const creates = new Map<Loc, ImportRowResult['creates']>();
  const created = (loc: Loc, kind: ImportRowResult['creates'][number]['kind'], title: string) => {
    const list = creates.get(loc) ?? [];
    list.push({ kind, title });
    creates.set(loc, list);
  };

  // Names for the report's cells: ids and planned keys as the file writes them.
  const groupTitles = new Map<Ref, string>(state.groups.map((g) => [g.id, g.title]));
  const spaceTitles = new Map<Ref, string>(state.spaces.map((s) => [s.id, s.title]));
  const gatewayUuids = new Map<Ref, string>([...state.gateways].map(([uuid, g]) => [g.id, uuid]));
  const equipmentKeys = new Map<Ref, string>([...state.equipment].map(([ext, e]) => [e.id, ext]));
  for (const s of state.sensors.values()) {
    if (s.gatewayId !== null && s.gatewayUuid) gatewayUuids.set(s.gatewayId, s.gatewayUuid);
    if (s.equipmentId !== null)
      equipmentKeys.set(s.equipmentId, s.equipmentExternalId ?? `(item ${s.equipmentId})`);
  }
  const typeTitles = new Map<number, string>(state.types.map((t) => [t.id, t.title]));
  const names: Names = { groupTitles, spaceTitles, gatewayUuids, equipmentKeys, typeTitles };

  const outcome = (
    kind: ImportKind,
    row: ImportRow,
    before: Cells | null,
    after: Cells,
  ): ImportRowResult['outcome'] | null => {
    if (failed.has(row.loc)) return null;
    const changes = changesOf(before, after);
    const result = before === null ? 'CREATED' : changes.length ? 'UPDATED' : 'UNCHANGED';
    plan.results.push({
      order: order.get(row.loc) ?? 0,
      sheet: row.loc.sheet,
      row: row.loc.row,
      kind,
      externalId: row.externalId,
      outcome: result,
      changes,
      creates: creates.get(row.loc) ?? [],
    });
    const bucket = plan.counts[kind === 'site' ? 'sites' : kind === 'equipment' ? 'equipment' : 'sensors'];
    bucket[result === 'CREATED' ? 'created' : result === 'UPDATED' ? 'updated' : 'unchanged']++;
    return result;
  };

  // --- Sites, and the site groups they name.
  const groupsByTitle = new Map<string, number[]>();
  for (const g of state.groups)
    groupsByTitle.set(lower(g.title), [...(groupsByTitle.get(lower(g.title)) ?? []), g.id]);
  const newGroupKeys = new Set<string>();
  const groupRef = (title: string, loc: Loc): Ref | null => {
    const ids = groupsByTitle.get(lower(title)) ?? [];
    if (ids.length > 1) {
      issue(loc, 'site_groups', `${title}: two site groups have this title; rename one in setup first`);
      return null;
    }
    if (ids.length === 1) return ids[0]!;
    const key = `group:${lower(title)}`;
    if (!newGroupKeys.has(key)) {
      newGroupKeys.add(key);
      plan.newGroups.push({ key, title });
      groupTitles.set(key, title);
      created(loc, 'siteGroup', title);
    }
    return key;
  };

  const siteInfo = new Map<string, SiteInfo>();
  const rows = checked.rows;
  for (const row of rows) {
    await breather();
    if (row.kind !== 'site') continue;
    const stored = state.sites.get(row.externalId);
    const after = stored ? overlay(stored.values, row.values, row.present) : row.values;
    const beforeGroups = stored?.groupIds ?? [];
    let groups: Ref[] | null = null;
    if (row.groupTitles) {
      const refs = row.groupTitles.map((t) => groupRef(t, row.loc));
      groups = refs.every((r) => r !== null) ? (refs as Ref[]) : null;
    }
    const info: SiteInfo = {
      key: row.externalId,
      ref: stored?.id ?? `site:${row.externalId}`,
      id: stored?.id ?? null,
      archived: stored?.archived ?? false,
    };
    siteInfo.set(row.externalId, info);
    const groupsAfter = groups ?? beforeGroups;
    const beforeCells = stored ? siteCells(stored.values, beforeGroups, names) : null;
    const afterCells = siteCells(after, groupsAfter, names);
    const changes = changesOf(beforeCells, afterCells);
    if (stored?.archived && changes.length)
      issue(row.loc, 'external_id', 'The site is archived; restore it first');
    const result = outcome('site', row, beforeCells, afterCells);
    if (result === 'CREATED' || result === 'UPDATED') {
      const groupsChanged = groups !== null && sortedKey(groups) !== sortedKey(beforeGroups);
      plan.sites.push({
        loc: row.loc,
        externalId: row.externalId,
        id: stored?.id ?? null,
        before: stored?.values ?? null,
        beforeGroups,
        after,
        groups: stored ? (groupsChanged ? groups : null) : (groups ?? []),
        fieldsChanged: !stored || changes.some((c) => c.column !== 'site_groups'),
        groupsChanged: stored ? groupsChanged : (groups ?? []).length > 0,
      });
    }
  }

  const siteOf = (row: EquipmentRow | SensorRow): SiteInfo | null => {
    const info = siteInfo.get(row.siteKey);
    if (info) return info;
    // A site row with errors: its rows are not judged again (the file is refused anyway).
    if (checked.brokenKeys.site.has(row.siteKey)) {
      failed.add(row.loc);
      return null;
    }
    const stored = state.sites.get(row.siteKey);
    if (!stored) {
      issue(row.loc, 'site_external_id', 'Unknown site');
      return null;
    }
    const found = { key: row.siteKey, ref: stored.id, id: stored.id, archived: stored.archived };
    siteInfo.set(row.siteKey, found);
    return found;
  };
  const archivedCheck = (site: SiteInfo, row: ImportRow, before: Cells | null, after: Cells) => {
    if (site.archived && changesOf(before, after).length)
      issue(row.loc, 'site_external_id', 'The site is archived; restore it first');
  };

  // --- Equipment, and the spaces they name.
  const typeByKey = new Map<string, (typeof state.types)[number]>();
  for (const t of state.types) {
    typeByKey.set(String(t.id), t);
    typeByKey.set(lower(t.icon), t);
    typeByKey.set(lower(t.title), t);
  }
  const spacesBySite = new Map<number, Map<string, number>>();
  for (const s of state.spaces) {
    const m = spacesBySite.get(s.siteId) ?? new Map<string, number>();
    if (!m.has(lower(s.title))) m.set(lower(s.title), s.id);
    spacesBySite.set(s.siteId, m);
  }
  const newSpaceKeys = new Set<string>();
  const spaceRef = (site: SiteInfo, title: string, loc: Loc): Ref => {
    const id = site.id !== null ? spacesBySite.get(site.id)?.get(lower(title)) : undefined;
    if (id !== undefined) return id;
    const key = `space:${site.key}\u0001${lower(title)}`;
    if (!newSpaceKeys.has(key)) {
      newSpaceKeys.add(key);
      plan.newSpaces.push({ key, siteRef: site.ref, title });
      spaceTitles.set(key, title);
      created(loc, 'space', title);
    }
    return key;
  };

  const equipmentInfo = new Map<string, { siteKey: string; ref: Ref; spaceRef: Ref | null }>();
  for (const row of rows) {
    await breather();
    if (row.kind !== 'equipment') continue;
    const site = siteOf(row);
    if (!site) continue;
    const stored = state.equipment.get(row.externalId);
    if (stored && stored.siteId !== site.id) {
      issue(
        row.loc,
        'site_external_id',
        "An equipment item's site does not change: create an item on the other site",
      );
      continue;
    }
    const type = typeByKey.get(lower(row.typeRef));
    if (!type) issue(row.loc, 'type', 'Unknown equipment type');
    const space =
      row.space === undefined
        ? (stored?.spaceId ?? null)
        : row.space === null
          ? null
          : spaceRef(site, row.space, row.loc);
    const values = stored ? overlay(stored.values, row.values, row.present) : row.values;
    for (const p of equipmentTempRangeProblems(values.minTemp, values.maxTemp))
      issue(row.loc, p.field === 'minTemp' ? 'min_temp_c' : 'max_temp_c', p.message);
    const ref = stored?.id ?? `equipment:${row.externalId}`;
    equipmentInfo.set(row.externalId, { siteKey: site.key, ref, spaceRef: space });
    if (!type) continue;
    const after: EquipmentAfter = { ...values, typeId: type.id, groupId: type.groupId, spaceRef: space };
    const beforeCells = stored
      ? equipmentCells({ ...stored.values, typeId: stored.typeId, spaceRef: stored.spaceId }, names)
      : null;
    const afterCells = equipmentCells(after, names);
    archivedCheck(site, row, beforeCells, afterCells);
    const result = outcome('equipment', row, beforeCells, afterCells);
    if (result === 'CREATED' || result === 'UPDATED')
      plan.equipment.push({
        loc: row.loc,
        externalId: row.externalId,
        id: stored?.id ?? null,
        siteRef: site.ref,
        before: stored
          ? { ...stored.values, typeId: stored.typeId, groupId: stored.groupId, spaceId: stored.spaceId }
          : null,
        after,
      });
  }

  // --- Sensors, and the gateways they arrive through.
  const newGateways = new Map<string, Plan['newGateways'][number]>();
  const gatewayRef = (site: SiteInfo, row: SensorRow): Ref | null => {
    const stored = state.gateways.get(row.gateway);
    if (stored) {
      if (stored.siteId === site.id) return stored.id;
      issue(row.loc, 'gateway', 'The gateway is on another site');
      return null;
    }
    const planned = newGateways.get(row.gateway);
    if (planned) {
      if (planned.siteKey === site.key) return planned.key;
      issue(row.loc, 'gateway', 'The gateway is on another site');
      return null;
    }
    const gw = {
      key: `gateway:${row.gateway}`,
      siteRef: site.ref,
      siteKey: site.key,
      uuid: row.gateway,
      title: `Gateway ${row.gateway}`.slice(0, 200),
      vendor: row.values.vendor,
    };
    newGateways.set(row.gateway, gw);
    plan.newGateways.push(gw);
    gatewayUuids.set(gw.key, gw.uuid);
    created(row.loc, 'gateway', gw.uuid);
    return gw.key;
  };

  const sensorPlans: { row: SensorRow; plan: SensorPlan; beforeCells: Cells | null; afterCells: Cells }[] =
    [];
  const typeChanges: { id: number; loc: Loc }[] = [];
  for (const row of rows) {
    await breather();
    if (row.kind !== 'sensor') continue;
    const site = siteOf(row);
    if (!site) continue;
    const stored = state.sensors.get(row.externalId);
    if (stored && stored.siteId !== site.id) {
      issue(
        row.loc,
        'site_external_id',
        "A sensor's site does not change: create a sensor on the other site",
      );
      continue;
    }
    const gateway = gatewayRef(site, row);
    let equipment: Ref | null = stored?.equipmentId ?? null;
    let space: Ref | null = stored?.spaceId ?? null;
    if (row.equipmentKey === null) equipment = null;
    else if (row.equipmentKey !== undefined) {
      const key = row.equipmentKey;
      const inFile = equipmentInfo.get(key);
      const inDb = state.equipment.get(key);
      if (inFile) {
        if (inFile.siteKey !== site.key)
          issue(row.loc, 'equipment_external_id', 'The equipment item is on another site');
        equipment = inFile.ref;
        space = inFile.spaceRef ?? space;
      } else if (checked.brokenKeys.equipment.has(key)) failed.add(row.loc);
      else if (!inDb) issue(row.loc, 'equipment_external_id', 'Unknown equipment item');
      else if (inDb.siteId !== site.id)
        issue(row.loc, 'equipment_external_id', 'The equipment item is on another site');
      else {
        equipment = inDb.id;
        space = inDb.spaceId ?? space;
      }
    }
    const values = stored ? overlay(stored.values, row.values, row.present) : row.values;
    const type = values.sensorType;
    const unit =
      row.unit ?? (stored && !sensorUnitProblem(type, stored.unit) ? stored.unit : SENSOR_UNITS[type][0]!);
    const unitProblem = sensorUnitProblem(type, unit);
    if (unitProblem) issue(row.loc, 'unit', unitProblem);
    if (stored && stored.values.sensorType !== type) {
      if (stored.seen) issue(row.loc, 'sensor_type', ROW_TYPE_CHANGE);
      else typeChanges.push({ id: stored.id, loc: row.loc });
    }
    if (gateway === null) continue;
    const after: SensorAfter = {
      ...values,
      unit,
      gatewayRef: gateway,
      equipmentRef: equipment,
      spaceRef: space,
    };
    const before = stored
      ? {
          ...stored.values,
          unit: stored.unit,
          gatewayId: stored.gatewayId,
          equipmentId: stored.equipmentId,
          spaceId: stored.spaceId,
        }
      : null;
    const beforeCells = before
      ? sensorCells(
          {
            ...before,
            gatewayRef: before.gatewayId,
            equipmentRef: before.equipmentId,
            spaceRef: before.spaceId,
          },
          names,
        )
      : null;
    const afterCells = sensorCells(after, names);
    archivedCheck(site, row, beforeCells, afterCells);
    sensorPlans.push({
      row,
      beforeCells,
      afterCells,
      plan: {
        loc: row.loc,
        externalId: row.externalId,
        id: stored?.id ?? null,
        siteRef: site.ref,
        before,
        after,
      },
    });
  }

  // A sensor uuid is unique on its gateway: against the file's other sensors and the stored ones it does not name.
  const fileSensorIds = new Set([...state.sensors.values()].map((s) => s.id));
  const storedOnGateway = new Set(
    state.gatewaySensors.filter((s) => !fileSensorIds.has(s.id)).map((s) => `${s.gatewayId}\u0001${s.uuid}`),
  );
  const onGateway = new Map<string, Loc>();
  for (const { row, plan: p } of sensorPlans) {
    const key = `${p.after.gatewayRef}\u0001${p.after.uuid}`;
    const clash = onGateway.has(key) || (typeof p.after.gatewayRef === 'number' && storedOnGateway.has(key));
    if (clash) issue(row.loc, 'uuid', 'Another sensor of this gateway has this uuid');
    else onGateway.set(key, row.loc);
  }
  const withReadings = await sensorsWithReadings(
    db,
    orgId,
    typeChanges.map((t) => t.id),
  );
  for (const t of typeChanges) if (withReadings.has(t.id)) issue(t.loc, 'sensor_type', ROW_TYPE_CHANGE);

  for (const { row, plan: p, beforeCells, afterCells } of sensorPlans) {
    const result = outcome('sensor', row, beforeCells, afterCells);
    if (result === 'CREATED' || result === 'UPDATED') plan.sensors.push(p);
  }
  plan.counts.gateways.created = plan.newGateways.length;
  plan.counts.spaces.created = plan.newSpaces.length;
  plan.counts.siteGroups.created = plan.newGroups.length;
  plan.results.sort((a, b) => a.order - b.order);
  return plan;
}

const sortedKey = (refs: Ref[]) => refs.map(String).sort().join('\u0001');

function siteCells(v: SiteValues, groups: Ref[], names: Names): Cells {
  return {
    ...siteValueCells(v),
    site_groups: {
      cmp: sortedKey(groups),
      show: groups.length
        ? groups
            .map((g) => names.groupTitles.get(g) ?? String(g))
            .sort()
            .join('; ')
        : null,
    },
  };
}
