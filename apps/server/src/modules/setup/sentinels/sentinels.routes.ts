import { IdParam } from '@sw/contracts';
import {
  SetupSentinel,
  SetupSentinelCreate,
  SetupSentinelsCreated,
  SetupSentinelsQuery,
  SetupSentinelUpdate,
} from '@sw/contracts/setup';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sentinels } from '../../../db/schema';
import { type AuthContext, requireRole } from '../../identity';
import { updateOrgRow } from '../org-rows';
import { invalidFields, scopedRow, setupErrors, writableSite } from '../setup-access';
import { auditChange, auditedDelete } from '../setup-audit';
import { type Problem, parseParams, type SentinelTypeName } from './sentinel-params';
import { MAX_CREATED, type Planned, planTarget } from './sentinel-targets';
import { getSetupSentinel, listSetupSentinels } from './sentinels.repository';

const tags = ['setup'];

/** A live sentinel on a site the caller administers, else 404 (another organisation's, deleted). */
const adminSentinel = (db: Db, auth: AuthContext, id: number): Promise<SetupSentinel> =>
  scopedRow(auth, 'Sentinel', () => getSetupSentinel(db, auth.orgId, id));

/** The stored params of one new row: the rule's params with the thermostat(s) its target gave. */
function rowParams(type: SentinelTypeName, params: Record<string, unknown>, p: Planned) {
  if (type === 'DEVICE_OFFLINE') {
    const given = (params.thermostatIds as number[] | undefined) ?? [];
    const own = (p.extra.thermostatIds as number[] | undefined) ?? [];
    return { ...params, thermostatIds: [...new Set([...given, ...own])] };
  }
  return { ...params, ...p.extra };
}

/** The parts of params that are the sentinel's target: a change to them is refused, like the type's. */
function targetParamProblems(type: string, before: Record<string, unknown>, sent: Record<string, unknown>) {
  const key =
    type === 'SETPOINT_DEVIATION' ? 'thermostatId' : type === 'DEVICE_OFFLINE' ? 'thermostatIds' : null;
  if (!key || !(key in sent) || JSON.stringify(sent[key]) === JSON.stringify(before[key])) return [];
  return [
    { field: `params.${key}`, message: 'What a sentinel watches does not change: create another sentinel' },
  ];
}

/** Sentinels in setup: list, one, create (one or many at once), edit, delete (ADMIN; docs/setup.md). */
export const setupSentinelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/sentinels',
    {
      schema: {
        tags,
        summary: "The sentinels (incident rules) of the caller's sites as setup edits them (ADMIN)",
        querystring: SetupSentinelsQuery,
        response: { 200: z.array(SetupSentinel), ...setupErrors },
      },
    },
    async (req) => {
      requireRole(req.auth, 'ADMIN');
      return listSetupSentinels(app.db, req.auth, req.query);
    },
  );

  app.get(
    '/api/v1/setup/sentinels/:id',
    {
      schema: {
        tags,
        summary: 'One sentinel as setup edits it (ADMIN of its site)',
        params: IdParam,
        response: { 200: SetupSentinel, ...setupErrors },
      },
    },
    async (req) => adminSentinel(app.db, req.auth, req.params.id),
  );

  app.post(
    '/api/v1/setup/sentinels',
    {
      schema: {
        tags,
        summary:
          'Creates sentinels of one type on a sensor, an equipment item, every equipment item of a type, or a site; the engine runs them at the next readings (ADMIN of the sites)',
        body: SetupSentinelCreate,
        response: { 201: SetupSentinelsCreated, ...setupErrors },
      },
    },
    async (req, reply) => {
      requireRole(req.auth, 'ADMIN');
      const { orgId } = req.auth;
      const type = req.body.sentinelType;
      const plan = await planTarget(app.db, req.auth, req.body);
      const parsed = parseParams(type, req.body.params, 'create');
      const problems: Problem[] = [...plan.problems, ...parsed.problems];
      if (problems.length) throw invalidFields(problems);
      if (plan.planned.length > MAX_CREATED)
        throw invalidFields([
          {
            field: 'target',
            message: `That makes ${plan.planned.length} sentinels; at most ${MAX_CREATED} at once: choose fewer sites`,
          },
        ]);
      const created = await app.db.transaction(async (tx) => {
        const rows = await tx
          .insert(sentinels)
          .values(
            plan.planned.map((p) => ({
              orgId,
              siteId: p.siteId,
              equipmentId: p.equipmentId,
              equipmentIds: p.equipmentId === null ? [] : [p.equipmentId],
              spaceId: p.spaceId,
              sensorIds: p.sensorIds,
              sentinelType: type,
              title: (req.body.title ?? p.title).slice(0, 200),
              description: req.body.description,
              params: rowParams(type, parsed.params, p),
              muted: req.body.muted,
            })),
          )
          .returning({ id: sentinels.id });
        const out: SetupSentinel[] = [];
        for (const { id } of rows) {
          const after = (await getSetupSentinel(tx, orgId, id))!;
          await auditChange(tx, req.auth, {
            action: 'SENTINEL_CREATED',
            targetType: 'SENTINEL',
            targetId: id,
            before: null,
            after,
          });
          out.push(after);
        }
        return out;
      });
      reply.code(201);
      return { sentinels: created, skipped: plan.skipped };
    },
  );

  app.patch(
    '/api/v1/setup/sentinels/:id',
    {
      schema: {
        tags,
        summary:
          "Changes a sentinel's title, description, params (checked again for its type) or muting; its type and target never change (ADMIN of its site)",
        params: IdParam,
        body: SetupSentinelUpdate,
        response: { 200: SetupSentinel, ...setupErrors },
      },
    },
    async (req) => {
      const before = await adminSentinel(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, before.siteId);
      const { orgId } = req.auth;
      const body = req.body;
      const values: Partial<typeof sentinels.$inferInsert> = {};
      if (body.title !== undefined) values.title = body.title;
      if (body.description !== undefined) values.description = body.description;
      if (body.muted !== undefined) values.muted = body.muted;
      if (body.params !== undefined) {
        const fixed = targetParamProblems(before.sentinelType, before.params, body.params);
        const parsed = parseParams(before.sentinelType, { ...before.params, ...body.params }, 'update');
        if (fixed.length || parsed.problems.length) throw invalidFields([...fixed, ...parsed.problems]);
        values.params = parsed.params;
      }
      await app.db.transaction(async (tx) => {
        await updateOrgRow(tx, sentinels, { id: before.id, orgId }, values);
        await auditChange(tx, req.auth, {
          action: 'SENTINEL_UPDATED',
          targetType: 'SENTINEL',
          targetId: before.id,
          before,
          after: await getSetupSentinel(tx, orgId, before.id),
        });
      });
      return (await getSetupSentinel(app.db, orgId, before.id))!;
    },
  );

  app.delete(
    '/api/v1/setup/sentinels/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a sentinel: it raises nothing more; its incidents are kept (ADMIN of its site)',
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      const before = await adminSentinel(app.db, req.auth, req.params.id);
      await auditedDelete(app.db, req.auth, {
        action: 'SENTINEL_DELETED',
        targetType: 'SENTINEL',
        targetId: before.id,
        read: async () => before,
        // Marked deleted, not removed: the incidents it raised still refer to it.
        remove: (tx) =>
          updateOrgRow(tx, sentinels, { id: before.id, orgId: req.auth.orgId }, { deletedAt: sql`now()` }),
      });
      return reply.status(204).send(null);
    },
  );
};
