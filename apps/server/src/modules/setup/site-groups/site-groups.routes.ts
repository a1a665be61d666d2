import { IdParam } from '@sw/contracts';
import { SetupSiteGroup, SetupSiteGroupCreate, SetupSiteGroupUpdate } from '@sw/contracts/setup';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessResources, siteGroups } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { keepCallerAdmin } from '../people/admin-guards';
import { listAccess } from '../people/people.repository';
import { requireOrgAdmin, setupErrors } from '../setup-access';
import { auditChange, auditedCreate, auditedDelete, auditedUpdate } from '../setup-audit';
import { checkSites, getSetupSiteGroup, listSetupSiteGroups, setGroupSites } from './site-groups.repository';

const tags = ['setup'];

/**
 * Site groups in setup (ADMIN of the whole organisation): named sets of sites. A SITE_GROUP access
 * resource reaches every site of its group, so changing the sites changes who sees them.
 */
export const setupSiteGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Site scopes through SITE_GROUP access changed: resolved tokens are read again (this process at
  // once; others within AUTH_CACHE_SECONDS). Rare enough for a full drop.
  const scopesChanged = () => app.services.identity.forgetAll();

  async function existing(orgId: number, id: number) {
    const group = await getSetupSiteGroup(app.db, orgId, id);
    if (!group) throw notFound('Site group');
    return group;
  }

  app.get(
    '/api/v1/setup/site-groups',
    {
      schema: {
        tags,
        summary: "The organisation's site groups with their sites (ADMIN of the whole organisation)",
        response: { 200: z.array(SetupSiteGroup), ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      return listSetupSiteGroups(app.db, req.auth.orgId);
    },
  );

  app.get(
    '/api/v1/setup/site-groups/:id',
    {
      schema: {
        tags,
        summary: 'One site group with its sites (ADMIN of the whole organisation)',
        params: IdParam,
        response: { 200: SetupSiteGroup, ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      return existing(req.auth.orgId, req.params.id);
    },
  );

  app.post(
    '/api/v1/setup/site-groups',
    {
      schema: {
        tags,
        summary: 'Creates a site group with its sites (ADMIN of the whole organisation)',
        body: SetupSiteGroupCreate,
        response: { 201: SetupSiteGroup, ...setupErrors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const { siteIds, ...fields } = req.body;
      await checkSites(app.db, orgId, siteIds);
      const { after } = await auditedCreate(app.db, req.auth, {
        action: 'SITE_GROUP_CREATED',
        targetType: 'SITE_GROUP',
        insert: async (tx) => {
          const [row] = await tx
            .insert(siteGroups)
            .values({ ...fields, orgId })
            .returning({ id: siteGroups.id });
          await setGroupSites(tx, orgId, row!.id, siteIds);
          return row!.id;
        },
        read: (tx, id) => getSetupSiteGroup(tx, orgId, id),
      });
      reply.code(201);
      return after!;
    },
  );

  app.patch(
    '/api/v1/setup/site-groups/:id',
    {
      schema: {
        tags,
        summary:
          "Changes a site group's title, description or sites (ADMIN of the whole organisation); only the fields sent change",
        description: 'siteIds, when sent, replaces the sites of the group.',
        params: IdParam,
        body: SetupSiteGroupUpdate,
        response: { 200: SetupSiteGroup, ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const group = await existing(orgId, req.params.id);
      const { siteIds, ...fields } = req.body;
      if (siteIds !== undefined) await checkSites(app.db, orgId, siteIds);
      const { after } = await auditedUpdate(app.db, req.auth, {
        action: 'SITE_GROUP_UPDATED',
        targetType: 'SITE_GROUP',
        targetId: group.id,
        read: (tx) => getSetupSiteGroup(tx, orgId, group.id),
        change: async (tx) => {
          await updateOrgRow(tx, siteGroups, { id: group.id, orgId }, fields);
          if (siteIds !== undefined) await setGroupSites(tx, orgId, group.id, siteIds);
        },
      });
      if (siteIds !== undefined) scopesChanged();
      return after!;
    },
  );

  app.delete(
    '/api/v1/setup/site-groups/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a site group and the access given on it; its sites stay (ADMIN of the whole organisation)',
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
        action: 'SITE_GROUP_DELETED',
        targetType: 'SITE_GROUP',
        targetId: group.id,
        read: (tx) => getSetupSiteGroup(tx, orgId, group.id),
        remove: async (tx) => {
          // access_resources.resource_id has no foreign key: access on the group goes explicitly,
          // each audited like a removal by hand.
          const onGroup = and(
            eq(accessResources.resourceType, 'SITE_GROUP'),
            eq(accessResources.resourceId, group.id),
          );
          const access = await listAccess(tx, orgId, onGroup);
          await tx.delete(accessResources).where(and(eq(accessResources.orgId, orgId), onGroup));
          for (const a of access)
            await auditChange(tx, req.auth, {
              action: 'ACCESS_DELETED',
              targetType: 'ACCESS_RESOURCE',
              targetId: a.id,
              before: a,
              after: null,
            });
          // Memberships go with the group (foreign key cascade).
          await deleteOrgRow(tx, siteGroups, { id: group.id, orgId });
          await keepCallerAdmin(tx, req.auth);
        },
      });
      scopesChanged();
      return reply.code(204).send(null);
    },
  );
};
