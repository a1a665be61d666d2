import type { SubscribeRequest } from '@sw/contracts';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { getToken } from '../session';
import { endpointUrl, STOMP_PATH, STREAM_PATH } from './config';
import { emitLiveEvent } from './live-events';
import { type LiveDevice, liveStore } from './live-store';
import { RealtimeClient, type RealtimeListener } from './stomp-client';
import { StreamManager, type StreamOptions } from './stream';

export { reconnectDelay } from './config';
export type { LiveDevice, LiveReading, LiveStatus } from './live-store';
export { type RealtimeState, useRealtimeState } from './state';
export type { RealtimeListener } from './stomp-client';
export { LIVE_REFRESH_MS, type LiveSites, reportsFrom, useLiveRefresh } from './use-live-refresh';

let client: RealtimeClient | null = null;
let stream: StreamManager | null = null;

/** The app's one STOMP connection (same origin, B-002), created on first use. */
export function getRealtimeClient(): RealtimeClient {
  client ??= new RealtimeClient({ brokerURL: endpointUrl(STOMP_PATH, window.location), getToken });
  return client;
}

/** A plain stream for the page's origin; call start() and stop() with the component that needs it. */
export function createStream(onEvent: StreamOptions['onEvent']): StreamManager {
  return new StreamManager({ url: endpointUrl(STREAM_PATH, window.location), getToken, onEvent });
}

/**
 * Opens both real-time transports for the signed-in session (called once the user is signed in): the
 * STOMP connection, and the plain stream (B-019 … B-021) whose events feed the live store. Both read
 * the token before every (re)connect. Calling it again while running changes nothing.
 */
export function startRealtime(): void {
  getRealtimeClient().start();
  stream ??= createStream((event) => {
    liveStore.apply(event);
    emitLiveEvent(event);
  });
  stream.start();
}

/**
 * Ends both connections and forgets the live values (the signed-in frame has gone, e.g. after a
 * rejected token); the next start opens new ones. Sign-out itself reloads the page.
 */
export async function stopRealtime(): Promise<void> {
  const c = client;
  client = null;
  stream?.stop();
  stream = null;
  liveStore.clear();
  await c?.stop();
}

/**
 * Follows one device, job or equipment/space while the component is mounted; `null` follows nothing.
 * The listener may change between renders without resubscribing.
 */
export function useRealtimeSubscription(request: SubscribeRequest | null, listener: RealtimeListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  const key = request ? JSON.stringify(request) : null;
  useEffect(() => {
    if (!key) return;
    const c = getRealtimeClient();
    c.start();
    return c.subscribe(JSON.parse(key) as SubscribeRequest, (e) => latest.current(e));
  }, [key]);
}

const applyToStore: RealtimeListener = (event) => {
  liveStore.apply(event);
};

/**
 * The live status and newest reading of one device (uuid + vendor) while the component is mounted:
 * it follows the device's DEVICE_STATUS and SENSOR_READINGS topics, and also shows what the plain
 * stream has said about it. Values only move forward in time (B-017, B-018). Undefined until the
 * first message; nothing is followed while uuid and vendor are both missing (one alone is warned
 * about, spec 1 §5).
 */
export function useLiveDevice(
  uuid: string | null | undefined,
  vendor: string | null | undefined,
): LiveDevice | undefined {
  const watched = Boolean(uuid || vendor);
  const ids = { uuid: uuid ?? undefined, vendor: vendor ?? undefined };
  useRealtimeSubscription(watched ? { channel: 'DEVICE_STATUS', ...ids } : null, applyToStore);
  useRealtimeSubscription(watched ? { channel: 'SENSOR_READINGS', ...ids } : null, applyToStore);
  const subscribe = useCallback(
    (onChange: () => void) => (uuid && vendor ? liveStore.subscribe(uuid, vendor, onChange) : () => {}),
    [uuid, vendor],
  );
  const snapshot = () => (uuid && vendor ? liveStore.get(uuid, vendor) : undefined);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
