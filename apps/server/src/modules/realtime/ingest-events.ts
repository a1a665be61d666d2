import type { RealtimeEvent } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import { type BusEvent, MAX_NOTIFY_BYTES, type ReadingsBatch, type ReadingsRow } from '../../lib/event-bus';

// What an ingested batch announces on the real-time channels. Pure: the telemetry service calls it
// after commit with what it already knows (no extra query on the ingestion path).

/** A sensor as the ingestion path found it BEFORE the batch (its last_seen_at is the old one). */
export interface SensorBefore {
  id: number;
  uuid: string;
  vendor: string;
  sensorType: string;
  status: 'ACTIVE' | 'INACTIVE';
  lastSeenAt: Date | null;
}

export interface ThermostatBefore {
  id: number;
  uuid: string;
  vendor: string;
  online: boolean;
  lastSeenAt: Date | null;
}

export interface IngestedBatch {
  orgId: number;
  siteId: number;
  sensors: SensorBefore[];
  /** Stored readings, columnar (sensor id, ISO instant, value). */
  readings: { sensorIds: number[]; ts: string[]; values: number[] };
  thermostats: ThermostatBefore[];
  /** Stored samples, columnar; `temperature` (null where a sample has none) when any carries one. */
  samples: { thermostatIds: number[]; ts: string[]; online: boolean[]; temperature?: (number | null)[] };
  now: Date;
}

/** Room for a READINGS_BATCH in one NOTIFY, leaving space for the packet envelope. */
const BATCH_BYTES = MAX_NOTIFY_BYTES - 400;
/** Upper bound of one reading in JSON: an instant (≤ 16 chars), a value (≤ 24), two commas. */
const READING_BYTES = 42;
const WINDOW_MS = ONLINE_WINDOW_MINUTES * 60_000;

/** Online as the sites page counts it: heard from within the window (INACTIVE devices never are). */
const recent = (at: Date | number | null, now: Date) =>
  at !== null && now.getTime() - (typeof at === 'number' ? at : at.getTime()) <= WINDOW_MS;

export function ingestEvents(b: IngestedBatch): BusEvent[] {
  return [...readingsEvents(b), ...thermostatEvents(b)];
}

/** One device's points of a batch: a sensor's readings, or the temperatures a thermostat measured. */
interface DevicePoints {
  /** The sensor; null for a thermostat's own temperature (a thermostat is not a sensor row). */
  sensorId: number | null;
  uuid: string;
  vendor: string;
  sensorType: string;
  ts: number[];
  values: number[];
}

function readingsEvents(b: IngestedBatch): BusEvent[] {
  const points = collect(b.readings.sensorIds, b.readings.ts, b.readings.values);
  const devices: DevicePoints[] = [];
  const statuses: RealtimeEvent[] = [];
  for (const s of b.sensors) {
    const p = points.get(s.id);
    if (!p) continue;
    const { ts, values } = sortByTime(p.ts, p.values);
    devices.push({ sensorId: s.id, uuid: s.uuid, vendor: s.vendor, sensorType: s.sensorType, ts, values });
    // First heard after a silence (or ever): announce ONLINE, unless only old readings arrived.
    const newest = ts[ts.length - 1]!;
    if (s.status === 'ACTIVE' && !recent(s.lastSeenAt, b.now) && recent(newest, b.now)) {
      statuses.push(status(b, s, 'SENSOR', 'ONLINE', newest));
    }
  }
  // A thermostat's temperature is a reading of that device too: screens that show it (the HVAC
  // tiles) follow it live even from a gateway that sends thermostat samples alone.
  const temps = b.samples.temperature;
  if (temps) {
    const ids: number[] = [];
    const ts: string[] = [];
    const values: number[] = [];
    temps.forEach((t, i) => {
      if (t === null || !Number.isFinite(t)) return;
      ids.push(b.samples.thermostatIds[i]!);
      ts.push(b.samples.ts[i]!);
      values.push(t);
    });
    const measured = collect(ids, ts, values);
    for (const t of b.thermostats) {
      const p = measured.get(t.id);
      if (!p) continue;
      const sorted = sortByTime(p.ts, p.values);
      devices.push({ sensorId: null, uuid: t.uuid, vendor: t.vendor, sensorType: 'TEMPERATURE', ...sorted });
    }
  }
  return [...packRows(b, devices), ...statuses];
}

