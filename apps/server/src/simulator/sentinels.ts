import { sentinels } from '../db/schema';
import type { ThermostatRef } from './device-types';
import type { EquipmentTemplate } from './equipment-templates';
import { REFRIG_PROFILES } from './refrigeration';
import type { SiteDef } from './sites-catalogue';
import type { Exec } from './sql';

type NewSentinel = typeof sentinels.$inferInsert;

/**
 * The demo's sentinels: temperature (breaches must last 45 min, defrosts are ignored: data.md), doors,
 * the site's devices going silent, energy over the site's baseline, thermostats off their set points.
 * The rule engine (modules/incidents) evaluates them; the seed replays them over the history.
 */
export async function createSentinels(
  db: Exec,
  ctx: {
    def: SiteDef;
    siteId: number;
    templates: EquipmentTemplate[];
    eqId: Map<string, number>;
    sensorId: Map<string, number>;
    thermostatIds: ThermostatRef[];
    createdAt: Date;
  },
): Promise<void> {
  const orgId = ctx.def.orgId;
  const base = { orgId, siteId: ctx.siteId, createdAt: ctx.createdAt };
  const rows: NewSentinel[] = [];
  for (const t of ctx.templates) {
    const equipmentId = ctx.eqId.get(t.title)!;
    const temp = ctx.sensorId.get(`${t.title} Temperature`);
    const range = REFRIG_PROFILES[t.icon]?.range;
    if (temp && range) {
      rows.push({
        ...base,
        equipmentId,
        equipmentIds: [equipmentId],
        sensorIds: [temp],
        sentinelType: 'TEMPERATURE_RANGE',
        title: `${t.title} temperature out of range`,
        params: { min: range[0], max: range[1], durationMinutes: 45, ignoreDuringDefrost: true },
      });
    }
    const door = ctx.sensorId.get(`${t.title} Door`);
    if (door) {
      rows.push({
        ...base,
        equipmentId,
        equipmentIds: [equipmentId],
        sensorIds: [door],
        sentinelType: 'DOOR_OPEN',
        title: `${t.title} door left open`,
        params: { maxOpenMinutes: 10 },
      });
    }
  }
  rows.push({
    ...base,
    sensorIds: [...ctx.sensorId.values()],
    sentinelType: 'DEVICE_OFFLINE',
    title: 'Devices offline',
    params: { offlineMinutes: 30, thermostatIds: ctx.thermostatIds.map((t) => t.id) },
  });
  // The baseline rule watches the site main meter; a site metered by equipment only has none.
  const main = ctx.sensorId.get('Main Meter');
  if (main !== undefined)
    rows.push({
      ...base,
      sensorIds: [main],
      sentinelType: 'ENERGY_BASELINE',
      title: 'Energy above baseline',
      params: { baselineDays: 28, thresholdPct: 40, durationMinutes: 180 },
    });
  for (const t of ctx.thermostatIds) {
    rows.push({
      ...base,
      equipmentId: t.equipmentId,
      equipmentIds: [t.equipmentId],
      sentinelType: 'SETPOINT_DEVIATION',
      title: `${t.title} setpoint deviation`,
      params: { thermostatId: t.id, maxDeviation: 3, durationMinutes: 30 },
    });
  }
  await db.insert(sentinels).values(rows);
}
