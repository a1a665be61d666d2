import { IdParam } from '@sw/contracts';
import {
  SetupGateway,
  SetupGatewayCreate,
  SetupGatewaysQuery,
  SetupGatewayUpdate,
  SetupGatewayWithKey,
} from '@sw/contracts/setup';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gateways } from '../../../db/schema';
import { generateApiKey } from '../../../lib/api-keys';
import { HttpError } from '../../../lib/http-errors';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { bodySite, checkSameSite } from '../refs';
import { adminSite, setupErrors, taken, violatedConstraint, writableSite } from '../setup-access';
import { auditChange, auditedCreate, auditedDelete, auditedUpdateIn } from '../setup-audit';
import { controlBoardsRoutes } from './control-boards.routes';
import { describeCounts, inUseMeanwhile, lockUuids } from './device-refs';
import { adminGateway, checkGatewayUuid, getSetupGateway, listSetupGateways } from './gateways.repository';

const tags = ['setup'];

const DEVICE_NAMES: Record<string, [string, string]> = {
  sensors: ['sensor', 'sensors'],
  energyMeters: ['energy meter', 'energy meters'],
  thermostats: ['thermostat', 'thermostats'],
  controlBoards: ['control board', 'control boards'],
};

function uniqueConflict(err: unknown): never {
  const constraint = violatedConstraint(err);
  if (constraint === 'gateways_external_uq')
    throw taken('externalId', 'Another gateway of the organisation has this external id');
  throw err;
}

/**
 * Gateways in setup (docs/setup.md): list per site with last contact and status, create (the API key
 * is answered once), edit, rotate the key, delete once nothing reports through it. Control boards
 * are registered by the same plugin.
 */
