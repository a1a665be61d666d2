import { ErrorResponse, IdParam } from '@sw/contracts';
import { SetupSiteGroup, SetupSiteGroupCreate, SetupSiteGroupUpdate } from '@sw/contracts/setup';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessResources, siteGroups } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { keepCallerAdmin } from '../people/admin-guards';
import { listAccess } from '../people/people.repository';
import { requireOrgAdmin } from '../setup-access';
import { auditChange } from '../setup-audit';
import { checkSites, getSetupSiteGroup, listSetupSiteGroups, setGroupSites } from './site-groups.repository';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
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
        response: { 200: z.array(SetupSiteGroup), ...errors },
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
        response: { 200: SetupSiteGroup, ...errors },
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
        response: { 201: SetupSiteGroup, ...errors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const { siteIds, ...fields } = req.body;
      await checkSites(app.db, orgId, siteIds);
      const after = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(siteGroups)
          .values({ ...fields, orgId })
          .returning({ id: siteGroups.id });
        await setGroupSites(tx, orgId, row!.id, siteIds);
        const after = (await getSetupSiteGroup(tx, orgId, row!.id))!;
        await auditChange(tx, req.auth, {
          action: 'SITE_GROUP_CREATED',
          targetType: 'SITE_GROUP',
          targetId: row!.id,
          before: null,
          after,
        });
        return after;
      });
      reply.code(201);
      return after;
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
        response: { 200: SetupSiteGroup, ...errors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const group = await existing(orgId, req.params.id);
      const { siteIds, ...fields } = req.body;
      if (siteIds !== undefined) await checkSites(app.db, orgId, siteIds);
      const after = await app.db.transaction(async (tx) => {
        const before = (await getSetupSiteGroup(tx, orgId, group.id))!;
        if (Object.keys(fields).length)
          await tx
            .update(siteGroups)
            .set(fields)
            .where(and(eq(siteGroups.id, group.id), eq(siteGroups.orgId, orgId)));
        if (siteIds !== undefined) await setGroupSites(tx, orgId, group.id, siteIds);
        const after = (await getSetupSiteGroup(tx, orgId, group.id))!;
        await auditChange(tx, req.auth, {
          action: 'SITE_GROUP_UPDATED',
          targetType: 'SITE_GROUP',
          targetId: group.id,
          before,
          after,
        });
        return after;
      });
      if (siteIds !== undefined) scopesChanged();
      return after;
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
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const group = await existing(orgId, req.params.id);
      await app.db.transaction(async (tx) => {
        const before = (await getSetupSiteGroup(tx, orgId, group.id))!;
        // access_resources.resource_id has no foreign key: access on the group goes explicitly, each
        // audited like a removal by hand.
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
        await tx.delete(siteGroups).where(and(eq(siteGroups.id, group.id), eq(siteGroups.orgId, orgId)));
        await keepCallerAdmin(tx, req.auth);
        await auditChange(tx, req.auth, {
          action: 'SITE_GROUP_DELETED',
          targetType: 'SITE_GROUP',
          targetId: group.id,
          before,
          after: null,
        });
      });
      scopesChanged();
      return reply.code(204).send(null);
    },
  );
};
