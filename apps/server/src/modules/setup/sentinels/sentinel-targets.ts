import type { SetupSentinelCreate } from '@sw/contracts/setup';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { energyMeters, equipment, equipmentTypes, sensors, sites, thermostats } from '../../../db/schema';
import { siteInScope } from '../../../db/site-scope';
import { HttpError } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';
import type { Problem, SentinelTypeName } from './sentinel-params';

// Which rows a new sentinel becomes, shaped as the demo seed shapes them (simulator/sentinels.ts) so
// the engine treats both alike: reading rules (temperature, door, energy) watch ONE sensor each,
// because the engine evaluates a reading rule on one sensor of an ingest batch at a time (two probes
// on one rule would hide each other's breaches); DEVICE_OFFLINE watches many devices (sensors and
// params.thermostatIds); SETPOINT_DEVIATION watches params.thermostatId, on its equipment.

type Body = z.output<typeof SetupSentinelCreate>;

export interface Planned {
  siteId: number;
  equipmentId: number | null;
  spaceId: number | null;
  sensorIds: number[];
  /** Per-row params: the thermostat(s) watched. */
  extra: Record<string, unknown>;
  /** The title when the caller gives none. */
  title: string;
}
export interface Skipped {
  equipmentId: number;
  title: string;
  reason: string;
}
export interface Plan {
  planned: Planned[];
  skipped: Skipped[];
  problems: Problem[];
}

/** The most sentinels one call creates (each is a row and an audit entry in one transaction). */
export const MAX_CREATED = 1000;

const KIND: Partial<Record<SentinelTypeName, 'TEMPERATURE' | 'DOOR' | 'ENERGY'>> = {
  TEMPERATURE_RANGE: 'TEMPERATURE',
  DOOR_OPEN: 'DOOR',
  ENERGY_BASELINE: 'ENERGY',
};
const WHAT: Record<SentinelTypeName, string> = {
  TEMPERATURE_RANGE: 'temperature out of range',
  DOOR_OPEN: 'door left open',
  DEVICE_OFFLINE: 'offline',
  ENERGY_BASELINE: 'energy above baseline',
  SETPOINT_DEVIATION: 'setpoint deviation',
};

interface Eq {
  id: number;
  siteId: number;
  spaceId: number | null;
  title: string;
}
interface Devices {
  sensors: { id: number; equipmentId: number | null; sensorType: string; title: string }[];
  thermostats: { id: number; equipmentId: number; title: string }[];
}

const one = (field: string, message: string): Plan => ({
  planned: [],
  skipped: [],
  problems: [{ field, message }],
});
const archived = () => new HttpError(409, 'The site is archived; restore it first');

/** The rows a target becomes, the equipment left out, or the target's problems. */
export async function planTarget(db: Db, auth: AuthContext, body: Body): Promise<Plan> {
  const type = body.sentinelType;
  const t = body.target;
  if (t.sensorId !== undefined) return planSensor(db, auth, type, t.sensorId, body.params);
  if (t.equipmentId !== undefined) return planEquipmentTarget(db, auth, type, t.equipmentId, body.params);
  if (t.siteId !== undefined) return planSite(db, auth, type, t.siteId);
  return planEquipmentType(db, auth, type, t.equipmentTypeId!, t.siteIds, body.params);
}

/** Throws 409 for an archived site; false when the site is not the caller's to administer. */
async function usableSite(db: Db, auth: AuthContext, siteId: number): Promise<boolean> {
  const [site] = await db
    .select({ archivedAt: sites.archivedAt })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.orgId, auth.orgId)));
  if (!site || !siteInScope(auth.siteScope, siteId)) return false;
  if (site.archivedAt) throw archived();
  return true;
}

