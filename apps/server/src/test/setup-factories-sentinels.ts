import type { Db } from '../db/client';
import { buildSensor } from './factories';
import { buildEquipment, buildThermostat, TEST_GROUP_2, TEST_TYPE, TEST_TYPE_2 } from './telemetry-factories';

// The equipment the sentinel tests put rules on: refrigeration with its probes, HVAC with a thermostat.

/** A cooler (TEST_TYPE) with a TEMPERATURE probe and, unless `door: false`, a DOOR sensor. */
export async function buildCooler(
  db: Db,
  orgId: number,
  siteId: number,
  o: { title?: string; gatewayId?: number | null; door?: boolean; spaceId?: number | null } = {},
) {
  const eq = await buildEquipment(db, orgId, siteId, {
    title: o.title ?? 'Cooler',
    typeId: TEST_TYPE.id,
    spaceId: o.spaceId ?? null,
  });
  const on = { equipmentId: eq.id, gatewayId: o.gatewayId ?? null };
  const temp = await buildSensor(db, orgId, siteId, { ...on, title: `${eq.title} Temperature` });
  const door =
    o.door === false
      ? null
      : await buildSensor(db, orgId, siteId, {
          ...on,
          title: `${eq.title} Door`,
          sensorType: 'DOOR',
          unit: '',
        });
  return { equipment: eq, temp, door };
}

/** A rooftop unit (TEST_TYPE_2) controlled by one thermostat. */
export async function buildRooftopUnit(db: Db, orgId: number, siteId: number, o: { title?: string } = {}) {
  const eq = await buildEquipment(db, orgId, siteId, {
    title: o.title ?? 'RTU',
    typeId: TEST_TYPE_2.id,
    groupId: TEST_GROUP_2.id,
  });
  const thermostat = await buildThermostat(db, orgId, siteId, eq.id, { title: `${eq.title} Thermostat` });
  return { equipment: eq, thermostat };
}
