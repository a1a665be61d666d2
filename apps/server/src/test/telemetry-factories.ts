import crypto from 'node:crypto';
import type { Db } from '../db/client';
import * as s from '../db/schema';

let seq = 0;
const next = () => ++seq;

// Shared catalogue ids for tests: high enough not to collide with a seeded catalogue.
export const TEST_GROUP = { id: 990_001, title: 'Refrigeration (test)' };
export const TEST_GROUP_2 = { id: 990_002, title: 'HVAC (test)' };
export const TEST_TYPE = { id: 991_001, title: 'Walk-in cooler (test)' };
export const TEST_TYPE_2 = { id: 991_002, title: 'Rooftop unit (test)' };

/** The equipment catalogue rows the telemetry tests refer to (idempotent). */
export async function ensureTestCatalogue(db: Db) {
  await db.insert(s.equipmentGroups).values([TEST_GROUP, TEST_GROUP_2]).onConflictDoNothing();
  await db
    .insert(s.equipmentTypeGroups)
    .values({ id: 992_001, title: 'Type group (test)' })
    .onConflictDoNothing();
  await db
    .insert(s.equipmentTypes)
    .values([
      { ...TEST_TYPE, icon: 'fridge', groupId: TEST_GROUP.id, typeGroupId: 992_001 },
      { ...TEST_TYPE_2, icon: 'hvac', groupId: TEST_GROUP_2.id, typeGroupId: 992_001 },
    ])
    .onConflictDoNothing();
}

export async function buildEquipment(
  db: Db,
  orgId: number,
  siteId: number,
  o: Partial<typeof s.equipment.$inferInsert> = {},
) {
  await ensureTestCatalogue(db);
  const [row] = await db
    .insert(s.equipment)
    .values({
      orgId,
      siteId,
      title: `Equipment ${next()}`,
      typeId: TEST_TYPE.id,
      groupId: TEST_GROUP.id,
      ...o,
    })
    .returning();
  return row!;
}

/** An ENERGY sensor; with `main`, also registered as the site's main meter. */
export async function buildEnergySensor(
  db: Db,
  orgId: number,
  siteId: number,
  o: { equipmentId?: number | null; gatewayId?: number | null; main?: boolean; uuid?: string } = {},
) {
  const n = next();
  const [sensor] = await db
    .insert(s.sensors)
    .values({
      orgId,
      siteId,
      equipmentId: o.equipmentId ?? null,
      gatewayId: o.gatewayId ?? null,
      title: `Energy ${n}`,
      uuid: o.uuid ?? `energy-${n}-${crypto.randomBytes(3).toString('hex')}`,
      vendor: 'test',
      sensorType: 'ENERGY',
      unit: 'kWh',
    })
    .returning();
  if (o.main) {
    await db.insert(s.energyMeters).values({
      orgId,
      siteId,
      sensorId: sensor!.id,
      title: `Main meter ${n}`,
      uuid: `meter-${n}`,
      vendor: 'test',
      isSiteMain: true,
    });
  }
  return sensor!;
}

export async function buildThermostat(
  db: Db,
  orgId: number,
  siteId: number,
  equipmentId: number,
  o: Partial<typeof s.thermostats.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(s.thermostats)
    .values({
      orgId,
      siteId,
      equipmentId,
      title: `Thermostat ${n}`,
      uuid: `tstat-${n}`,
      vendor: 'test',
      ...o,
    })
    .returning();
  return row!;
}

export async function buildControlBoard(db: Db, orgId: number, siteId: number) {
  const n = next();
  const [row] = await db
    .insert(s.controlBoards)
    .values({ orgId, siteId, title: `Board ${n}`, uuid: `board-${n}`, vendor: 'test' })
    .returning();
  return row!;
}

export async function buildScheduler(
  db: Db,
  orgId: number,
  siteId: number,
  equipmentId: number,
  o: Partial<typeof s.schedulers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.schedulers)
    .values({ orgId, siteId, equipmentId, title: `Scheduler ${next()}`, ...o })
    .returning();
  return row!;
}

/**
 * Rows written straight into a rollup table, as the seed's history does for windows older than the
 * raw readings' retention: one row per bucket summarising `values` (in time order; the last is the
 * bucket's `last`, stamped one minute into the bucket).
 */
export async function buildRollupRows(
  db: Db,
  table: 'readings_15m' | 'readings_1h' | 'readings_1d',
  sensor: { id: number; orgId: number },
  buckets: { bucket: number; values: number[] }[],
) {
  const target = { readings_15m: s.readings15m, readings_1h: s.readings1h, readings_1d: s.readings1d }[table];
  const rows = buckets.map(({ bucket, values }) => ({
    sensorId: sensor.id,
    orgId: sensor.orgId,
    bucket: new Date(bucket),
    sum: values.reduce((a, v) => a + v, 0),
    min: Math.min(...values),
    max: Math.max(...values),
    count: values.length,
    last: values[values.length - 1]!,
    lastTs: new Date(bucket + 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(target).values(rows.slice(i, i + 1000));
}
