import { ErrorResponse, GatewayApiKey, IdParam } from '@sw/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gateways } from '../../db/schema';
import { generateApiKey } from '../../lib/api-keys';
import { notFound } from '../../lib/http-errors';
import { audit, requireRole } from '../identity';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * How a real gateway gets its ingestion key: an administrator issues one (replacing the previous
 * key at once); the key is shown in this answer only, its hash is stored, and the act is audited.
 */
export const gatewayKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/gateways/:id/api-key',
    {
      schema: {
        tags: ['ingestion'],
        summary: 'Issues a new ingestion API key for a gateway, revoking the previous one (ADMIN)',
        params: IdParam,
        response: { 201: GatewayApiKey, ...errors },
      },
    },
    async (req, reply) => {
      requireRole(req.auth, 'ADMIN');
      const { orgId, siteScope } = req.auth;
      const [gw] = await app.db
        .select({ id: gateways.id, siteId: gateways.siteId, uuid: gateways.uuid, title: gateways.title })
        .from(gateways)
        .where(and(eq(gateways.id, req.params.id), eq(gateways.orgId, orgId)));
      // Another organisation's gateway, or one outside the caller's sites, answers like a missing one.
      if (!gw || (siteScope !== 'ALL' && !siteScope.includes(gw.siteId))) throw notFound('Gateway');
      const key = generateApiKey();
      await app.db
        .update(gateways)
        .set({ apiKeyPrefix: key.prefix, apiKeyHash: key.hash })
        .where(and(eq(gateways.id, gw.id), eq(gateways.orgId, orgId)));
      await audit(app.db, {
        orgId,
        userId: req.auth.userId,
        action: 'GATEWAY_API_KEY_ISSUED',
        targetType: 'GATEWAY',
        targetId: gw.id,
      });
      reply.code(201);
      return { gatewayId: gw.id, siteId: gw.siteId, uuid: gw.uuid, title: gw.title, apiKey: key.key };
    },
  );
};
