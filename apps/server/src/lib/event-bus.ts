import crypto from 'node:crypto';
import type { RealtimeEvent } from '@sw/contracts';
import type { Database, Unlisten } from '../db/client';
import { INTEREST_REFRESH_MS, InterestTable } from './event-interest';

/**
 * Ends a user's open real-time connections in every organisation (identity publishes it when the
 * user's token version moves: password change, suspension), or only those of one token when
 * `tokenId` is set (logout). orgId is the user's home organisation.
 */
export interface SessionRevoked {
  type: 'SESSION_REVOKED';
  payload: { orgId: number; userId: number; tokenId?: string };
}

/**
 * A device's readings in a batch: sensor id (null for a thermostat's own temperature), uuid, vendor,
 * sensor type, instants (epoch ms, ascending), values.
 */
export type ReadingsRow = [number | null, string, string, string, number[], number[]];

/**
 * An ingested batch's readings, compact: the bus carries a third of the bytes of one SENSOR_READINGS
 * event per sensor, and a process expands it only for organisations it has connections of.
 */
export interface ReadingsBatch {
  type: 'READINGS_BATCH';
  payload: { orgId: number; siteId: number; rows: ReadingsRow[] };
}

/** Everything that travels on the bus; each event carries its organisation for authorised fan-out. */
export type BusEvent = RealtimeEvent | SessionRevoked | ReadingsBatch;
export type BusHandler = (event: BusEvent) => void;

export interface EventBus {
  /**
   * Delivers to this process's handlers at once and to every other process through NOTIFY.
   * Never rejects: a failed NOTIFY is logged (real-time delivery is best effort).
   */
  publish(events: BusEvent | readonly BusEvent[]): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  /**
   * Declares that this process has live connections for an organisation (the real-time hub calls it
   * for the first connection of an organisation, and unwatch for the last). Resolves once announced.
   */
  watch(orgId: number): Promise<void>;
  unwatch(orgId: number): Promise<void>;
  /**
   * Whether any process watches the organisation. High-volume publishers (telemetry) skip building
   * events nobody can receive, so unwatched ingestion costs nothing.
   */
  isWatched(orgId: number): boolean;
  /** Starts listening; resolves after the first attempt (it keeps retrying in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export const EVENT_CHANNEL = 'sitewatch_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin for the envelope. */
export const MAX_NOTIFY_BYTES = 7900;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * One NOTIFY payload: the sending bus (to skip its own echo) and either events with a sequence number,
 * or an interest message: watch / unwatch organisations, or query (everyone repeats its list).
 */
type Packet =
  | { s: string; n: number; e: BusEvent[] }
  | { s: string; c: 'watch' | 'unwatch' | 'query'; o: number[] };

/**
 * Packs serialised events into payloads below `max` bytes, in order. An event too large on its own
 * is returned in `dropped` (publishers split big batches; see the SENSOR_READINGS chunking).
 */
export function packEvents(
  src: string,
  firstSeq: number,
  events: readonly BusEvent[],
  max = MAX_NOTIFY_BYTES,
): { payloads: string[]; dropped: BusEvent[] } {
  const payloads: string[] = [];
  const dropped: BusEvent[] = [];
  let seq = firstSeq;
  const head = () => `{"s":${JSON.stringify(src)},"n":${seq},"e":[`;
  let parts: string[] = [];
  let size = 0;
  const flush = () => {
    if (!parts.length) return;
    payloads.push(`${head()}${parts.join(',')}]}`);
    seq++;
    parts = [];
    size = 0;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json);
    const overhead = Buffer.byteLength(head()) + 2;
    if (bytes + overhead > max) {
      dropped.push(event);
      continue;
    }
    if (size + bytes + overhead + parts.length > max) flush();
    parts.push(json);
    size += bytes;
  }
  flush();
  return { payloads, dropped };
}

function isPacket(v: unknown): v is Packet {
  if (!v || typeof v !== 'object') return false;
  const p = v as { s?: unknown; e?: unknown; c?: unknown; o?: unknown };
  if (typeof p.s !== 'string') return false;
  if (Array.isArray(p.e)) return true;
  return (
    (p.c === 'watch' || p.c === 'unwatch' || p.c === 'query') &&
    Array.isArray(p.o) &&
    p.o.every((x) => Number.isInteger(x))
  );
}

function isBusEvent(v: unknown): v is BusEvent {
  if (!v || typeof v !== 'object') return false;
  const e = v as { type?: unknown; payload?: unknown };
  const payload = e.payload as { orgId?: unknown } | null;
  return (
    typeof e.type === 'string' && !!payload && typeof payload === 'object' && Number.isInteger(payload.orgId)
  );
}

/**
 * The buses of this process per PGlite database. PGlite is embedded in one process, so its NOTIFY can
 * only reach buses here: when a bus is alone on its PGlite database, NOTIFY is skipped (it cost about
 * as much as the ingest it announced). PostgreSQL always gets the NOTIFY: other processes listen.
 */
