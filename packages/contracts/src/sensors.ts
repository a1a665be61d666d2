import { z } from 'zod';
import { idList, stringList } from './common';
import { QueryBoolean } from './timeseries';

// Sensor reads (spec 3 §7; requirements I-086, I-087).

/** The kinds of sensor a gateway reports (the server's SENSOR_TYPES). */
export const SENSOR_TYPE_VALUES = [
  'TEMPERATURE',
  'HUMIDITY',
  'DOOR',
  'ENERGY',
  'POWER',
  'LIGHT',
  'OCCUPANCY',
  'ACTUATOR',
  'SCHEDULER',
  'CONTROL_AGENT',
  'OVERRIDDEN_STATE',
] as const;
export const SensorTypeName = z.enum(SENSOR_TYPE_VALUES);
export type SensorTypeName = z.infer<typeof SensorTypeName>;

/** One step of a sensor's place: organisation → site → space → equipment (each when set) → sensor. */
export const SensorPathNode = z.object({
  id: z.number(),
  title: z.string(),
  resourceType: z.enum(['ORGANIZATION', 'SITE', 'SPACE', 'EQUIPMENT', 'SENSOR']),
});
export type SensorPathNode = z.infer<typeof SensorPathNode>;

export const Sensor = z.object({
  id: z.number(),
  /** The device's own id: what a gateway names it by in ingestion batches. */
  uuid: z.string(),
  title: z.string(),
  sensorType: SensorTypeName,
  /** What it measures on its equipment (SUPPLY_AIR, CABINET, MAIN, …), when set. */
  target: z.string().nullable(),
  unit: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  siteId: z.number(),
  siteTitle: z.string(),
  equipmentId: z.number().nullable(),
  equipmentTitle: z.string().nullable(),
  spaceId: z.number().nullable(),
  spaceTitle: z.string().nullable(),
  gatewayId: z.number().nullable(),
  controlBoardId: z.number().nullable(),
  /** ISO instant of its newest stored reading, null when it never reported. */
  lastSeenAt: z.string().nullable(),
  /** Its newest reading in `unit`, null when it never reported. */
  lastValue: z.number().nullable(),
  /** ACTIVE and heard from within the devices' online window. */
  online: z.boolean(),
  /** Only with withPath=true. */
  path: z.array(SensorPathNode).optional(),
});
export type Sensor = z.infer<typeof Sensor>;

export const MAX_SENSOR_LIMIT = 5000;

/** Filters of GET /api/v1/sensors: comma lists (or repeated keys); each one narrows, none means all. */
export const SensorsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_SENSOR_LIMIT).default(MAX_SENSOR_LIMIT),
  siteIds: idList.optional(),
  equipmentIds: idList.optional(),
  spaceIds: idList.optional(),
  sensorTypes: stringList.pipe(z.array(SensorTypeName)).optional(),
  withPath: QueryBoolean.optional(),
});
export type SensorsQuery = z.infer<typeof SensorsQuery>;
