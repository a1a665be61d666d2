import { ErrorResponse, IngestBatch, IngestResult } from '@sw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { apiKeyMatches, parseApiKey } from '../../lib/api-keys';
import { HttpError, unauthorized } from '../../lib/http-errors';
import type { GatewayPrincipal } from './telemetry.types';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on gateway routes once the API key has been verified. */
    gateway: GatewayPrincipal | null;
  }
}

/** The key from `x-api-key: <key>` or `Authorization: ApiKey <key>`. */
export function apiKeyOf(req: FastifyRequest): string | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const m = /^ApiKey\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m ? m[1]! : null;
}

/** Resolves a gateway API key to its gateway; null when the key is malformed, unknown or wrong. */
export async function authenticateGateway(
  database: Database,
  key: string,
): Promise<(GatewayPrincipal & { siteArchived: boolean }) | null> {
  const parsed = parseApiKey(key);
  if (!parsed) return null;
  const [row] = await database.query<{
    id: number;
    org_id: number;
    site_id: number;
    api_key_hash: string;
    archived: boolean;
  }>(
    `select g.id, g.org_id, g.site_id, g.api_key_hash, s.archived_at is not null as archived
       from gateways g join sites s on s.id = g.site_id where g.api_key_prefix = $1`,
    [parsed.prefix],
  );
  // The prefix only finds the row; the whole key is compared in constant time against its hash.
  if (!row || !apiKeyMatches(key, row.api_key_hash)) return null;
  return { gatewayId: row.id, orgId: row.org_id, siteId: row.site_id, siteArchived: row.archived };
}

export const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('gateway', null);

  app.post(
    '/api/v1/ingest/readings',
    {
      config: { gateway: true, nulPerItem: true },
      // Authenticate before the body is validated, so a caller without a key learns nothing else.
      onRequest: async (req) => {
        const key = apiKeyOf(req);
        if (!key) throw unauthorized('Missing gateway API key (x-api-key header)');
        const gw = await authenticateGateway(app.database, key);
        if (!gw) throw unauthorized('Invalid gateway API key');
        // Setup archived the site: its history stays as it is (restore the site to take readings again).
        if (gw.siteArchived)
          throw new HttpError(403, "The gateway's site is archived: its readings are not taken");
        req.gateway = { gatewayId: gw.gatewayId, orgId: gw.orgId, siteId: gw.siteId };
      },
      schema: {
        tags: ['ingestion'],
        summary: 'Readings and thermostat samples from a gateway (API key); at most 5000 of each',
        security: [{ apiKey: [] }],
        body: IngestBatch,
        response: { 200: IngestResult, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (req) => app.services.telemetry.ingest(req.gateway!, req.body),
  );
};
