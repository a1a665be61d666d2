import type { RealtimeEvent, SubscribeRequest } from '../realtime';

// Real-time values and pure functions of spec 1 §5/§7 without zod (see ./index.ts): the web app's
// STOMP and stream clients use them; the zod schemas stay in ../realtime.ts for the server.

/** The spec's channels (B-008); PING is a control message of the plain stream, not a channel. */
export const REALTIME_CHANNELS = [
  'DEVICE_STATUS',
  'SENSOR_READINGS',
  'INCIDENT_INFO',
  'REPORTS_STATUS',
] as const;

export const REPORT_JOB_STATES = ['STARTED', 'GENERATING', 'STORING', 'SUCCESS', 'FAILURE'] as const;

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

/** Heart-beats of spec 1 §9 (B-005), as the client states them: it sends every 10 s, wants one every 12 s. */
export const STOMP_HEARTBEAT_OUTGOING_MS = 10_000;
export const STOMP_HEARTBEAT_INCOMING_MS = 12_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isInt = (v: unknown) => Number.isInteger(v);
const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown) => typeof v === 'string';
const orNull = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);
const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const isOptional = (check: (v: unknown) => boolean) => (v: unknown) => v === undefined || check(v);

/** Each payload's fields and their checks: the same rules as the zod schemas of ../realtime.ts. */
const PAYLOAD_FIELDS: Record<RealtimeEvent['type'], Record<string, (v: unknown) => boolean>> = {
  DEVICE_STATUS: {
    orgId: isInt,
    siteId: isInt,
    vendor: isStr,
    uuid: isStr,
    deviceType: oneOf(['SENSOR', 'THERMOSTAT', 'GATEWAY']),
    status: oneOf(['ONLINE', 'OFFLINE', 'INACTIVE']),
    timestamp: isNum,
  },
  SENSOR_READINGS: {
    orgId: isInt,
    siteId: isInt,
    vendor: isStr,
    uuid: isStr,
    // Null for a thermostat's own temperature.
    sensorId: orNull(isInt),
    sensorType: isStr,
    readings: (v) => Array.isArray(v) && v.every((r) => isObject(r) && isNum(r.timestamp) && isNum(r.value)),
  },
  INCIDENT_INFO: {
    orgId: isInt,
    siteId: isInt,
    incidentId: isInt,
    equipmentId: orNull(isInt),
    spaceId: orNull(isInt),
    sensorId: orNull(isInt),
    sentinelId: isInt,
    sentinelType: isStr,
    status: oneOf(['NEW', 'EXISTING']),
    priority: oneOf(['NORMAL', 'HIGH', 'HIGHEST']),
    resolved: (v) => typeof v === 'boolean',
    createdAt: isNum,
    recoveredAt: orNull(isNum),
    dismissedAt: orNull(isNum),
  },
  REPORTS_STATUS: {
    orgId: isInt,
    userId: isInt,
    jobId: isStr,
    jobState: oneOf(REPORT_JOB_STATES),
    fileId: isOptional(isStr),
    fileName: isOptional(isStr),
    progress: isOptional((v) => isNum(v) && (v as number) >= 0 && (v as number) <= 1),
    error: isOptional((v) => isObject(v) && isNum(v.errorCode) && isStr(v.message)),
  },
};

/**
 * A received real-time message as a RealtimeEvent, or null when it is not one. The same rules as
 * the RealtimeEvent schema (checked against it by realtime.test.ts) without zod in the web bundle;
 * unknown fields are dropped as zod drops them.
 */
export function parseRealtimeEvent(value: unknown): RealtimeEvent | null {
  if (!isObject(value) || !isObject(value.payload) || typeof value.type !== 'string') return null;
  if (!Object.hasOwn(PAYLOAD_FIELDS, value.type)) return null;
  const fields = PAYLOAD_FIELDS[value.type as RealtimeEvent['type']];
  const payload: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(fields)) {
    const v = value.payload[name];
    if (!check(v)) return null;
    if (v !== undefined) payload[name] = v;
  }
  return { type: value.type, payload } as RealtimeEvent;
}