function collect(
  ids: number[],
  ts: string[],
  values: number[],
): Map<number, { ts: number[]; values: number[] }> {
  const points = new Map<number, { ts: number[]; values: number[] }>();
  ids.forEach((id, i) => {
    let p = points.get(id);
    if (!p) {
      p = { ts: [], values: [] };
      points.set(id, p);
    }
    p.ts.push(Date.parse(ts[i]!));
    p.values.push(values[i]!);
  });
  return points;
}

/** READINGS_BATCH events, each under the NOTIFY limit. */
function packRows(b: IngestedBatch, devices: DevicePoints[]): ReadingsBatch[] {
  const batches: ReadingsBatch[] = [];
  let rows: ReadingsRow[] = [];
  let size = 0;
  const flush = () => {
    if (rows.length)
      batches.push({ type: 'READINGS_BATCH', payload: { orgId: b.orgId, siteId: b.siteId, rows } });
    rows = [];
    size = 0;
  };
  for (const d of devices) {
    const head = 20 + Buffer.byteLength(JSON.stringify([d.uuid, d.vendor, d.sensorType]));
    const perRow = Math.max(1, Math.floor((BATCH_BYTES - head) / READING_BYTES));
    // A device with more readings than fit one NOTIFY is split into several rows.
    for (let i = 0; i < d.ts.length; i += perRow) {
      const n = Math.min(perRow, d.ts.length - i);
      if (size + head + n * READING_BYTES > BATCH_BYTES) flush();
      rows.push([d.sensorId, d.uuid, d.vendor, d.sensorType, d.ts.slice(i, i + n), d.values.slice(i, i + n)]);
      size += head + n * READING_BYTES;
    }
  }
  flush();
  return batches;
}

function sortByTime(ts: number[], values: number[]): { ts: number[]; values: number[] } {
  if (ts.every((t, i) => i === 0 || ts[i - 1]! <= t)) return { ts, values };
  const order = ts.map((_, i) => i).sort((x, y) => ts[x]! - ts[y]!);
  return { ts: order.map((i) => ts[i]!), values: order.map((i) => values[i]!) };
}

/** The SENSOR_READINGS events of a batch, one per row; done only where a connection may want them. */
export function expandReadings(batch: ReadingsBatch): RealtimeEvent[] {
  const { orgId, siteId, rows } = batch.payload;
  return rows.map(([sensorId, uuid, vendor, sensorType, ts, values]) => ({
    type: 'SENSOR_READINGS',
    payload: {
      orgId,
      siteId,
      vendor,
      uuid,
      sensorId,
      sensorType,
      readings: ts.map((timestamp, i) => ({ timestamp, value: values[i]! })),
    },
  }));
}

function thermostatEvents(b: IngestedBatch): RealtimeEvent[] {
  const newest = new Map<number, { ts: number; online: boolean }>();
  b.samples.thermostatIds.forEach((id, i) => {
    const ts = Date.parse(b.samples.ts[i]!);
    const cur = newest.get(id);
    if (!cur || ts > cur.ts) newest.set(id, { ts, online: b.samples.online[i]! });
  });
  const out: RealtimeEvent[] = [];
  for (const t of b.thermostats) {
    const n = newest.get(t.id);
    // Only a sample that becomes the thermostat's current state can change it (states move forward).
    if (!n || (t.lastSeenAt && n.ts < t.lastSeenAt.getTime())) continue;
    const wasOnline = t.online && recent(t.lastSeenAt, b.now);
    const isOnline = n.online && recent(n.ts, b.now);
    if (wasOnline !== isOnline) out.push(status(b, t, 'THERMOSTAT', isOnline ? 'ONLINE' : 'OFFLINE', n.ts));
  }
  return out;
}

function status(
  b: IngestedBatch,
  d: { uuid: string; vendor: string },
  deviceType: 'SENSOR' | 'THERMOSTAT',
  state: 'ONLINE' | 'OFFLINE',
  timestamp: number,
): RealtimeEvent {
  return {
    type: 'DEVICE_STATUS',
    payload: {
      orgId: b.orgId,
      siteId: b.siteId,
      vendor: d.vendor,
      uuid: d.uuid,
      deviceType,
      status: state,
      timestamp,
    },
  };
}
