import type { Space, SpaceStats } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { spaces } from '../../db/schema';
import { inSiteScope, type Scope } from '../../db/site-scope';

export async function listSpaces(db: Db, scope: Scope, siteIds?: number[]): Promise<Space[]> {
  return db
    .select({
      id: spaces.id,
      siteId: spaces.siteId,
      title: spaces.title,
      description: spaces.description,
      spaceType: spaces.spaceType,
    })
    .from(spaces)
    .where(
      and(
        eq(spaces.orgId, scope.orgId),
        inSiteScope(spaces.siteId, scope.siteScope),
        siteIds ? (siteIds.length ? inArray(spaces.siteId, siteIds) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(spaces.siteId), asc(spaces.title), asc(spaces.id));
}

interface StatsRow {
  equipmentCount: number;
  sensorsByType: { sensorType: string; count: number }[] | null;
  devicesTotal: number;
  devicesOnline: number;
  activeIncidents: number;
}

interface LatestRow {
  sensorType: 'TEMPERATURE' | 'HUMIDITY';
  value: number;
  unit: string;
  ts: Date | string;
}

/**
 * A space's contents and conditions. Devices are those placed in the space directly or on its
 * equipment; temperature and humidity are the mean of the last values of the sensors that measure
 * the space itself (placed in it, on no equipment or aimed at the room's air), stamped with the
 * oldest of them. A freezer's cabinet sensor in the space is not the room's temperature: a space
 * without a sensor of its own has none (null).
 */
export async function spaceStats(database: Database, space: Space, orgId: number): Promise<SpaceStats> {
  const params = [orgId, space.id, ONLINE_WINDOW_MINUTES];
  const inSpace = `x.org_id = $1 and (x.space_id = $2 or x.equipment_id in
      (select id from equipment where org_id = $1 and space_id = $2))`;
  const [row] = await database.query<StatsRow>(
    `select
       (select count(*)::int from equipment where org_id = $1 and space_id = $2) as "equipmentCount",
       (select json_agg(json_build_object('sensorType', t, 'count', n) order by t)
          from (select x.sensor_type as t, count(*)::int as n from sensors x where ${inSpace}
                group by x.sensor_type) g) as "sensorsByType",
       ((select count(*)::int from sensors x where ${inSpace})
        + (select count(*)::int from thermostats where org_id = $1 and equipment_id in
             (select id from equipment where org_id = $1 and space_id = $2))) as "devicesTotal",
       ((select count(*)::int from sensors x where ${inSpace} and x.status = 'ACTIVE'
           and x.last_seen_at > now() - make_interval(mins => $3::int))
        + (select count(*)::int from thermostats where org_id = $1 and online
             and last_seen_at > now() - make_interval(mins => $3::int) and equipment_id in
             (select id from equipment where org_id = $1 and space_id = $2))) as "devicesOnline",
       (select count(*)::int from incidents i where i.org_id = $1 and not i.resolved and (i.space_id = $2
          or i.equipment_id in (select id from equipment where org_id = $1 and space_id = $2))) as "activeIncidents"`,
    params,
  );
  const latest = await database.query<LatestRow>(
    `select x.sensor_type as "sensorType", avg(x.last_value) as value,
            min(x.unit) as unit, min(x.last_seen_at) as ts
       from sensors x
      where x.org_id = $1 and x.space_id = $2 and (x.equipment_id is null or x.target = 'AMBIENT')
        and x.sensor_type in ('TEMPERATURE', 'HUMIDITY') and x.last_value is not null
        and x.last_seen_at > '1970-01-02T00:00:00Z'
      group by x.sensor_type`,
    params.slice(0, 2),
  );
  const pick = (type: LatestRow['sensorType']) => {
    const r = latest.find((l) => l.sensorType === type);
    return r
      ? {
          value: Math.round(Number(r.value) * 10) / 10,
          unit: r.unit,
          timestamp: new Date(r.ts).toISOString(),
        }
      : null;
  };
  const stats = row!;
  const byType = stats.sensorsByType ?? [];
  return {
    spaceId: space.id,
    siteId: space.siteId,
    equipmentCount: Number(stats.equipmentCount),
    sensorCount: byType.reduce((n, t) => n + Number(t.count), 0),
    sensorsByType: byType.map((t) => ({ sensorType: t.sensorType, count: Number(t.count) })),
    devices: {
      total: Number(stats.devicesTotal),
      online: Number(stats.devicesOnline),
      offline: Number(stats.devicesTotal) - Number(stats.devicesOnline),
    },
    temperature: pick('TEMPERATURE'),
    humidity: pick('HUMIDITY'),
    numberActiveIncidents: Number(stats.activeIncidents),
  };
}

/** One space of the caller's sites; undefined for another organisation's or out of scope. */
export async function findSpace(db: Db, scope: Scope, id: number): Promise<Space | undefined> {
  const [row] = await db
    .select({
      id: spaces.id,
      siteId: spaces.siteId,
      title: spaces.title,
      description: spaces.description,
      spaceType: spaces.spaceType,
    })
    .from(spaces)
    .where(
      and(eq(spaces.orgId, scope.orgId), eq(spaces.id, id), inSiteScope(spaces.siteId, scope.siteScope)),
    );
  return row;
}