async function devicesOf(db: Db, orgId: number, equipmentIds: number[]): Promise<Devices> {
  if (!equipmentIds.length) return { sensors: [], thermostats: [] };
  const [s, th] = await Promise.all([
    db
      .select({
        id: sensors.id,
        equipmentId: sensors.equipmentId,
        sensorType: sensors.sensorType,
        title: sensors.title,
      })
      .from(sensors)
      .where(and(eq(sensors.orgId, orgId), inArray(sensors.equipmentId, equipmentIds)))
      .orderBy(asc(sensors.id)),
    db
      .select({ id: thermostats.id, equipmentId: thermostats.equipmentId, title: thermostats.title })
      .from(thermostats)
      .where(and(eq(thermostats.orgId, orgId), inArray(thermostats.equipmentId, equipmentIds)))
      .orderBy(asc(thermostats.id)),
  ]);
  return { sensors: s, thermostats: th };
}

/** The ids among `ids` that are not thermostats of the organisation at this site. */
async function foreignThermostats(db: Db, orgId: number, siteId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db
    .select({ id: thermostats.id })
    .from(thermostats)
    .where(and(eq(thermostats.orgId, orgId), eq(thermostats.siteId, siteId), inArray(thermostats.id, ids)));
  const known = new Set(found.map((f) => f.id));
  return ids.filter((id) => !known.has(id));
}

const givenIds = (params: Record<string, unknown>, key: string): number[] =>
  Array.isArray(params[key])
    ? (params[key] as unknown[]).filter((v): v is number => Number.isInteger(v))
    : [];

/** DEVICE_OFFLINE's extra thermostats must be at the sentinel's site. */
async function offlineThermostats(
  db: Db,
  orgId: number,
  siteId: number,
  params: Record<string, unknown>,
): Promise<Problem[]> {
  const bad = await foreignThermostats(db, orgId, siteId, givenIds(params, 'thermostatIds'));
  return bad.length
    ? [{ field: 'params.thermostatIds', message: `Not a thermostat of this site: ${bad.join(', ')}` }]
    : [];
}

/** One equipment item's rows for the rule (pure), or why it gets none. */
function planEquipment(type: SentinelTypeName, e: Eq, d: Devices): Planned[] | string {
  const base = { siteId: e.siteId, equipmentId: e.id, spaceId: e.spaceId };
  const kind = KIND[type];
  const own = d.sensors.filter((s) => s.equipmentId === e.id);
  const stats = d.thermostats.filter((th) => th.equipmentId === e.id);
  if (kind) {
    const matching = own.filter((s) => s.sensorType === kind);
    if (!matching.length) return `no ${kind} sensor`;
    return matching.map((s) => ({
      ...base,
      sensorIds: [s.id],
      extra: {},
      title: `${matching.length > 1 ? `${e.title} ${s.title}` : e.title} ${WHAT[type]}`,
    }));
  }
  if (type === 'DEVICE_OFFLINE') {
    if (!own.length && !stats.length) return 'no sensor or thermostat';
    return [
      {
        ...base,
        sensorIds: own.map((s) => s.id),
        extra: { thermostatIds: stats.map((th) => th.id) },
        title: `${e.title} ${WHAT[type]}`,
      },
    ];
  }
  if (!stats.length) return 'no thermostat';
  return stats.map((th) => ({
    ...base,
    sensorIds: [],
    extra: { thermostatId: th.id },
    title: `${th.title} ${WHAT[type]}`,
  }));
}

