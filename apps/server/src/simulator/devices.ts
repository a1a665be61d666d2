import { energyMeters, equipment, type SensorType, sensors } from '../db/schema';
import { groupOfType, TYPE_ID } from './catalogue';
import { createControls } from './controls';
import type { DeviceContext } from './device-types';
import { equipmentFor } from './equipment-templates';
import { REFRIG_PROFILES } from './refrigeration';
import { createSentinels } from './sentinels';
import type { Exec } from './sql';

export type { DeviceContext } from './device-types';

const UNIT: Record<string, string> = {
  TEMPERATURE: '°C',
  HUMIDITY: '%RH',
  DOOR: 'open',
  ENERGY: 'kWh',
  LIGHT: 'lux',
  ACTUATOR: 'state',
  OVERRIDDEN_STATE: 'state',
  CONTROL_AGENT: 'state',
  SCHEDULER: 'state',
};

interface SensorSpec {
  title: string;
  sensorType: SensorType;
  target: string;
  equipmentId: number | null;
  spaceId: number | null;
  controlBoardId?: number;
  vendor: string;
}

/** Equipment, sensors, the main energy meter, thermostats, the lighting scheduler and sentinels. */
export async function createDevices(db: Exec, ctx: DeviceContext): Promise<number> {
  const { def, siteId, rng } = ctx;
  const orgId = def.orgId;
  const templates = equipmentFor(def.type, ctx.country, ctx.area);
  const eqRows = await db
    .insert(equipment)
    .values(
      templates.map((t) => {
        const typeId = TYPE_ID[t.icon];
        const range = REFRIG_PROFILES[t.icon]?.range;
        const year = rng.int(2012, 2023);
        return {
          orgId,
          siteId,
          spaceId: ctx.spaceId.get(t.space) ?? null,
          title: t.title,
          typeId,
          groupId: groupOfType(typeId),
          model: t.model,
          vendor: rng.pick(t.vendors),
          activeControl: t.thermostat === true || t.controlled === true,
          manufactureDate: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          serialNumber: rng.hex(10).toUpperCase(),
          minTemp: range?.[0] ?? null,
          maxTemp: range?.[1] ?? null,
          ratedKw: Math.round(ctx.magnitudes[t.component] * t.share * 100) / 100,
        };
      }),
    )
    .returning({ id: equipment.id, title: equipment.title });
  const eqId = new Map(eqRows.map((e) => [e.title, e.id]));
  const space = (title: string) => ctx.spaceId.get(title) ?? null;
  const meterSpace = space('Back Room') ?? space('Kitchen') ?? space('Stockroom') ?? space(ctx.firstSpace);

  const specs: SensorSpec[] = def.subMetersOnly
    ? []
    : [
        {
          title: 'Main Meter',
          sensorType: 'ENERGY',
          target: 'MAIN',
          equipmentId: null,
          spaceId: meterSpace,
          vendor: 'Ampline',
        },
      ];
  for (const t of templates) {
    const id = eqId.get(t.title)!;
    const walkIn = t.icon.startsWith('walk-in');
    for (const type of t.sensors) {
      const suffix = type === 'TEMPERATURE' ? 'Temperature' : type === 'DOOR' ? 'Door' : 'Energy';
      const target = type === 'ENERGY' ? 'SUBMETER' : type === 'DOOR' ? 'DOOR' : walkIn ? 'AIR' : 'CABINET';
      const vendor = type === 'ENERGY' ? 'Ampline' : 'Nordsense';
      specs.push({
        title: `${t.title} ${suffix}`,
        sensorType: type,
        target,
        equipmentId: id,
        spaceId: space(t.space),
        vendor,
      });
    }
  }
  const lighting = templates.find((t) => t.controlled);
  const lightingId = lighting ? eqId.get(lighting.title)! : null;
  const first = space(ctx.firstSpace);
  specs.push({
    title: `${ctx.firstSpace} Humidity`,
    sensorType: 'HUMIDITY',
    target: 'AMBIENT',
    equipmentId: null,
    spaceId: first,
    vendor: 'Nordsense',
  });
  // The rooms people work in measure their own air (a space's temperature never comes from the
  // fridges and freezers in it); the cold room and the roof have none.
  const rooms = [ctx.firstSpace, ...[...ctx.spaceId.keys()].filter((t) => ctx.spaceId.get(t) === meterSpace)];
  for (const title of new Set(rooms))
    specs.push({
      title: `${title} Temperature`,
      sensorType: 'TEMPERATURE',
      target: 'AMBIENT',
      equipmentId: null,
      spaceId: space(title),
      vendor: 'Nordsense',
    });
  const board = (
    title: string,
    sensorType: SensorType,
    equipmentId: number | null,
    target: string,
  ): SensorSpec => ({
    title,
    sensorType,
    target,
    equipmentId,
    spaceId: first,
    controlBoardId: ctx.boardId,
    vendor: 'Lumacontrol',
  });
  specs.push(
    board('Light Level', 'LIGHT', null, 'AMBIENT'),
    board('Lighting Relay', 'ACTUATOR', lightingId, 'RELAY_1'),
    board('Lighting Override', 'OVERRIDDEN_STATE', lightingId, 'RELAY_1'),
    board('Control Agent', 'CONTROL_AGENT', null, 'AGENT'),
    board('Lighting Scheduler', 'SCHEDULER', lightingId, 'SCHEDULER'),
  );

  const inactive = new Set(def.problems?.inactive?.map((i) => i.sensor));
  const sensorRows = await db
    .insert(sensors)
    .values(
      specs.map((s) => ({
        orgId,
        siteId,
        equipmentId: s.equipmentId,
        spaceId: s.spaceId,
        gatewayId: ctx.gatewayId,
        controlBoardId: s.controlBoardId ?? null,
        title: s.title,
        uuid: `${s.sensorType.toLowerCase().slice(0, 4)}-${rng.hex(12)}`,
        vendor: s.vendor,
        sensorType: s.sensorType,
        target: s.target,
        unit: UNIT[s.sensorType] ?? '',
        status: inactive.has(s.title) ? ('INACTIVE' as const) : ('ACTIVE' as const),
      })),
    )
    .returning({ id: sensors.id, title: sensors.title, uuid: sensors.uuid });
  const sensorId = new Map(sensorRows.map((s) => [s.title, s.id]));

  if (!def.subMetersOnly)
    await db.insert(energyMeters).values({
      orgId,
      siteId,
      gatewayId: ctx.gatewayId,
      sensorId: sensorId.get('Main Meter')!,
      title: 'Site Main Meter',
      uuid: `em-${rng.hex(12)}`,
      vendor: 'Ampline',
      model: 'AL-3P',
      isSiteMain: true,
    });

  const thermostatIds = await createControls(db, { ...ctx, templates, eqId, lightingId });
  await createSentinels(db, {
    def,
    siteId,
    templates,
    eqId,
    sensorId,
    thermostatIds,
    createdAt: ctx.createdAt,
  });
  return sensorRows.length;
}
