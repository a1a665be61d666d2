import { z } from 'zod';
import { SENSOR_TYPE_VALUES, type SensorTypeName } from '../sensors';
import { ExternalId, setupId, Title } from './common';
import { DeviceUuid } from './gateways';

// Sensors in setup (docs/setup.md, docs/telemetry-conventions.md). A sensor's readings arrive through
// its gateway, which names it by its uuid; its unit is the one its type's readings are stored in.

/**
 * The units a sensor type's readings are stored in (the first is the usual one). Temperatures are
 * always stored in °C (the product converts them for display), so a °F probe's gateway converts.
 */
export const SENSOR_UNITS: Record<SensorTypeName, readonly string[]> = {
  TEMPERATURE: ['°C'],
  HUMIDITY: ['%RH', '%'],
  DOOR: ['open'],
  ENERGY: ['kWh'],
  POWER: ['kW'],
  LIGHT: ['lux'],
  OCCUPANCY: ['count'],
  ACTUATOR: ['state'],
  OVERRIDDEN_STATE: ['state'],
  CONTROL_AGENT: ['state'],
  SCHEDULER: ['state'],
};

/** Why a unit does not suit a type (for the `unit` field), or null when it does. */
export function sensorUnitProblem(type: SensorTypeName, unit: string): string | null {
  const allowed = SENSOR_UNITS[type];
  if (allowed.includes(unit)) return null;
  const extra = type === 'TEMPERATURE' ? ' (temperatures are stored in °C)' : '';
  return `A ${type} sensor reports in ${allowed.join(' or ')}${extra}`;
}

/** What a sensor measures on its equipment or space; the form offers these, others may be typed. */
export const SENSOR_TARGETS = [
  'SUPPLY_AIR',
  'RETURN_AIR',
  'CABINET',
  'AIR',
  'AMBIENT',
  'DOOR',
  'MAIN',
  'SUBMETER',
  'RELAY_1',
  'RELAY_2',
  'AGENT',
  'SCHEDULER',
] as const;

export const SensorTarget = z
  .string()
  .trim()
  .toUpperCase()
  .max(50, 'At most 50 characters')
  .regex(/^[A-Z0-9_]*$/, 'Letters, digits and _ only, e.g. SUPPLY_AIR')
  .nullish()
  .transform((v) => (v ? v : null));

export const SetupSensorType = z.enum(SENSOR_TYPE_VALUES, {
  error: `One of ${SENSOR_TYPE_VALUES.join(', ')}`,
});

/** NEVER_CONNECTED until its first reading; then ONLINE while ACTIVE and heard from within the window. */
export const SensorConnection = z.enum(['ONLINE', 'OFFLINE', 'NEVER_CONNECTED']);

export const SetupSensor = z.object({
  id: z.number(),
  siteId: z.number(),
  gatewayId: z.number().nullable(),
  gatewayTitle: z.string().nullable(),
  equipmentId: z.number().nullable(),
  equipmentTitle: z.string().nullable(),
  spaceId: z.number().nullable(),
  spaceTitle: z.string().nullable(),
  controlBoardId: z.number().nullable(),
  externalId: z.string().nullable(),
  title: z.string(),
  uuid: z.string(),
  vendor: z.string(),
  sensorType: SetupSensorType,
  unit: z.string(),
  target: z.string().nullable(),
  /** INACTIVE: taken out of service (counts as offline; kept with its history). */
  status: z.enum(['ACTIVE', 'INACTIVE']),
  connection: SensorConnection,
  lastValue: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type SetupSensor = z.infer<typeof SetupSensor>;

const sensorFields = {
  gatewayId: setupId,
  title: Title,
  uuid: DeviceUuid,
  vendor: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  sensorType: SetupSensorType,
  /** Left out: the type's usual unit. */
  unit: z.string().trim().max(20, 'At most 20 characters'),
  target: SensorTarget,
  equipmentId: setupId.nullable(),
  spaceId: setupId.nullable(),
  controlBoardId: setupId.nullable(),
  externalId: ExternalId,
};

export const SetupSensorCreate = z
  .object({
    siteId: setupId,
    ...sensorFields,
    unit: sensorFields.unit.optional(),
    target: sensorFields.target.default(null),
    equipmentId: sensorFields.equipmentId.default(null),
    /** Left out: the equipment item's space (none without equipment). */
    spaceId: sensorFields.spaceId.optional(),
    controlBoardId: sensorFields.controlBoardId.default(null),
    externalId: sensorFields.externalId.default(null),
  })
  .strict()
  .superRefine((b, ctx) => {
    const problem = b.unit === undefined ? null : sensorUnitProblem(b.sensorType, b.unit);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['unit'] });
  });
export type SetupSensorCreate = z.input<typeof SetupSensorCreate>;

/** A sensor stays on its site; it may move to another gateway of that site. */
export const SetupSensorUpdate = z
  .strictObject(sensorFields, {
    error: (iss) =>
      iss.code === 'unrecognized_keys' && iss.keys.includes('siteId')
        ? "A sensor's site does not change: create a sensor on the other site"
        : iss.code === 'unrecognized_keys' && iss.keys.includes('status')
          ? 'Use the activate and deactivate calls'
          : undefined,
  })
  .partial();
export type SetupSensorUpdate = z.input<typeof SetupSensorUpdate>;

export const SetupSensorsQuery = z.object({
  siteId: setupId,
  gatewayId: setupId.optional(),
  equipmentId: setupId.optional(),
  sensorType: SetupSensorType.optional(),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
});
export type SetupSensorsQuery = z.infer<typeof SetupSensorsQuery>;
