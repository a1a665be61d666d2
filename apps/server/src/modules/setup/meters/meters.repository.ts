import type { EnergyMeterCreate, EnergyMeterUpdate, SetupEnergyMeter } from '@sw/contracts/setup';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { energyMeters, gateways, sensors } from '../../../db/schema';
import { invalidFields, taken } from '../setup-access';

const columns = {
  id: energyMeters.id,
  siteId: energyMeters.siteId,
  sensorId: energyMeters.sensorId,
  sensorTitle: sensors.title,
  title: energyMeters.title,
  uuid: energyMeters.uuid,
  vendor: energyMeters.vendor,
  model: energyMeters.model,
  gatewayId: energyMeters.gatewayId,
  gatewayTitle: gateways.title,
  isSiteMain: energyMeters.isSiteMain,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(energyMeters)
    .innerJoin(sensors, eq(sensors.id, energyMeters.sensorId))
    .leftJoin(gateways, eq(gateways.id, energyMeters.gatewayId));
}

/** A site's meters, the main one first. */
export async function listSetupMeters(db: Db, orgId: number, siteId: number): Promise<SetupEnergyMeter[]> {
  return select(db)
    .where(and(eq(energyMeters.orgId, orgId), eq(energyMeters.siteId, siteId)))
    .orderBy(desc(energyMeters.isSiteMain), asc(energyMeters.title), asc(energyMeters.id));
}

export async function getSetupMeter(db: Db, orgId: number, id: number): Promise<SetupEnergyMeter | null> {
  const [row] = await select(db).where(and(eq(energyMeters.id, id), eq(energyMeters.orgId, orgId)));
  return row ?? null;
}

/** The sensor a meter reads: an ENERGY sensor of the meter's site that backs no other meter. */
export async function checkMeterSensor(
  db: Db,
  orgId: number,
  siteId: number,
  sensorId: number,
  meterId: number | null,
): Promise<void> {
  const [row] = await db
    .select({ siteId: sensors.siteId, sensorType: sensors.sensorType })
    .from(sensors)
    .where(and(eq(sensors.id, sensorId), eq(sensors.orgId, orgId)));
  if (!row) throw invalidFields([{ field: 'sensorId', message: 'Unknown sensor' }]);
  if (row.siteId !== siteId)
    throw invalidFields([{ field: 'sensorId', message: 'The sensor is on another site' }]);
  if (row.sensorType !== 'ENERGY')
    throw invalidFields([{ field: 'sensorId', message: `An ENERGY sensor (this one is ${row.sensorType})` }]);
  const [other] = await db
    .select({ title: energyMeters.title })
    .from(energyMeters)
    .where(
      and(
        eq(energyMeters.orgId, orgId),
        eq(energyMeters.sensorId, sensorId),
        meterId === null ? undefined : ne(energyMeters.id, meterId),
      ),
    );
  if (other) throw taken('sensorId', `The sensor already backs the meter "${other.title}"`);
}

/** Meter uuids are unique within the organisation (checked here: no index holds them). */
export async function checkMeterUuid(
  db: Db,
  orgId: number,
  uuid: string,
  meterId: number | null,
): Promise<void> {
  const [other] = await db
    .select({ id: energyMeters.id })
    .from(energyMeters)
    .where(
      and(
        eq(energyMeters.orgId, orgId),
        eq(energyMeters.uuid, uuid),
        meterId === null ? undefined : ne(energyMeters.id, meterId),
      ),
    );
  if (other) throw taken('uuid', 'Another energy meter of the organisation has this uuid');
}

/**
 * Serialises the organisation's meter changes within the transaction: their checks (uuid, sensor)
 * and the main-meter switch then see each other, so one main meter per site at most, no two meters
 * on one sensor and no repeated uuid, however many change at once. Meter changes are rare.
 */
export async function lockMeters(tx: Db, orgId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('setup-energy-meters'), ${orgId}::int)`);
}

/** The site's other main meters (normally none or one): made sub-meters when another becomes main. */
export async function otherMainMeters(db: Db, orgId: number, siteId: number, exceptId: number | null) {
  const rows = await db
    .select({ id: energyMeters.id })
    .from(energyMeters)
    .where(
      and(
        eq(energyMeters.orgId, orgId),
        eq(energyMeters.siteId, siteId),
        eq(energyMeters.isSiteMain, true),
        exceptId === null ? undefined : ne(energyMeters.id, exceptId),
      ),
    );
  return rows.map((r) => r.id);
}

export type MeterValues = Partial<typeof energyMeters.$inferInsert>;

/** The energy_meters columns for a body (siteId is set by the caller). */
export function meterValues(
  body: z.output<typeof EnergyMeterCreate> | z.output<typeof EnergyMeterUpdate>,
): MeterValues {
  const v: MeterValues = {};
  const b: z.output<typeof EnergyMeterUpdate> = body;
  for (const key of ['sensorId', 'title', 'uuid', 'vendor', 'model', 'gatewayId', 'isSiteMain'] as const)
    if (b[key] !== undefined) (v as Record<string, unknown>)[key] = b[key];
  return v;
}
