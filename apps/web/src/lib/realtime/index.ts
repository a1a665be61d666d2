import type { SubscribeRequest } from '@sw/contracts';
import { useEffect, useRef } from 'react';
import { getToken } from '../session';
import { endpointUrl, STOMP_PATH, STREAM_PATH } from './config';
import { RealtimeClient, type RealtimeListener } from './stomp-client';
import { StreamManager, type StreamOptions } from './stream';

export { reconnectDelay } from './config';
export { type RealtimeState, useRealtimeState } from './state';
export type { RealtimeListener } from './stomp-client';

let client: RealtimeClient | null = null;

/** The app's one STOMP connection (same origin, B-002), created on first use. */
export function getRealtimeClient(): RealtimeClient {
  client ??= new RealtimeClient({ brokerURL: endpointUrl(STOMP_PATH, window.location), getToken });
  return client;
}

/** Ends the connection (sign-out); the next subscription starts a new one. */
export async function stopRealtime(): Promise<void> {
  const c = client;
  client = null;
  await c?.stop();
}

/** A plain stream for the page's origin; call start() and stop() with the component that needs it. */
export function createStream(onEvent: StreamOptions['onEvent']): StreamManager {
  return new StreamManager({ url: endpointUrl(STREAM_PATH, window.location), getToken, onEvent });
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
