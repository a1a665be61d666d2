import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { createAccess } from './access';
import { Hub } from './hub';
import type { RealtimeDeps } from './socket';
import { StompSession } from './stomp-session';
import { StreamSession } from './stream-session';

export { ingestEvents } from './ingest-events';

export const STOMP_PATH = '/ws/stomp';
export const STREAM_PATH = '/ws/stream';
/** Frames and stream messages are small; a bigger WebSocket message is refused by ws (close 1009). */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/**
 * The real-time endpoints (B.1–B.3, I-025 … I-030). Both are public at the HTTP level: STOMP
 * authenticates in its CONNECT frame and the stream with its token, not at the upgrade. Routes stay
 * out of the OpenAPI document (@fastify/websocket hides them). Events reach this process's
 * connections through the event bus, whichever process published them.
 */
export async function registerRealtime(api: FastifyInstance, services: Services): Promise<void> {
  const hub = new Hub(services.events);
  const unsubscribe = services.events.subscribe((event) => hub.dispatch(event));
  // SESSION_REVOKED (published by app.ts when identity ends a user's sessions) closes their sockets.
  api.addHook('preClose', async () => {
    unsubscribe();
    hub.shutdown();
  });

  // A scope of its own, so that the websocket plugin's hooks wrap these two routes only.
  await api.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });
    const deps: RealtimeDeps = {
      // Sockets live for hours: admitted and re-checked on the database, never on a reused answer.
      authenticate: (token) => services.identity.authenticate(token, { fresh: true }),
      authorize: createAccess(api.database),
      hub,
    };
    // logLevel warn: the stream's `?token=` must not reach the request log.
    const route = { websocket: true, config: { public: true }, logLevel: 'warn' } as const;
    scope.get(STOMP_PATH, route, (socket, req) => {
      new StompSession(socket, deps, req.log);
    });
    scope.get(STREAM_PATH, route, (socket, req) => {
      const token = (req.query as Record<string, unknown> | undefined)?.token;
      new StreamSession(socket, deps, req.log, typeof token === 'string' ? token : null);
    });
  });
}
