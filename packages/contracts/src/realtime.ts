import { z } from 'zod';

// Real-time messages (spec 1 §7, requirements B.1–B.3, I-025 … I-030): the same typed messages travel
// on the STOMP topics and on the plain stream. Instants are epoch milliseconds.

/** The spec's channels (B-008); PING is a control message of the plain stream, not a channel. */
export const REALTIME_CHANNELS = [
  'DEVICE_STATUS',
  'SENSOR_READINGS',
  'INCIDENT_INFO',
  'REPORTS_STATUS',
] as const;
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

export const REPORT_JOB_STATES = ['STARTED', 'GENERATING', 'STORING', 'SUCCESS', 'FAILURE'] as const;

export const ReportsStatusPayload = z.object({
  orgId: id,
  /** The job's owner: only their connections receive it. */
  userId: id,
  jobId: z.string(),
  jobState: z.enum(REPORT_JOB_STATES),
  fileId: z.string().optional(),
  fileName: z.string().optional(),
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

/** A validated interest in one device, job or equipment/space. */
export type Interest =
  | { channel: 'SENSOR_READINGS' | 'DEVICE_STATUS'; uuid: string; vendor: string }
  | { channel: 'REPORTS_STATUS'; jobId: string }
  | { channel: 'INCIDENT_INFO'; resourceId: number };

export type InterestResult = { ok: true; interest: Interest } | { ok: false; warning: string };

/** The spec 1 §5 warnings (B-009, B-010, B-011, B-014); the web client logs them as they are. */
export const SUBSCRIPTION_WARNINGS = {
  needsDevice: (channel: string) => `Real-time: ${channel} needs vendor and uuid; not subscribed`,
  needsJob: 'Real-time: REPORTS_STATUS needs a jobId; not subscribed',
  needsResource: 'Real-time: INCIDENT_INFO needs an equipment or space id; not subscribed',
  unknownChannel: (channel: string) => `Real-time: unknown channel '${channel.slice(0, 64)}' ignored`,
} as const;

const JOB_ID = /^[A-Za-z0-9_-]{1,128}$/;

function positiveId(v: string | number | undefined): number | null {
  if (v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Spec 1 §5: which request is a subscription, and the warning when it is not. */
export function interestOf(req: SubscribeRequest): InterestResult {
  switch (req.channel) {
    case 'SENSOR_READINGS':
    case 'DEVICE_STATUS':
      if (!req.uuid || !req.vendor)
        return { ok: false, warning: SUBSCRIPTION_WARNINGS.needsDevice(req.channel) };
      return { ok: true, interest: { channel: req.channel, uuid: req.uuid, vendor: req.vendor } };
    case 'REPORTS_STATUS':
      if (!req.jobId || !JOB_ID.test(req.jobId))
        return { ok: false, warning: SUBSCRIPTION_WARNINGS.needsJob };
      return { ok: true, interest: { channel: 'REPORTS_STATUS', jobId: req.jobId } };
    case 'INCIDENT_INFO': {
      const resourceId = positiveId(req.resourceId ?? req.equipmentId ?? req.spaceId);
      if (resourceId === null) return { ok: false, warning: SUBSCRIPTION_WARNINGS.needsResource };
      return { ok: true, interest: { channel: 'INCIDENT_INFO', resourceId } };
    }
    default:
      return { ok: false, warning: SUBSCRIPTION_WARNINGS.unknownChannel(req.channel) };
  }
}

export const TOPIC_PREFIX = '/topic/subscribe/';
/** The STOMP destination a client SENDs its subscription request to (B-012, I-026). */
export const APP_SUBSCRIBE = '/app/subscribe';

/** The STOMP topic of an interest (I-027 … I-029); path segments are URI-encoded. */
export function topicOf(i: Interest): string {
  const e = encodeURIComponent;
  switch (i.channel) {
    case 'REPORTS_STATUS':
      return `${TOPIC_PREFIX}REPORTS_STATUS/${e(i.jobId)}`;
    case 'INCIDENT_INFO':
      return `${TOPIC_PREFIX}INCIDENT_INFO/${i.resourceId}`;
    default:
      return `${TOPIC_PREFIX}${i.channel}/${e(i.uuid)}/${e(i.vendor)}`;
  }
}

/** The interest a STOMP destination names, or why it names none. Never throws. */
export function parseTopic(destination: string): InterestResult {
  if (!destination.startsWith(TOPIC_PREFIX) || destination.length > 1024)
    return { ok: false, warning: `Unknown destination '${destination.slice(0, 120)}'` };
  const parts = destination.slice(TOPIC_PREFIX.length).split('/');
  const segs: string[] = [];
  for (const p of parts) {
    try {
      segs.push(decodeURIComponent(p));
    } catch {
      return { ok: false, warning: 'Malformed destination' };
    }
  }
  const [channel = '', a, b] = segs;
  const count = segs.length;
  if ((channel === 'SENSOR_READINGS' || channel === 'DEVICE_STATUS') && count === 3)
    return interestOf({ channel, uuid: a, vendor: b });
  if (channel === 'REPORTS_STATUS' && count === 2) return interestOf({ channel, jobId: a });
  if (channel === 'INCIDENT_INFO' && count === 2) return interestOf({ channel, resourceId: a });
  if ((REALTIME_CHANNELS as readonly string[]).includes(channel))
    return { ok: false, warning: `Destination for ${channel} has the wrong number of parts` };
  return { ok: false, warning: SUBSCRIPTION_WARNINGS.unknownChannel(channel) };
}

/** A key per interest; an event matches an interest when interestKey is among its eventKeys. */
export function interestKey(i: Interest): string {
  switch (i.channel) {
    case 'REPORTS_STATUS':
      return JSON.stringify([i.channel, i.jobId]);
    case 'INCIDENT_INFO':
      return JSON.stringify([i.channel, i.resourceId]);
    default:
      return JSON.stringify([i.channel, i.uuid, i.vendor]);
  }
}

/** The interest keys an event satisfies (an incident matches its equipment and its space). */
export function eventKeys(e: RealtimeEvent): string[] {
  switch (e.type) {
    case 'REPORTS_STATUS':
      return [JSON.stringify([e.type, e.payload.jobId])];
    case 'INCIDENT_INFO': {
      const ids = [e.payload.equipmentId, e.payload.spaceId].filter((v): v is number => v !== null);
      return [...new Set(ids)].map((v) => JSON.stringify([e.type, v]));
    }
    default:
      return [JSON.stringify([e.type, e.payload.uuid, e.payload.vendor])];
  }
}

// ------------------------------------------------------------------------------------ plain stream

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

/** Heart-beats of spec 1 §9 (B-005), as the client states them: it sends every 10 s, wants one every 12 s. */
export const STOMP_HEARTBEAT_OUTGOING_MS = 10_000;
export const STOMP_HEARTBEAT_INCOMING_MS = 12_000;