export const setupGatewaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/gateways',
    {
      schema: {
        tags,
        summary:
          "A site's gateways with last contact, status, device counts and key prefix (ADMIN of the site)",
        querystring: SetupGatewaysQuery,
        response: { 200: z.array(SetupGateway), ...setupErrors },
      },
    },
    async (req) => {
      await adminSite(app.db, req.auth, req.query.siteId);
      return listSetupGateways(app.db, req.auth.orgId, req.query.siteId);
    },
  );

  app.get(
    '/api/v1/setup/gateways/:id',
    {
      schema: {
        tags,
        summary: 'One gateway as setup edits it (ADMIN of its site)',
        params: IdParam,
        response: { 200: SetupGateway, ...setupErrors },
      },
    },
    async (req) => adminGateway(app.db, req.auth, req.params.id),
  );

  app.post(
    '/api/v1/setup/gateways',
    {
      schema: {
        tags,
        summary:
          'Creates a gateway on a site and answers its API key, once: only its hash is kept (ADMIN of the site)',
        body: SetupGatewayCreate,
        response: { 201: SetupGatewayWithKey, ...setupErrors },
      },
    },
    async (req, reply) => {
      const { siteId, ...b } = req.body;
      const site = await bodySite(app.db, req.auth, siteId);
      const { orgId } = req.auth;
      await checkSameSite(app.db, orgId, site.id, 'networkGroupId', b.networkGroupId);
      const key = generateApiKey();
      try {
        const { id } = await auditedCreate(app.db, req.auth, {
          action: 'GATEWAY_CREATED',
          targetType: 'GATEWAY',
          insert: async (tx) => {
            await lockUuids(tx, 'gateway', orgId);
            await checkGatewayUuid(tx, orgId, b.uuid);
            const [row] = await tx
              .insert(gateways)
              .values({ ...b, orgId, siteId: site.id, apiKeyPrefix: key.prefix, apiKeyHash: key.hash })
              .returning({ id: gateways.id });
            return row!.id;
          },
          read: (tx, id) => getSetupGateway(tx, orgId, id),
        });
        reply.code(201);
        return { ...(await getSetupGateway(app.db, orgId, id))!, apiKey: key.key };
      } catch (err) {
        uniqueConflict(err);
      }
    },
  );

  app.patch(
    '/api/v1/setup/gateways/:id',
    {
      schema: {
        tags,
        summary:
          "Changes a gateway's title, vendor, model, network group or external id; its uuid only while it never connected (ADMIN of its site)",
        params: IdParam,
        body: SetupGatewayUpdate,
        response: { 200: SetupGateway, ...setupErrors },
      },
    },
    async (req) => {
      const gw = await adminGateway(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, gw.siteId);
      const { orgId } = req.auth;
      const b = req.body;
      await checkSameSite(app.db, orgId, gw.siteId, 'networkGroupId', b.networkGroupId);
      // Once connected, the uuid is the device's identity in its own configuration and commands:
      // a replaced device is a new gateway (its sensors move to it), not a renamed one.
      if (b.uuid !== undefined && b.uuid !== gw.uuid && gw.status !== 'NEVER_CONNECTED')
        throw taken('uuid', 'The gateway has connected, so its uuid no longer changes: create a new gateway');
      try {
        await app.db.transaction(async (tx) => {
          if (b.uuid !== undefined) {
            await lockUuids(tx, 'gateway', orgId);
            await checkGatewayUuid(tx, orgId, b.uuid, gw.id);
          }
          await auditedUpdateIn(tx, req.auth, {
            action: 'GATEWAY_UPDATED',
            targetType: 'GATEWAY',
            targetId: gw.id,
            read: (tx) => getSetupGateway(tx, orgId, gw.id),
            change: (tx) => updateOrgRow(tx, gateways, { id: gw.id, orgId }, b),
          });
        });
      } catch (err) {
        uniqueConflict(err);
      }
      return (await getSetupGateway(app.db, orgId, gw.id))!;
    },
  );

  app.post(
    '/api/v1/setup/gateways/:id/api-key',
    {
      schema: {
        tags,
        summary:
          "Replaces a gateway's API key: the old key stops working at once, the new one is answered once (ADMIN of its site)",
        params: IdParam,
        response: { 201: SetupGatewayWithKey, ...setupErrors },
      },
    },
    async (req, reply) => {
      const gw = await adminGateway(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, gw.siteId);
      const { orgId } = req.auth;
      const key = generateApiKey();
      await app.db.transaction(async (tx) => {
        await tx
          .update(gateways)
          .set({ apiKeyPrefix: key.prefix, apiKeyHash: key.hash })
          .where(and(eq(gateways.id, gw.id), eq(gateways.orgId, orgId)));
        // The audit shows the key prefixes before and after, never a key or its hash.
        await auditChange(tx, req.auth, {
          action: 'GATEWAY_API_KEY_ROTATED',
          targetType: 'GATEWAY',
          targetId: gw.id,
          before: gw,
          after: await getSetupGateway(tx, orgId, gw.id),
        });
      });
      reply.code(201);
      return { ...(await getSetupGateway(app.db, orgId, gw.id))!, apiKey: key.key };
    },
  );

  app.delete(
    '/api/v1/setup/gateways/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a gateway through which no device reports any more (ADMIN of its site)',
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      const gw = await adminGateway(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, gw.siteId);
      const { orgId } = req.auth;
      const busy = (counts: string) =>
        `Devices report through this gateway (${counts}): move them to another gateway or delete them first`;
      try {
        await auditedDelete(app.db, req.auth, {
          action: 'GATEWAY_DELETED',
          targetType: 'GATEWAY',
          targetId: gw.id,
          read: (tx) => getSetupGateway(tx, orgId, gw.id),
          remove: async (tx, before) => {
            const counts = before ? describeCounts(before.counts, DEVICE_NAMES) : '';
            if (counts) throw new HttpError(409, busy(counts));
            await deleteOrgRow(tx, gateways, { id: gw.id, orgId });
          },
        });
      } catch (err) {
        inUseMeanwhile(err, busy('a device was just attached'));
      }
      return reply.code(204).send(null);
    },
  );

  await controlBoardsRoutes(app, {});
};
