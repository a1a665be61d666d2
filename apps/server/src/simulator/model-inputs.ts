import { and, type Column, isNotNull, isNull, sql } from 'drizzle-orm';
import { equipment, schedulers, sensors, sites, thermostats, timetables } from '../db/schema';
import type { Exec } from './sql';

// Only the demo's organisations (organizations.simulated) are simulated, and not their archived
// sites: a real organisation's sensors get readings from its own gateways only.
const SIMULATED_SITE = and(
  isNull(sites.archivedAt),
  sql`${sites.orgId} in (select id from organizations where simulated)`,
);
const inSimulatedSite = (siteId: Column) =>
  sql`${siteId} in (select s.id from sites s join organizations o on o.id = s.org_id
                     where o.simulated and s.archived_at is null)`;

/**
 * Everything the model parameters are derived from, read from the database (seed and live alike).
 * One query after the other: inside a transaction they share one connection.
 */
export async function loadModelInputs(db: Exec) {
  const siteRows = await db
    .select({
      id: sites.id,
      orgId: sites.orgId,
      title: sites.title,
      timeZone: sites.timeZone,
      latitude: sites.latitude,
      longitude: sites.longitude,
      siteType: sites.siteType,
      operatingHours: sites.operatingHours,
    })
    .from(sites)
    .where(SIMULATED_SITE);
  const equipmentRows = await db
    .select({
      id: equipment.id,
      siteId: equipment.siteId,
      title: equipment.title,
      typeId: equipment.typeId,
      groupId: equipment.groupId,
      ratedKw: equipment.ratedKw,
      minTemp: equipment.minTemp,
      maxTemp: equipment.maxTemp,
    })
    .from(equipment)
    .where(inSimulatedSite(equipment.siteId));
  const sensorRows = await db
    .select({
      id: sensors.id,
      orgId: sensors.orgId,
      siteId: sensors.siteId,
      equipmentId: sensors.equipmentId,
      gatewayId: sensors.gatewayId,
      title: sensors.title,
      uuid: sensors.uuid,
      sensorType: sensors.sensorType,
      target: sensors.target,
      status: sensors.status,
    })
    .from(sensors)
    .where(inSimulatedSite(sensors.siteId))
    .orderBy(sensors.id);
  const thermostatRows = await db
    .select({
      id: thermostats.id,
      orgId: thermostats.orgId,
      siteId: thermostats.siteId,
      equipmentId: thermostats.equipmentId,
      gatewayId: thermostats.gatewayId,
      uuid: thermostats.uuid,
      mode: thermostats.mode,
      workingMode: thermostats.workingMode,
      heatSetPoint: thermostats.heatSetPoint,
      coolSetPoint: thermostats.coolSetPoint,
      override: thermostats.localAdjustmentOverride,
      heatPump: thermostats.heatPump,
    })
    .from(thermostats)
    .where(inSimulatedSite(thermostats.siteId))
    .orderBy(thermostats.id);
  const timetableRows = await db
    .select({
      thermostatId: timetables.thermostatId,
      minTemp: timetables.minTemp,
      maxTemp: timetables.maxTemp,
    })
    .from(timetables)
    .where(and(isNotNull(timetables.thermostatId), inSimulatedSite(timetables.siteId)));
  const schedulerRows = await db
    .select({ siteId: schedulers.siteId, luxThreshold: schedulers.luxThreshold })
    .from(schedulers)
    .where(inSimulatedSite(schedulers.siteId));
  return { siteRows, equipmentRows, sensorRows, thermostatRows, timetableRows, schedulerRows };
}

export type ModelInputs = Awaited<ReturnType<typeof loadModelInputs>>;
