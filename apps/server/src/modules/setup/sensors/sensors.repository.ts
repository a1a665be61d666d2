import type { SetupSensor, SetupSensorsQuery } from '@sw/contracts/setup';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/raw-sql';
import { equipment, gateways, sensors, spaces } from '../../../db/schema';
import type { AuthContext } from '../../identity';
import { NO_DATA } from '../gateways/gateways.repository';
import { scopedRow } from '../setup-access';

const seen = sensors.lastSeenAt;
const hasData = sql`${seen} > ${NO_DATA}`;
// The product's online rule for a sensor: ACTIVE and heard from within the window (INACTIVE = offline).
const CONNECTION = sql<SetupSensor['connection']>`case
  when ${seen} is null or ${seen} <= ${NO_DATA} then 'NEVER_CONNECTED'
  when ${sensors.status} = 'ACTIVE' and ${seen} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}::int) then 'ONLINE'
  else 'OFFLINE' end`;

const columns = {
  id: sensors.id,
  siteId: sensors.siteId,
  gatewayId: sensors.gatewayId,
  gatewayTitle: gateways.title,
  equipmentId: sensors.equipmentId,
  equipmentTitle: equipment.title,
  spaceId: sensors.spaceId,
  spaceTitle: spaces.title,
  controlBoardId: sensors.controlBoardId,
  externalId: sensors.externalId,
  title: sensors.title,
  uuid: sensors.uuid,
  vendor: sensors.vendor,
  sensorType: sensors.sensorType,
  unit: sensors.unit,
  target: sensors.target,
  status: sensors.status,
  connection: CONNECTION,
  lastValue: sql<number | null>`case when ${hasData} then ${sensors.lastValue} end`,
  lastSeenAt: sql<Date | string | null>`case when ${hasData} then ${seen} end`,
};

async function select(db: Db, where: SQL[]): Promise<SetupSensor[]> {
  const rows = await db
    .select(columns)
    .from(sensors)
    .leftJoin(gateways, eq(gateways.id, sensors.gatewayId))
    .leftJoin(equipment, eq(equipment.id, sensors.equipmentId))
    .leftJoin(spaces, eq(spaces.id, sensors.spaceId))
    .where(and(...where))
    .orderBy(sensors.title, sensors.id);
  return rows.map((r) => ({
    ...r,
    lastValue: r.lastValue === null ? null : Number(r.lastValue),
    lastSeenAt: r.lastSeenAt === null ? null : new Date(r.lastSeenAt).toISOString(),
  }));
}

export function listSetupSensors(db: Db, orgId: number, q: SetupSensorsQuery): Promise<SetupSensor[]> {
  const where = [eq(sensors.orgId, orgId), eq(sensors.siteId, q.siteId)];
  if (q.gatewayId !== undefined) where.push(eq(sensors.gatewayId, q.gatewayId));
  if (q.equipmentId !== undefined) where.push(eq(sensors.equipmentId, q.equipmentId));
  if (q.sensorType !== undefined) where.push(eq(sensors.sensorType, q.sensorType));
  if (q.status !== undefined) where.push(eq(sensors.status, q.status));
  return select(db, where);
}

export async function getSetupSensor(db: Db, orgId: number, id: number): Promise<SetupSensor | null> {
  const [row] = await select(db, [eq(sensors.id, id), eq(sensors.orgId, orgId)]);
  return row ?? null;
}

/** The sensor of a path id for an ADMIN of its site; otherwise 404 as if it did not exist. */
export const adminSensor = (db: Db, auth: AuthContext, id: number): Promise<SetupSensor> =>
  scopedRow(auth, 'Sensor', () => getSetupSensor(db, auth.orgId, id));

/** Readings stored for the sensor (raw, or their daily rollups once raw retention has passed), or ever seen (a 1970 last contact is "no data"). */
export async function hasReadings(db: Db, id: number): Promise<boolean> {
  const res = await db.execute(sql`
    select (s.last_seen_at > ${NO_DATA}
            or exists (select 1 from readings r where r.sensor_id = s.id)
            or exists (select 1 from readings_1d r where r.sensor_id = s.id)) as "any"
      from sensors s where s.id = ${id}`);
  return rowsOf<{ any: boolean }>(res)[0]?.any === true;
}

/** Why a sensor without readings still cannot be deleted: an energy meter or a sentinel uses it. */
export async function sensorUsers(db: Db, orgId: number, id: number): Promise<string | null> {
  const res = await db.execute(sql`
    select (select string_agg(m.title, ', ' order by m.id) from energy_meters m
             where m.org_id = ${orgId} and m.sensor_id = ${id}) as meters,
           (select string_agg(s.title, ', ' order by s.id) from sentinels s
             where s.org_id = ${orgId} and s.deleted_at is null
               and s.sensor_ids @> ${JSON.stringify([id])}::jsonb) as sentinels`);
  const [row] = rowsOf<{ meters: string | null; sentinels: string | null }>(res);
  if (row?.meters) return `it is the sensor of the energy meter ${row.meters}: delete the meter first`;
  if (row?.sentinels) return `the sentinel ${row.sentinels} watches it: delete the sentinel first`;
  return null;
}
