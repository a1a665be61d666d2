import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors';
import type { AuthContext } from '../modules/identity';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (sign-in, health). */
    public?: boolean;
    /** Authenticated by a gateway API key instead of a user token. */
    gateway?: boolean;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/** Every route in this scope needs a valid bearer token unless it says it is public. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (cfg?.public || cfg?.gateway) return;
    if (!req.routeOptions.url) return; // unknown route: the not-found handler answers
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    req.auth = await app.services.identity.authenticate(token);
  });
}
