import { z } from 'zod';
import { SensorTypeName } from './sensors';

// Gateways, network groups, control boards and their actuators, site control stats (spec 3 §3, §7;
// requirements G-017, G-018, I-064..I-067, I-080..I-083).

const Ref = z.object({ id: z.number(), title: z.string() });

/** A site's device network: its gateways and control boards talk through it. */
export const NetworkGroup = z.object({
  id: z.number(),
  title: z.string(),
  siteId: z.number(),
  siteTitle: z.string(),
  /** Whether thermostats are driven through this network (I-082). */
  usingThermostat: z.boolean(),
  gatewayCount: z.number(),
  controlBoardCount: z.number(),
});
export type NetworkGroup = z.infer<typeof NetworkGroup>;

/**
 * A gateway: the device that forwards its sensors' readings. online: heard from within the online
 * window; lastSeenAt null when never heard from (the 1970 "no data" case included).
 */
export const Gateway = z.object({
  id: z.number(),
  title: z.string(),
  uuid: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  siteId: z.number(),
  siteTitle: z.string(),
  networkGroupId: z.number().nullable(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  sensorCount: z.number(),
  /** Of its sensors, how many reported within the online window. */
  sensorsOnline: z.number(),
});
export type Gateway = z.infer<typeof Gateway>;

/** One relay output of a control board, driving an equipment (its ACTUATOR sensor). */
export const Actuator = z.object({
  /** The ACTUATOR sensor's id: what /timeseries/actuators/{id} reads. */
  id: z.number(),
  title: z.string(),
  /** The board's port (RELAY_1, …). */
  port: z.string().nullable(),
  controlBoardId: z.number(),
  controlBoardTitle: z.string(),
  equipmentId: z.number().nullable(),
  equipmentTitle: z.string().nullable(),
  siteId: z.number(),
});
export type Actuator = z.infer<typeof Actuator>;

/** An actuator's newest state: 1 on, 0 off, null when it never reported. */
export const ActuatorState = z.object({
  actuatorId: z.number(),
  state: z.number().nullable(),
  timestamp: z.string().nullable(),
});
export type ActuatorState = z.infer<typeof ActuatorState>;

const SensorBrief = z.object({
  id: z.number(),
  uuid: z.string(),
  title: z.string(),
  sensorType: SensorTypeName,
});

/** G-017: every field of a control board; lightSensorPort defaults to NONE (G-018). */
export const ControlBoard = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  siteId: z.number(),
  networkGroup: Ref.nullable(),
  networkGroupId: z.number().nullable(),
  actuators: z.array(Actuator),
  actuatorsStates: z.array(ActuatorState),
  /** The model of the gateway it is attached to. */
  gatewayModel: z.string().nullable(),
  modelId: z.string().nullable(),
  spaceId: z.number().nullable(),
  space: Ref.nullable(),
  /** The sensors wired to the board itself. */
  pairedSensorIds: z.array(z.number()),
  pairedSensors: z.array(SensorBrief),
  /** Sensors its gateway hears that are not paired to the board (candidates to pair). */
  scannedSensorIds: z.array(z.number()),
  scannedSensors: z.array(SensorBrief),
  /** The uuids the board accepts readings from: its paired sensors'. */
  sensorsWhitelist: z.array(z.string()),
  uuid: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  lightSensorPort: z.string(),
  edgeId: z.string().nullable(),
  productId: z.string().nullable(),
  gatewayInfo: z
    .object({
      id: z.number(),
      title: z.string(),
      uuid: z.string(),
      vendor: z.string(),
      model: z.string().nullable(),
    })
    .nullable(),
  /** The board's configuration as stored (free-form key/values pushed to the gateway). */
  gatewayConfig: z.record(z.string(), z.unknown()),
  gatewayStatus: z.enum(['ONLINE', 'OFFLINE']),
  gatewayOnlineStatus: z.boolean(),
  /** Seconds between light readings; null when the board has no light sensor. */
  lightSensorPublishingInterval: z.number().nullable(),
});
export type ControlBoard = z.infer<typeof ControlBoard>;

export const ActuatorsQuery = z.object({
  equipmentId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type ActuatorsQuery = z.infer<typeof ActuatorsQuery>;

/** GET /api/v1/control-stats/site/{siteId}/overview (I-067). */
export const ControlStatsOverview = z.object({
  siteId: z.number(),
  equipment: z.object({ total: z.number(), controlled: z.number() }),
  thermostats: z.object({
    total: z.number(),
    online: z.number(),
    offline: z.number(),
    localOverride: z.number(),
    byMode: z.record(z.string(), z.number()),
    byWorkingMode: z.record(z.string(), z.number()),
  }),
  schedulers: z.object({ total: z.number(), byWorkingMode: z.record(z.string(), z.number()) }),
  controlBoards: z.object({ total: z.number(), online: z.number() }),
  actuators: z.object({ total: z.number(), on: z.number() }),
});
export type ControlStatsOverview = z.infer<typeof ControlStatsOverview>;