async function planSensor(
  db: Db,
  auth: AuthContext,
  type: SentinelTypeName,
  sensorId: number,
  params: Record<string, unknown>,
): Promise<Plan> {
  const field = 'target.sensorId';
  const [s] = await db
    .select({
      id: sensors.id,
      siteId: sensors.siteId,
      equipmentId: sensors.equipmentId,
      spaceId: sensors.spaceId,
      equipmentSpaceId: equipment.spaceId,
      sensorType: sensors.sensorType,
      title: sensors.title,
      equipmentTitle: equipment.title,
    })
    .from(sensors)
    .leftJoin(equipment, eq(equipment.id, sensors.equipmentId))
    .where(and(eq(sensors.id, sensorId), eq(sensors.orgId, auth.orgId)));
  if (!s || !(await usableSite(db, auth, s.siteId))) return one(field, 'Unknown sensor');
  if (type === 'SETPOINT_DEVIATION')
    return one(field, 'A setpoint rule watches a thermostat: choose its equipment instead');
  const kind = KIND[type];
  if (kind && s.sensorType !== kind)
    return one(field, `A ${type} rule needs a ${kind} sensor; this one is ${s.sensorType}`);
  const problems =
    type === 'DEVICE_OFFLINE' ? await offlineThermostats(db, auth.orgId, s.siteId, params) : [];
  const name = type === 'DEVICE_OFFLINE' ? s.title : (s.equipmentTitle ?? s.title);
  return {
    planned: [
      {
        siteId: s.siteId,
        equipmentId: s.equipmentId,
        spaceId: s.spaceId ?? s.equipmentSpaceId,
        sensorIds: [s.id],
        extra: {},
        title: `${name} ${WHAT[type]}`,
      },
    ],
    skipped: [],
    problems,
  };
}

async function planEquipmentTarget(
  db: Db,
  auth: AuthContext,
  type: SentinelTypeName,
  equipmentId: number,
  params: Record<string, unknown>,
): Promise<Plan> {
  const field = 'target.equipmentId';
  const [e] = await db
    .select({
      id: equipment.id,
      siteId: equipment.siteId,
      spaceId: equipment.spaceId,
      title: equipment.title,
    })
    .from(equipment)
    .where(and(eq(equipment.id, equipmentId), eq(equipment.orgId, auth.orgId)));
  if (!e || !(await usableSite(db, auth, e.siteId))) return one(field, 'Unknown equipment');
  const d = await devicesOf(db, auth.orgId, [e.id]);
  const problems: Problem[] = [];
  if (type === 'SETPOINT_DEVIATION' && params.thermostatId !== undefined) {
    // The caller picked one of the equipment's thermostats.
    d.thermostats = d.thermostats.filter((th) => th.id === params.thermostatId);
    if (!d.thermostats.length) return one('params.thermostatId', 'Not a thermostat of this equipment');
  } else if (type === 'SETPOINT_DEVIATION' && d.thermostats.length > 1) {
    return one('params.thermostatId', `This equipment has ${d.thermostats.length} thermostats: choose one`);
  }
  if (type === 'DEVICE_OFFLINE')
    problems.push(...(await offlineThermostats(db, auth.orgId, e.siteId, params)));
  const planned = planEquipment(type, e, d);
  if (typeof planned === 'string') return one(field, `This equipment has ${planned}`);
  return { planned, skipped: [], problems };
}

async function planSite(db: Db, auth: AuthContext, type: SentinelTypeName, siteId: number): Promise<Plan> {
  const field = 'target.siteId';
  if (!(await usableSite(db, auth, siteId))) return one(field, 'Unknown site');
  const base = { siteId, equipmentId: null, spaceId: null, extra: {} };
  if (type === 'ENERGY_BASELINE') {
    // The site's main meter, as the demo's baseline rule watches it.
    const [main] = await db
      .select({ sensorId: energyMeters.sensorId })
      .from(energyMeters)
      .where(
        and(
          eq(energyMeters.orgId, auth.orgId),
          eq(energyMeters.siteId, siteId),
          eq(energyMeters.isSiteMain, true),
        ),
      )
      .orderBy(asc(energyMeters.id))
      .limit(1);
    if (!main) return one(field, 'This site has no main meter: choose an ENERGY sensor instead');
    return {
      planned: [{ ...base, sensorIds: [main.sensorId], title: 'Energy above baseline' }],
      skipped: [],
      problems: [],
    };
  }
  if (type !== 'DEVICE_OFFLINE')
    return one(
      field,
      'Only DEVICE_OFFLINE and ENERGY_BASELINE watch a whole site: choose a sensor or equipment',
    );
  // Every device of the site now (the demo's "Devices offline"): later ones need their own sentinel.
  const [s, th] = await Promise.all([
    db
      .select({ id: sensors.id })
      .from(sensors)
      .where(and(eq(sensors.orgId, auth.orgId), eq(sensors.siteId, siteId)))
      .orderBy(asc(sensors.id)),
    db
      .select({ id: thermostats.id })
      .from(thermostats)
      .where(and(eq(thermostats.orgId, auth.orgId), eq(thermostats.siteId, siteId)))
      .orderBy(asc(thermostats.id)),
  ]);
  if (!s.length && !th.length) return one(field, 'This site has no sensor or thermostat');
  return {
    planned: [
      {
        ...base,
        sensorIds: s.map((x) => x.id),
        extra: { thermostatIds: th.map((x) => x.id) },
        title: 'Devices offline',
      },
    ],
    skipped: [],
    problems: [],
  };
}

