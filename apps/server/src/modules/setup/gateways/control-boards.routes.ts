import { ErrorResponse, IdParam } from '@sw/contracts';
import {
  SetupControlBoard,
  SetupControlBoardCreate,
  SetupControlBoardsQuery,
  SetupControlBoardUpdate,
} from '@sw/contracts/setup';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlBoards } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { adminSite, writableSite } from '../setup-access';
import { auditChange } from '../setup-audit';
import {
  adminControlBoard,
  checkBoardUuid,
  getSetupControlBoard,
  listSetupControlBoards,
} from './control-boards.repository';
import { bodySite, checkSameSite, describeCounts, inUseMeanwhile, lockUuids } from './device-refs';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
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
        response: { 200: z.array(SetupControlBoard), ...errors },
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
        response: { 200: SetupControlBoard, ...errors },
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
        response: { 201: SetupControlBoard, ...errors },
      },
    },
    async (req, reply) => {
      const { siteId, ...b } = req.body;
      const site = await bodySite(app.db, req.auth, siteId);
      const { orgId } = req.auth;
      await checkSameSite(app.db, orgId, site.id, 'gatewayId', b.gatewayId);
      await checkSameSite(app.db, orgId, site.id, 'spaceId', b.spaceId);
      const id = await app.db.transaction(async (tx) => {
        await lockUuids(tx, 'board', orgId);
        await checkBoardUuid(tx, orgId, b.uuid);
        const [row] = await tx
          .insert(controlBoards)
          .values({ ...b, orgId, siteId: site.id })
          .returning({ id: controlBoards.id });
        await auditChange(tx, req.auth, {
          action: 'CONTROL_BOARD_CREATED',
          targetType: 'CONTROL_BOARD',
          targetId: row!.id,
          before: null,
          after: await getSetupControlBoard(tx, orgId, row!.id),
        });
        return row!.id;
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
        response: { 200: SetupControlBoard, ...errors },
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
        const before = await getSetupControlBoard(tx, orgId, board.id);
        if (Object.keys(b).length)
          await tx
            .update(controlBoards)
            .set(b)
            .where(and(eq(controlBoards.id, board.id), eq(controlBoards.orgId, orgId)));
        await auditChange(tx, req.auth, {
          action: 'CONTROL_BOARD_UPDATED',
          targetType: 'CONTROL_BOARD',
          targetId: board.id,
          before,
          after: await getSetupControlBoard(tx, orgId, board.id),
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
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const board = await adminControlBoard(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, board.siteId);
      const { orgId } = req.auth;
      const busy = (what: string) =>
        `The control board is in use (${what}): unpair its sensors and delete its schedulers first`;
      try {
        await app.db.transaction(async (tx) => {
          const before = await getSetupControlBoard(tx, orgId, board.id);
          const what = before
            ? describeCounts(
                { sensors: before.sensorCount, schedulers: before.schedulerCount },
                { sensors: ['paired sensor', 'paired sensors'], schedulers: ['scheduler', 'schedulers'] },
              )
            : '';
          if (what) throw new HttpError(409, busy(what));
          await tx
            .delete(controlBoards)
            .where(and(eq(controlBoards.id, board.id), eq(controlBoards.orgId, orgId)));
          await auditChange(tx, req.auth, {
            action: 'CONTROL_BOARD_DELETED',
            targetType: 'CONTROL_BOARD',
            targetId: board.id,
            before,
            after: null,
          });
        });
      } catch (err) {
        inUseMeanwhile(err, busy('a sensor or scheduler was just attached'));
      }
      return reply.code(204).send(null);
    },
  );
};
