import type { WebSocket } from 'ws';
import type { AuthorizeInterest } from './access';
import type { Hub } from './hub';
import type { Authenticate } from './live-auth';

/** What a connection needs from the server; one set per process. */
export interface RealtimeDeps {
  authenticate: Authenticate;
  authorize: AuthorizeInterest;
  hub: Hub;
  /** The STOMP heart-beat offer [can send every, wants every] in ms; tests shorten it. */
  heartBeat?: [number, number];
}

/** A client that reads slower than events arrive is dropped rather than buffered without bound. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Time to authenticate after the socket opens. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Subscriptions per connection; a page needs tens. */
export const MAX_SUBSCRIPTIONS = 1_000;

// WebSocket close codes: 1000 normal, 1001 going away, 1002 protocol error, 1008 policy (auth),
// 1009 too big, 1011 server error.
/** 1013 (Try Again Later): the database is away; the client reconnects with its usual backoff. */
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  protocol: 1002,
  policy: 1008,
  server: 1011,
  tryAgain: 1013,
} as const;
export const UNAVAILABLE = 'Service temporarily unavailable';

/** A close reason ws accepts: printable ASCII, at most 123 bytes. */
export function closeReason(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?').slice(0, 120);
}

export function send(ws: WebSocket, data: string): boolean {
  if (ws.readyState !== ws.OPEN) return false;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    ws.terminate();
    return false;
  }
  ws.send(data);
  return true;
}

/** Incoming WebSocket data as one Buffer (ws hands over a Buffer, an ArrayBuffer or fragments). */
export function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