async function planEquipmentType(
  db: Db,
  auth: AuthContext,
  type: SentinelTypeName,
  typeId: number,
  siteIds: number[] | undefined,
  params: Record<string, unknown>,
): Promise<Plan> {
  const problems: Problem[] = [];
  // Each equipment item's own thermostats are watched: one given id cannot fit them all.
  if (type === 'SETPOINT_DEVIATION' && params.thermostatId !== undefined)
    problems.push({
      field: 'params.thermostatId',
      message: "Each equipment's own thermostat is used: leave this out",
    });
  if (type === 'DEVICE_OFFLINE' && params.thermostatIds !== undefined)
    problems.push({
      field: 'params.thermostatIds',
      message: "Each equipment's own thermostats are watched: leave this out",
    });
  const [known] = await db
    .select({ id: equipmentTypes.id })
    .from(equipmentTypes)
    .where(eq(equipmentTypes.id, typeId));
  if (!known) problems.push({ field: 'target.equipmentTypeId', message: 'Unknown equipment type' });
  const chosen = await targetSites(db, auth, siteIds, problems);
  if (problems.length) return { planned: [], skipped: [], problems };

  const items = chosen.length
    ? await db
        .select({
          id: equipment.id,
          siteId: equipment.siteId,
          spaceId: equipment.spaceId,
          title: equipment.title,
        })
        .from(equipment)
        .where(
          and(
            eq(equipment.orgId, auth.orgId),
            eq(equipment.typeId, typeId),
            inArray(equipment.siteId, chosen),
          ),
        )
        .orderBy(asc(equipment.siteId), asc(equipment.title), asc(equipment.id))
    : [];
  if (!items.length) return one('target.equipmentTypeId', 'No equipment of this type in these sites');
  const d = await devicesOf(
    db,
    auth.orgId,
    items.map((e) => e.id),
  );
  const planned: Planned[] = [];
  const skipped: Skipped[] = [];
  for (const e of items) {
    const rows = planEquipment(type, e, d);
    if (typeof rows === 'string') skipped.push({ equipmentId: e.id, title: e.title, reason: rows });
    else planned.push(...rows);
  }
  if (!planned.length)
    return one('target.equipmentTypeId', `No equipment of this type here has ${skipped[0]!.reason}`);
  return { planned, skipped, problems: [] };
}

/** The sites given (each the caller's to administer, none archived), else every live site they administer. */
async function targetSites(
  db: Db,
  auth: AuthContext,
  siteIds: number[] | undefined,
  problems: Problem[],
): Promise<number[]> {
  const conds = [eq(sites.orgId, auth.orgId)];
  if (siteIds) conds.push(inArray(sites.id, siteIds));
  else conds.push(isNull(sites.archivedAt));
  const rows = (
    await db
      .select({ id: sites.id, archivedAt: sites.archivedAt })
      .from(sites)
      .where(and(...conds))
  ).filter((s) => siteInScope(auth.siteScope, s.id));
  if (siteIds) {
    const known = new Set(rows.map((r) => r.id));
    const missing = [...new Set(siteIds)].filter((id) => !known.has(id));
    if (missing.length)
      problems.push({ field: 'target.siteIds', message: `Unknown site ${missing.join(', ')}` });
    else if (rows.some((r) => r.archivedAt)) throw archived();
  }
  return rows.map((r) => r.id);
}
