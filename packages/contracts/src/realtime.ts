import { z } from 'zod';
import { REALTIME_CHANNELS, REPORT_JOB_STATES } from './constants/realtime';

export * from './constants/realtime';

// Real-time messages (spec 1 §7, requirements B.1–B.3, I-025 … I-030): the same typed messages travel
// on the STOMP topics and on the plain stream. Instants are epoch milliseconds.

export const RealtimeChannel = z.enum(REALTIME_CHANNELS);
export type RealtimeChannel = z.infer<typeof RealtimeChannel>;

const id = z.number().int();
const epochMs = z.number();

export const DeviceStatusPayload = z.object({
  orgId: id,
  siteId: id,
  vendor: z.string(),
  uuid: z.string(),
  deviceType: z.enum(['SENSOR', 'THERMOSTAT', 'GATEWAY']),
  status: z.enum(['ONLINE', 'OFFLINE', 'INACTIVE']),
  /** When the device was last heard (ONLINE) or found silent (OFFLINE). */
  timestamp: epochMs,
});
export type DeviceStatusPayload = z.infer<typeof DeviceStatusPayload>;

export const SensorReadingsPayload = z.object({
  orgId: id,
  siteId: id,
  vendor: z.string(),
  uuid: z.string(),
  /** The sensor; null when the device is a thermostat reporting the temperature it measures. */
  sensorId: id.nullable(),
  sensorType: z.string(),
  readings: z.array(z.object({ timestamp: epochMs, value: z.number() })),
});
export type SensorReadingsPayload = z.infer<typeof SensorReadingsPayload>;

export const IncidentInfoPayload = z.object({
  orgId: id,
  siteId: id,
  incidentId: id,
  equipmentId: id.nullable(),
  spaceId: id.nullable(),
  sensorId: id.nullable(),
  sentinelId: id,
  sentinelType: z.string(),
  status: z.enum(['NEW', 'EXISTING']),
  priority: z.enum(['NORMAL', 'HIGH', 'HIGHEST']),
  resolved: z.boolean(),
  createdAt: epochMs,
  recoveredAt: epochMs.nullable(),
  dismissedAt: epochMs.nullable(),
});
export type IncidentInfoPayload = z.infer<typeof IncidentInfoPayload>;

export const ReportsStatusPayload = z.object({
  orgId: id,
  /** The job's owner: only their connections receive it. */
  userId: id,
  jobId: z.string(),
  jobState: z.enum(REPORT_JOB_STATES),
  fileId: z.string().optional(),
  fileName: z.string().optional(),
  /** 0–1 while the file is made. */
  progress: z.number().min(0).max(1).optional(),
  error: z.object({ errorCode: z.number(), message: z.string() }).optional(),
});
export type ReportsStatusPayload = z.infer<typeof ReportsStatusPayload>;

export const RealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('DEVICE_STATUS'), payload: DeviceStatusPayload }),
  z.object({ type: z.literal('SENSOR_READINGS'), payload: SensorReadingsPayload }),
  z.object({ type: z.literal('INCIDENT_INFO'), payload: IncidentInfoPayload }),
  z.object({ type: z.literal('REPORTS_STATUS'), payload: ReportsStatusPayload }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;

// ------------------------------------------------------------------------------------ subscriptions

/**
 * A subscription request: the body of a STOMP SEND to /app/subscribe and of the plain stream's
 * SUBSCRIBE message (B-012, B-013). Which fields are needed depends on the channel (spec 1 §5).
 */
/** Text that reaches a query: PostgreSQL text cannot hold NUL (the HTTP input guard's rule, for sockets). */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !v.includes('\0'), 'must not contain the NUL character (U+0000)');

export const SubscribeRequest = z.object({
  channel: text(64),
  uuid: text(256).optional(),
  vendor: text(256).optional(),
  jobId: text(128).optional(),
  /** INCIDENT_INFO: an equipment or space id (any one of these three names). */
  resourceId: z.union([z.string().max(32), z.number()]).optional(),
  equipmentId: z.union([z.string().max(32), z.number()]).optional(),
  spaceId: z.union([z.string().max(32), z.number()]).optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

/** What a client may send on the plain stream (/ws/stream). */
export const StreamClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('AUTH'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('PING') }),
  z.object({ type: z.literal('PONG') }),
  SubscribeRequest.extend({ type: z.literal('SUBSCRIBE') }),
  SubscribeRequest.extend({ type: z.literal('UNSUBSCRIBE') }),
]);
export type StreamClientMessage = z.infer<typeof StreamClientMessage>;

/** What the server sends on the plain stream: events, PING/PONG, READY once signed in, ERROR. */
export type StreamServerMessage =
  | RealtimeEvent
  | { type: 'PING' }
  | { type: 'PONG' }
  | { type: 'READY' }
  | { type: 'ERROR'; message: string };
