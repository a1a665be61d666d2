import { STOMP_HEARTBEAT_INCOMING_MS, STOMP_HEARTBEAT_OUTGOING_MS } from '@sw/contracts/constants';

// Spec 1 §9 constants (B-004, B-005, B-021) and the endpoints (B-002: same origin as the app).

export const RECONNECT_FIRST_DELAY_MS = 500;
export const RECONNECT_MAX_DELAY_MS = 30_000;
export const HEARTBEAT_INCOMING_MS = STOMP_HEARTBEAT_INCOMING_MS;
export const HEARTBEAT_OUTGOING_MS = STOMP_HEARTBEAT_OUTGOING_MS;
/** The plain stream is checked this often and re-created when it is not open. */
export const STREAM_CHECK_MS = 5_000;
/** The plain stream sends a PING every this many checks (20 s), well inside the server's 60 s. */
export const STREAM_PING_EVERY_CHECKS = 4;

export const STOMP_PATH = '/ws/stomp';
export const STREAM_PATH = '/ws/stream';

/** ws(s)://host/path for the page's origin. */
export function endpointUrl(path: string, loc: Pick<Location, 'protocol' | 'host'>): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${path}`;
}

/**
 * The wait before reconnect attempt n (1-based) after a drop: 500 ms doubled per attempt, capped at
 * 30 s, starting again at 500 ms after a successful connection. @stomp/stompjs's EXPONENTIAL mode is
 * configured to produce exactly this (checked against the real client in stomp-client.test.ts).
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_DELAY_MS);
}
