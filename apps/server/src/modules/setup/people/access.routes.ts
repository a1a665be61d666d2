import { IdParam } from '@sw/contracts';
import { SetupAccessCreate, SetupAccessQuery, SetupAccessResource } from '@sw/contracts/setup';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { accessResources, groupMembers, groups, siteGroups, sites, users } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { deleteOrgRow } from '../org-rows';
import { invalidFields, requireOrgAdmin, setupErrors, taken } from '../setup-access';
import { auditedCreate, auditedDelete } from '../setup-audit';
import { keepCallerAdmin } from './admin-guards';
import { getAccess, listAccess } from './people.repository';

const tags = ['setup'];

type Subject = { userId: number | null; groupId: number | null };

/** The resource must be the organisation itself, one of its sites or one of its site groups. */
async function resourceExists(db: Db, orgId: number, type: string, id: number): Promise<boolean> {
  if (type === 'ORGANIZATION') return id === orgId;
  const table = type === 'SITE' ? sites : siteGroups;
  return (await db.$count(table, and(eq(table.id, id), eq(table.orgId, orgId)))) > 0;
}

/** The users an access resource reaches: its user, or its group's members. */
async function reached(db: Db, orgId: number, s: Subject): Promise<number[]> {
  if (s.userId !== null) return [s.userId];
  const rows = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.orgId, orgId), eq(groupMembers.groupId, s.groupId!)));
  return rows.map((r) => r.id);
}

/**
 * Access resources in setup (ADMIN of the whole organisation): a role on the organisation, a site or
 * a site group, for a user or a group. With no global role, a user's effective role is the best of
 * these (their own and their groups'), on the sites they cover.
 */
export const setupAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const forget = (ids: number[]) => {
    for (const id of ids) app.services.identity.forgetUser(id);
  };

  app.get(
    '/api/v1/setup/access',
    {
      schema: {
        tags,
        summary:
          "The organisation's access resources, or one user's own or one group's (ADMIN of the whole organisation)",
        querystring: SetupAccessQuery,
        response: { 200: z.array(SetupAccessResource), ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const { userId, groupId } = req.query;
      const conds: SQL[] = [];
      if (userId !== undefined) {
        if (!(await app.db.$count(users, and(eq(users.id, userId), eq(users.orgId, orgId)))))
          throw notFound('User');
        conds.push(eq(accessResources.userId, userId));
      }
      if (groupId !== undefined) {
        if (!(await app.db.$count(groups, and(eq(groups.id, groupId), eq(groups.orgId, orgId)))))
          throw notFound('Group');
        conds.push(eq(accessResources.groupId, groupId));
      }
      return listAccess(app.db, orgId, and(...conds));
    },
  );

  app.post(
    '/api/v1/setup/access',
    {
      schema: {
        tags,
        summary:
          'Gives a user or a group a role on the organisation, a site or a site group (ADMIN of the whole organisation)',
        description:
          'userId xor groupId. resourceId: the organisation itself (ORGANIZATION), one of its sites (SITE) or site groups (SITE_GROUP). 409 when the same user or group already has access to that resource.',
        body: SetupAccessCreate,
        response: { 201: SetupAccessResource, ...setupErrors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const b = req.body;
      const problems: { field: string; message: string }[] = [];
      if (!(await resourceExists(app.db, orgId, b.resourceType, b.resourceId)))
        problems.push({
          field: 'resourceId',
          message: `Unknown ${b.resourceType.toLowerCase().replace('_', ' ')}`,
        });
      const { after: created } = await auditedCreate(app.db, req.auth, {
        action: 'ACCESS_CREATED',
        targetType: 'ACCESS_RESOURCE',
        insert: async (tx) => {
          // The user's or group's row, locked: two identical grants at once cannot both pass the check.
          const [subject] =
            b.userId !== null
              ? await tx
                  .select({ id: users.id })
                  .from(users)
                  .where(and(eq(users.id, b.userId), eq(users.orgId, orgId)))
                  .for('update')
              : await tx
                  .select({ id: groups.id })
                  .from(groups)
                  .where(and(eq(groups.id, b.groupId!), eq(groups.orgId, orgId)))
                  .for('update');
          if (!subject)
            problems.unshift(
              b.userId !== null
                ? { field: 'userId', message: `Unknown user ${b.userId}` }
                : { field: 'groupId', message: `Unknown group ${b.groupId}` },
            );
          if (problems.length) throw invalidFields(problems);
          const same = and(
            eq(accessResources.orgId, orgId),
            b.userId !== null
              ? eq(accessResources.userId, b.userId)
              : eq(accessResources.groupId, b.groupId!),
            eq(accessResources.resourceType, b.resourceType),
            eq(accessResources.resourceId, b.resourceId),
          );
          if (await tx.$count(accessResources, same))
            throw taken(
              'resourceId',
              `This ${b.userId !== null ? 'user' : 'group'} already has access to it; remove that access to change the role`,
            );
          const [row] = await tx
            .insert(accessResources)
            .values({ orgId, ...b })
            .returning({ id: accessResources.id });
          return row!.id;
        },
        read: (tx, id) => getAccess(tx, orgId, id),
      });
      forget(await reached(app.db, orgId, created!));
      reply.code(201);
      return created!;
    },
  );

  app.delete(
    '/api/v1/setup/access/:id',
    {
      schema: {
        tags,
        summary: 'Removes an access resource (ADMIN of the whole organisation)',
        description: "409 when that would take the caller's own administrator rights away.",
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const access = await getAccess(app.db, orgId, req.params.id);
      if (!access) throw notFound('Access resource');
      const affected = await reached(app.db, orgId, access);
      await auditedDelete(app.db, req.auth, {
        action: 'ACCESS_DELETED',
        targetType: 'ACCESS_RESOURCE',
        targetId: access.id,
        // Audited as read above (that read also gave the users it reached).
        read: async () => access,
        remove: async (tx) => {
          await deleteOrgRow(tx, accessResources, { id: access.id, orgId });
          await keepCallerAdmin(tx, req.auth);
        },
      });
      forget(affected);
      return reply.code(204).send(null);
    },
  );
};
