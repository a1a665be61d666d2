import type { OpeningHours } from '@sw/contracts/setup';
import type { Db } from '../../../db/client';
import { bind, rowsOf } from '../../../db/raw-sql';
import type { EquipmentValues, SensorValues, SiteValues } from './import-rows';

// What the organisation already holds of the rows a file names, read in a few statements (each key
// list is ONE array parameter, so 100,000 keys stay one query). The planner compares against it.

export interface DbSite {
  id: number;
  archived: boolean;
  values: SiteValues;
  groupIds: number[];
}

export interface DbEquipment {
  id: number;
  siteId: number;
  typeId: number;
  groupId: number;
  spaceId: number | null;
  values: EquipmentValues;
}

export interface DbSensor {
  id: number;
  siteId: number;
  gatewayId: number | null;
  gatewayUuid: string | null;
  equipmentId: number | null;
  equipmentExternalId: string | null;
  spaceId: number | null;
  unit: string;
  /** Heard from at least once: its type no longer changes (readings are checked for the others). */
  seen: boolean;
  values: SensorValues;
}

export interface State {
  sites: Map<string, DbSite>;
  groups: { id: number; title: string }[];
  types: { id: number; title: string; icon: string; groupId: number }[];
  equipment: Map<string, DbEquipment>;
  sensors: Map<string, DbSensor>;
  /** The organisation's gateways by uuid (unique in an organisation). */
  gateways: Map<string, { id: number; siteId: number }>;
  /** Sensors on those gateways under the file's sensor uuids (another sensor may hold one). */
  gatewaySensors: { id: number; gatewayId: number; uuid: string }[];
  /** Spaces of the sites above. */
  spaces: { id: number; siteId: number; title: string }[];
}

export interface StateKeys {
  sites: string[];
  equipment: string[];
  sensors: string[];
  gateways: string[];
  sensorUuids: string[];
}

const SITES = `
  select s.id, s.external_id, s.title, s.address, s.latitude, s.longitude, s.time_zone, s.country,
         s.site_type, s.floor_area_m2, s.co2_factor_kg_per_kwh, s.operating_hours,
         s.archived_at is not null as archived
    from sites s where s.org_id = $1 and s.external_id = any($2::text[])`;

// One pass over the organisation's memberships (their key leads with the group: a lookup per site
// would scan them once per site).
const MEMBERS = `
  select site_id, site_group_id from site_group_members
   where org_id = $1 and site_id = any($2::int[]) order by site_id, site_group_id`;

const EQUIPMENT = `
  select e.id, e.external_id, e.site_id, e.title, e.type_id, e.group_id, e.space_id, e.vendor, e.model,
         e.serial_number, e.manufacture_date::text as manufacture_date, e.min_temp, e.max_temp
    from equipment e where e.org_id = $1 and e.external_id = any($2::text[])`;

const SENSORS = `
  select s.id, s.external_id, s.site_id, s.title, s.uuid, s.vendor, s.sensor_type, s.unit, s.target,
         s.gateway_id, g.uuid as gateway_uuid, s.equipment_id, e.external_id as equipment_external_id,
         s.space_id, coalesce(s.last_seen_at > timestamptz '1970-01-02 00:00:00+00', false) as seen
    from sensors s
    left join gateways g on g.id = s.gateway_id
    left join equipment e on e.id = s.equipment_id
   where s.org_id = $1 and s.external_id = any($2::text[])`;

// Several gateways of one uuid are not made by setup (it checks); the oldest one stands for it.
const GATEWAYS = `
  select distinct on (uuid) id, site_id, uuid from gateways
   where org_id = $1 and uuid = any($2::text[]) order by uuid, id`;

const GATEWAY_SENSORS = `
  select id, gateway_id, uuid from sensors
   where org_id = $1 and gateway_id = any($2::int[]) and uuid = any($3::text[])`;

const SPACES = `select id, site_id, title from spaces where org_id = $1 and site_id = any($2::int[]) order by id`;

