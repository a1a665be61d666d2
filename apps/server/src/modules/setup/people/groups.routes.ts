import { IdParam } from '@sw/contracts';
import { SetupGroup, SetupGroupCreate, SetupGroupUpdate } from '@sw/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groups } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { requireOrgAdmin, setupErrors } from '../setup-access';
import { auditedCreate, auditedDelete, auditedUpdate } from '../setup-audit';
import { keepCallerAdmin } from './admin-guards';
import { checkUsers, getSetupGroup, listSetupGroups, setGroupMembers } from './people.repository';

const tags = ['setup'];

/** User groups in setup (ADMIN of the whole organisation): their members and, through access, roles. */
export const setupGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Members gained or lost see their new access on their next request. */
  const forget = (...lists: number[][]) => {
    for (const id of new Set(lists.flat())) app.services.identity.forgetUser(id);
  };

  async function existing(orgId: number, id: number) {
    const group = await getSetupGroup(app.db, orgId, id);
    if (!group) throw notFound('Group');
    return group;
  }

  app.get(
    '/api/v1/setup/groups',
    {
      schema: {
        tags,
        summary: "The organisation's user groups with members and access (ADMIN of the whole organisation)",
        response: { 200: z.array(SetupGroup), ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      return listSetupGroups(app.db, req.auth.orgId);
    },
  );

  app.get(
    '/api/v1/setup/groups/:id',
    {
      schema: {
        tags,
        summary: 'One user group with members and access (ADMIN of the whole organisation)',
        params: IdParam,
        response: { 200: SetupGroup, ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      return existing(req.auth.orgId, req.params.id);
    },
  );

  app.post(
    '/api/v1/setup/groups',
    {
      schema: {
        tags,
        summary: 'Creates a user group with its members (ADMIN of the whole organisation)',
        body: SetupGroupCreate,
        response: { 201: SetupGroup, ...setupErrors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const { memberIds, ...fields } = req.body;
      await checkUsers(app.db, orgId, memberIds, 'memberIds');
      const { after } = await auditedCreate(app.db, req.auth, {
        action: 'GROUP_CREATED',
        targetType: 'GROUP',
        insert: async (tx) => {
          const [row] = await tx
            .insert(groups)
            .values({ ...fields, orgId })
            .returning({ id: groups.id });
          await setGroupMembers(tx, orgId, row!.id, memberIds);
          return row!.id;
        },
        read: (tx, id) => getSetupGroup(tx, orgId, id),
      });
      reply.code(201);
      return after!;
    },
  );

  app.patch(
    '/api/v1/setup/groups/:id',
    {
      schema: {
        tags,
        summary:
          "Changes a user group's title, description or members (ADMIN of the whole organisation); only the fields sent change",
        description:
          "memberIds replaces the members. 409 when the change would take the caller's own administrator rights away.",
        params: IdParam,
        body: SetupGroupUpdate,
        response: { 200: SetupGroup, ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const group = await existing(orgId, req.params.id);
      const { memberIds, ...fields } = req.body;
      if (memberIds !== undefined) await checkUsers(app.db, orgId, memberIds, 'memberIds');
      const { before, after } = await auditedUpdate(app.db, req.auth, {
        action: 'GROUP_UPDATED',
        targetType: 'GROUP',
        targetId: group.id,
        read: (tx) => getSetupGroup(tx, orgId, group.id),
        change: async (tx) => {
          await updateOrgRow(tx, groups, { id: group.id, orgId }, fields);
          if (memberIds !== undefined) {
            await setGroupMembers(tx, orgId, group.id, memberIds);
            await keepCallerAdmin(tx, req.auth);
          }
        },
      });
      if (memberIds !== undefined) forget(before!.memberIds, after!.memberIds);
      return after!;
    },
  );

  app.delete(
    '/api/v1/setup/groups/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a user group; its members lose the access they had through it (ADMIN of the whole organisation)',
        description: "409 when that would take the caller's own administrator rights away.",
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const group = await existing(orgId, req.params.id);
      await auditedDelete(app.db, req.auth, {
        action: 'GROUP_DELETED',
        targetType: 'GROUP',
        targetId: group.id,
        read: (tx) => getSetupGroup(tx, orgId, group.id),
        remove: async (tx) => {
          // Memberships and the group's access resources go with it (foreign keys cascade).
          await deleteOrgRow(tx, groups, { id: group.id, orgId });
          await keepCallerAdmin(tx, req.auth);
        },
      });
      forget(group.memberIds);
      return reply.code(204).send(null);
    },
  );
};
