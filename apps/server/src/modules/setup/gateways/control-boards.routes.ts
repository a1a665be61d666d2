import { IdParam } from '@sw/contracts';
import {
  SetupControlBoard,
  SetupControlBoardCreate,
  SetupControlBoardsQuery,
  SetupControlBoardUpdate,
} from '@sw/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlBoards } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { bodySite, checkSameSite } from '../refs';
import { adminSite, setupErrors, writableSite } from '../setup-access';
import { auditedCreate, auditedDelete, auditedUpdateIn } from '../setup-audit';
import {
  adminControlBoard,
  checkBoardUuid,
  getSetupControlBoard,
  listSetupControlBoards,
} from './control-boards.repository';
import { describeCounts, inUseMeanwhile, lockUuids } from './device-refs';

const tags = ['setup'];

/** Control boards in setup: list per site, create, edit, delete once nothing is paired with them. */
export const controlBoardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/control-boards',
    {
      schema: {
        tags,
        summary:
          "A site's control boards (optionally of one gateway) with their paired sensors (ADMIN of the site)",
        querystring: SetupControlBoardsQuery,
        response: { 200: z.array(SetupControlBoard), ...setupErrors },
      },
    },
    async (req) => {
      await adminSite(app.db, req.auth, req.query.siteId);
      return listSetupControlBoards(app.db, req.auth.orgId, req.query);
    },
  );

  app.get(
    '/api/v1/setup/control-boards/:id',
    {
      schema: {
        tags,
        summary: 'One control board as setup edits it (ADMIN of its site)',
        params: IdParam,
        response: { 200: SetupControlBoard, ...setupErrors },
      },
    },
    async (req) => adminControlBoard(app.db, req.auth, req.params.id),
  );

  app.post(
    '/api/v1/setup/control-boards',
    {
      schema: {
        tags,
        summary: 'Creates a control board on a site, on one of its gateways and spaces (ADMIN of the site)',
        body: SetupControlBoardCreate,
        response: { 201: SetupControlBoard, ...setupErrors },
      },
    },
    async (req, reply) => {
      const { siteId, ...b } = req.body;
      const site = await bodySite(app.db, req.auth, siteId);
      const { orgId } = req.auth;
      await checkSameSite(app.db, orgId, site.id, 'gatewayId', b.gatewayId);
      await checkSameSite(app.db, orgId, site.id, 'spaceId', b.spaceId);
      const { id } = await auditedCreate(app.db, req.auth, {
        action: 'CONTROL_BOARD_CREATED',
        targetType: 'CONTROL_BOARD',
        insert: async (tx) => {
          await lockUuids(tx, 'board', orgId);
          await checkBoardUuid(tx, orgId, b.uuid);
          const [row] = await tx
            .insert(controlBoards)
            .values({ ...b, orgId, siteId: site.id })
            .returning({ id: controlBoards.id });
          return row!.id;
        },
        read: (tx, id) => getSetupControlBoard(tx, orgId, id),
      });
      reply.code(201);
      return (await getSetupControlBoard(app.db, orgId, id))!;
    },
  );

  app.patch(
    '/api/v1/setup/control-boards/:id',
    {
      schema: {
        tags,
        summary:
          "Changes a control board's title, description, gateway, space, uuid, vendor or model (ADMIN of its site)",
        params: IdParam,
        body: SetupControlBoardUpdate,
        response: { 200: SetupControlBoard, ...setupErrors },
      },
    },
    async (req) => {
      const board = await adminControlBoard(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, board.siteId);
      const { orgId } = req.auth;
      const b = req.body;
      await checkSameSite(app.db, orgId, board.siteId, 'gatewayId', b.gatewayId);
      await checkSameSite(app.db, orgId, board.siteId, 'spaceId', b.spaceId);
      await app.db.transaction(async (tx) => {
        if (b.uuid !== undefined) {
          await lockUuids(tx, 'board', orgId);
          await checkBoardUuid(tx, orgId, b.uuid, board.id);
        }
        await auditedUpdateIn(tx, req.auth, {
          action: 'CONTROL_BOARD_UPDATED',
          targetType: 'CONTROL_BOARD',
          targetId: board.id,
          read: (tx) => getSetupControlBoard(tx, orgId, board.id),
          change: (tx) => updateOrgRow(tx, controlBoards, { id: board.id, orgId }, b),
        });
      });
      return (await getSetupControlBoard(app.db, orgId, board.id))!;
    },
  );

  app.delete(
    '/api/v1/setup/control-boards/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a control board with no paired sensor and no scheduler (ADMIN of its site)',
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      const board = await adminControlBoard(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, board.siteId);
      const { orgId } = req.auth;
      const busy = (what: string) =>
        `The control board is in use (${what}): unpair its sensors and delete its schedulers first`;
      try {
        await auditedDelete(app.db, req.auth, {
          action: 'CONTROL_BOARD_DELETED',
          targetType: 'CONTROL_BOARD',
          targetId: board.id,
          read: (tx) => getSetupControlBoard(tx, orgId, board.id),
          remove: async (tx, before) => {
            const what = before
              ? describeCounts(
                  { sensors: before.sensorCount, schedulers: before.schedulerCount },
                  { sensors: ['paired sensor', 'paired sensors'], schedulers: ['scheduler', 'schedulers'] },
                )
              : '';
            if (what) throw new HttpError(409, busy(what));
            await deleteOrgRow(tx, controlBoards, { id: board.id, orgId });
          },
        });
      } catch (err) {
        inUseMeanwhile(err, busy('a sensor or scheduler was just attached'));
      }
      return reply.code(204).send(null);
    },
  );
};