type R = Record<string, unknown>;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function loadState(db: Db, orgId: number, keys: StateKeys): Promise<State> {
  const q = async (text: string, params: unknown[]) => rowsOf<R>(await db.execute(bind(text, params)));
  // One statement after another: a transaction's client takes them one at a time anyway.
  const siteRows = await q(SITES, [orgId, keys.sites]);
  const equipmentRows = await q(EQUIPMENT, [orgId, keys.equipment]);
  const sensorRows = await q(SENSORS, [orgId, keys.sensors]);
  const gatewayRows = await q(GATEWAYS, [orgId, keys.gateways]);
  const groups = await q('select id, title from site_groups where org_id = $1 order by id', [orgId]);
  const types = await q('select id, title, icon, group_id from equipment_types order by id', []);
  const sites = new Map<string, DbSite>();
  for (const r of siteRows)
    sites.set(r.external_id as string, {
      id: r.id as number,
      archived: r.archived as boolean,
      groupIds: [],
      values: {
        title: r.title as string,
        address: r.address as string,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        timeZone: r.time_zone as string,
        country: r.country as string,
        siteType: r.site_type as SiteValues['siteType'],
        floorAreaM2: n(r.floor_area_m2),
        co2FactorKgPerKwh: n(r.co2_factor_kg_per_kwh),
        openingHours: (typeof r.operating_hours === 'string'
          ? JSON.parse(r.operating_hours)
          : r.operating_hours) as OpeningHours | null,
      },
    });
  const byId = new Map([...sites.values()].map((site) => [site.id, site]));
  if (byId.size)
    for (const m of await q(MEMBERS, [orgId, [...byId.keys()]]))
      byId.get(m.site_id as number)?.groupIds.push(m.site_group_id as number);
  const equipment = new Map<string, DbEquipment>();
  for (const r of equipmentRows)
    equipment.set(r.external_id as string, {
      id: r.id as number,
      siteId: r.site_id as number,
      typeId: r.type_id as number,
      groupId: r.group_id as number,
      spaceId: n(r.space_id),
      values: {
        title: r.title as string,
        vendor: (r.vendor as string | null) ?? null,
        model: (r.model as string | null) ?? null,
        serialNumber: (r.serial_number as string | null) ?? null,
        manufactureDate: (r.manufacture_date as string | null) ?? null,
        minTemp: n(r.min_temp),
        maxTemp: n(r.max_temp),
      },
    });
  const sensors = new Map<string, DbSensor>();
  for (const r of sensorRows)
    sensors.set(r.external_id as string, {
      id: r.id as number,
      siteId: r.site_id as number,
      gatewayId: n(r.gateway_id),
      gatewayUuid: (r.gateway_uuid as string | null) ?? null,
      equipmentId: n(r.equipment_id),
      equipmentExternalId: (r.equipment_external_id as string | null) ?? null,
      spaceId: n(r.space_id),
      unit: r.unit as string,
      seen: r.seen === true,
      values: {
        title: r.title as string,
        uuid: r.uuid as string,
        vendor: r.vendor as string,
        sensorType: r.sensor_type as SensorValues['sensorType'],
        target: (r.target as string | null) ?? null,
      },
    });
  const gateways = new Map(
    gatewayRows.map((r) => [r.uuid as string, { id: r.id as number, siteId: r.site_id as number }]),
  );
  const siteIds = new Set<number>([...sites.values()].map((s) => s.id));
  for (const e of equipment.values()) siteIds.add(e.siteId);
  for (const s of sensors.values()) siteIds.add(s.siteId);
  const gatewaySensors =
    gateways.size && keys.sensorUuids.length
      ? await q(GATEWAY_SENSORS, [orgId, [...gateways.values()].map((g) => g.id), keys.sensorUuids])
      : [];
  const spaces = siteIds.size ? await q(SPACES, [orgId, [...siteIds]]) : [];
  return {
    sites,
    groups: groups.map((g) => ({ id: g.id as number, title: g.title as string })),
    types: types.map((t) => ({
      id: t.id as number,
      title: t.title as string,
      icon: t.icon as string,
      groupId: t.group_id as number,
    })),
    equipment,
    sensors,
    gateways,
    gatewaySensors: gatewaySensors.map((r) => ({
      id: r.id as number,
      gatewayId: r.gateway_id as number,
      uuid: r.uuid as string,
    })),
    spaces: spaces.map((r) => ({
      id: r.id as number,
      siteId: r.site_id as number,
      title: r.title as string,
    })),
  };
}

const READINGS = `
  select s.id from sensors s
   where s.org_id = $1 and s.id = any($2::int[])
     and (exists (select 1 from readings r where r.sensor_id = s.id)
          or exists (select 1 from readings_1d r where r.sensor_id = s.id))`;

/** The sensors among `ids` with stored readings (a type change would mislabel them). */
export async function sensorsWithReadings(db: Db, orgId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = rowsOf<{ id: number }>(await db.execute(bind(READINGS, [orgId, ids])));
  return new Set(rows.map((r) => Number(r.id)));
}