const pgliteBuses = new WeakMap<Database, Set<string>>();

export function createEventBus(database: Database, log: Logger, channel = EVENT_CHANNEL): EventBus {
  const src = crypto.randomUUID();
  // Our own notifications come back to our listener: recognised by their first bytes, never parsed.
  const ownPrefix = `{"s":${JSON.stringify(src)},`;
  const peers = database.kind === 'pglite' ? (pgliteBuses.get(database) ?? new Set<string>()) : null;
  if (peers) {
    peers.add(src);
    pgliteBuses.set(database, peers);
  }
  // Whether a NOTIFY can reach another bus: always on PostgreSQL; on PGlite only a bus of this process.
  const hasPeers = () => !peers || peers.size > 1;
  const interest = new InterestTable();
  const handlers = new Set<BusHandler>();
  let seq = 0;
  let unlisten: Unlisten | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = RETRY_MIN_MS;
  let closed = false;

  const deliver = (event: BusEvent) => {
    for (const h of handlers) {
      try {
        h(event);
      } catch (err) {
        log.error({ err, type: event.type }, 'event handler failed');
      }
    }
  };

  const onPayload = (payload: string) => {
    if (payload.startsWith(ownPrefix)) return; // already delivered locally when published
    let packet: unknown;
    try {
      packet = JSON.parse(payload);
    } catch (err) {
      log.warn({ err }, 'unreadable event notification ignored');
      return;
    }
    if (!isPacket(packet) || packet.s === src) return;
    if ('e' in packet) {
      for (const event of packet.e) if (isBusEvent(event)) deliver(event);
    } else if (packet.c === 'watch') interest.watchRemote(packet.s, packet.o);
    else if (packet.c === 'unwatch') interest.unwatchRemote(packet.s, packet.o);
    else void announce('watch', interest.localOrgs());
  };

  // Every NOTIFY of this bus goes through one chain: pool connections would otherwise commit them
  // in any order (an unwatch overtaking the watch before it, a device's OFFLINE its ONLINE).
  let chain: Promise<void> = Promise.resolve();
  const notify = (payloads: string[], what: string): Promise<void> => {
    const run = async () => {
      try {
        // One statement for every chunk: delivered in order, when this statement commits.
        await database.query(
          'select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, i) order by i',
          [channel, payloads],
        );
      } catch (err) {
        log.error({ err }, `${what} NOTIFY failed`);
      }
    };
    chain = chain.then(run);
    return chain;
  };

  /** Sends an interest message; a watch list is split so that each NOTIFY stays small. */
  const announce = async (c: 'watch' | 'unwatch' | 'query', orgs: number[]): Promise<void> => {
    if (closed || !hasPeers() || (c !== 'query' && !orgs.length)) return;
    const payloads: string[] = [];
    for (let i = 0; i === 0 || i < orgs.length; i += 500) {
      payloads.push(JSON.stringify({ s: src, c, o: orgs.slice(i, i + 500) }));
    }
    await notify(payloads, 'interest');
  };
  const refresh = setInterval(() => void announce('watch', interest.localOrgs()), INTEREST_REFRESH_MS);
  refresh.unref();

  const listen = async (): Promise<void> => {
    if (closed) return;
    try {
      const stop = await database.listen(channel, onPayload, (err) => {
        unlisten = null;
        log.warn({ err }, 'event bus listener lost; reconnecting');
        scheduleListen();
      });
      if (closed) {
        await stop();
        return;
      }
      unlisten = stop;
      retryDelay = RETRY_MIN_MS;
      // Learn who watches what (and tell, in case we were forgotten while away).
      await announce('query', []);
      await announce('watch', interest.localOrgs());
    } catch (err) {
      log.error({ err }, 'event bus could not listen; retrying');
      scheduleListen();
    }
  };

  // Notifications sent while the listener is down are lost: real-time is best effort, and clients
  // catch up through the HTTP API.
  const scheduleListen = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void listen();
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  return {
    async publish(input) {
      const events: readonly BusEvent[] = Array.isArray(input) ? input : [input as BusEvent];
      if (!events.length || closed) return;
      for (const e of events) deliver(e);
      if (!hasPeers()) return;
      const { payloads, dropped } = packEvents(src, seq, events);
      seq += payloads.length;
      for (const e of dropped)
        log.error({ type: e.type }, 'event too large for NOTIFY; not sent to other processes');
      if (payloads.length) await notify(payloads, 'event');
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async watch(orgId) {
      interest.watchLocal(orgId);
      await announce('watch', [orgId]);
    },
    async unwatch(orgId) {
      interest.unwatchLocal(orgId);
      await announce('unwatch', [orgId]);
    },
    isWatched: (orgId) => interest.isWatched(orgId),
    start: listen,
    async close() {
      await announce('unwatch', interest.localOrgs());
      closed = true;
      clearInterval(refresh);
      peers?.delete(src);
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      handlers.clear();
      const stop = unlisten;
      unlisten = null;
      if (stop) await stop();
    },
  };
}
