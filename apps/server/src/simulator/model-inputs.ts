import { isNotNull } from 'drizzle-orm';
import { equipment, schedulers, sensors, sites, thermostats, timetables } from '../db/schema';
import type { Exec } from './sql';

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
    .from(sites);
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
    .from(equipment);
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
    .orderBy(thermostats.id);
  const timetableRows = await db
    .select({
      thermostatId: timetables.thermostatId,
      minTemp: timetables.minTemp,
      maxTemp: timetables.maxTemp,
    })
    .from(timetables)
    .where(isNotNull(timetables.thermostatId));
  const schedulerRows = await db
    .select({ siteId: schedulers.siteId, luxThreshold: schedulers.luxThreshold })
    .from(schedulers);
  return { siteRows, equipmentRows, sensorRows, thermostatRows, timetableRows, schedulerRows };
}

export type ModelInputs = Awaited<ReturnType<typeof loadModelInputs>>;
