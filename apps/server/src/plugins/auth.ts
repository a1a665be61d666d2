import { READ_ONLY_ACCESS } from '@sw/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../lib/http-errors';
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
    /**
     * A non-GET call that changes nothing of the organisation's data (the caller's own session and
     * state, a read sent as POST): allowed to read-only callers.
     */
    readOnlySafe?: boolean;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const readOnlyAccess = () =>
  new HttpError(
    403,
    'Read-only access: internal staff switched into this organisation without a membership can look but not change anything.',
    undefined,
    READ_ONLY_ACCESS,
  );

/**
 * Every route in this scope needs a valid bearer token unless it says it is public. Read-only callers
 * (internal staff switched in without a membership) get 403 on every write, here in one place, before
 * any route runs.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (cfg?.public || cfg?.gateway) return;
    if (!req.routeOptions.url) return; // unknown route: the not-found handler answers
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    req.auth = await app.services.identity.authenticate(token);
    if (req.auth.readOnly && !READS.has(req.method) && !cfg?.readOnlySafe) throw readOnlyAccess();
  });
}
