import { IdParam } from '@sw/contracts';
import { SetupSite, SetupSitesQuery, SiteCreate, SiteUpdate } from '@sw/contracts/setup';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { incidents, sites } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { requireRole } from '../../identity';
import { updateOrgRow } from '../org-rows';
import { adminSite, requireOrgAdmin, rethrowTaken, setupErrors } from '../setup-access';
import { auditedCreate, auditedUpdate } from '../setup-audit';
import { checkSiteGroups, getSetupSite, listSetupSites, setSiteGroups, siteValues } from './sites.repository';

const tags = ['setup'];
const EXTERNAL_TAKEN = 'Another site of the organisation has this external id';

/** Sites in setup: list (archived too), create, edit, archive and restore (ADMIN; docs/setup.md). */
export const setupSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/sites',
    {
      schema: {
        tags,
        summary: "The organisation's sites as setup edits them, with what each holds (ADMIN)",
        querystring: SetupSitesQuery,
        response: { 200: z.array(SetupSite), ...setupErrors },
      },
    },
    async (req) => {
      requireRole(req.auth, 'ADMIN');
      return listSetupSites(app.db, req.auth, req.query);
    },
  );

  app.get(
    '/api/v1/setup/sites/:id',
    {
      schema: {
        tags,
        summary: 'One site as setup edits it (ADMIN)',
        params: IdParam,
        response: { 200: SetupSite, ...setupErrors },
      },
    },
    async (req) => {
      await adminSite(app.db, req.auth, req.params.id);
      const site = await getSetupSite(app.db, req.auth.orgId, req.params.id);
      if (!site) throw notFound('Site');
      return site;
    },
  );

  app.post(
    '/api/v1/setup/sites',
    {
      schema: {
        tags,
        summary: 'Creates a site (ADMIN of the whole organisation); it shows on the map and lists at once',
        body: SiteCreate,
        response: { 201: SetupSite, ...setupErrors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      await checkSiteGroups(app.db, orgId, req.body.siteGroupIds);
      try {
        const { id } = await auditedCreate(app.db, req.auth, {
          action: 'SITE_CREATED',
          targetType: 'SITE',
          insert: async (tx) => {
            const [row] = await tx
              .insert(sites)
              .values({ ...siteValues(req.body), orgId } as typeof sites.$inferInsert)
              .returning({ id: sites.id });
            await setSiteGroups(tx, orgId, row!.id, req.body.siteGroupIds);
            return row!.id;
          },
          read: (tx, id) => getSetupSite(tx, orgId, id),
        });
        reply.code(201);
        return (await getSetupSite(app.db, orgId, id))!;
      } catch (err) {
        rethrowTaken(err, 'externalId', EXTERNAL_TAKEN);
      }
    },
  );

  app.patch(
    '/api/v1/setup/sites/:id',
    {
      schema: {
        tags,
        summary: "Changes a site's fields (ADMIN of the site); only the fields sent change",
        params: IdParam,
        body: SiteUpdate,
        response: { 200: SetupSite, ...setupErrors },
      },
    },
    async (req) => {
      const site = await adminSite(app.db, req.auth, req.params.id);
      const { orgId } = req.auth;
      const groups = req.body.siteGroupIds;
      if (groups !== undefined) {
        requireOrgAdmin(req.auth);
        await checkSiteGroups(app.db, orgId, groups);
      }
      try {
        await auditedUpdate(app.db, req.auth, {
          action: 'SITE_UPDATED',
          targetType: 'SITE',
          targetId: site.id,
          read: (tx) => getSetupSite(tx, orgId, site.id),
          change: async (tx) => {
            await updateOrgRow(tx, sites, { id: site.id, orgId }, siteValues(req.body));
            if (groups !== undefined) await setSiteGroups(tx, orgId, site.id, groups);
          },
        });
      } catch (err) {
        rethrowTaken(err, 'externalId', EXTERNAL_TAKEN);
      }
      return (await getSetupSite(app.db, orgId, site.id))!;
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/v1/setup/sites/:id/${action}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archives a site: it leaves the lists and the map, takes no readings and raises no incidents; its history stays (ADMIN of the whole organisation)'
            : 'Restores an archived site (ADMIN of the whole organisation)',
          params: IdParam,
          response: { 200: SetupSite, ...setupErrors },
        },
      },
      async (req) => {
        requireOrgAdmin(req.auth);
        const site = await adminSite(app.db, req.auth, req.params.id);
        const { orgId } = req.auth;
        if (Boolean(site.archivedAt) !== archived) {
          await auditedUpdate(app.db, req.auth, {
            action: archived ? 'SITE_ARCHIVED' : 'SITE_RESTORED',
            targetType: 'SITE',
            targetId: site.id,
            read: (tx) => getSetupSite(tx, orgId, site.id),
            change: async (tx) => {
              await updateOrgRow(
                tx,
                sites,
                { id: site.id, orgId },
                { archivedAt: archived ? sql`now()` : null },
              );
              // A closed store's open incidents are nobody's to handle any more: closed with it.
              if (archived)
                await tx
                  .update(incidents)
                  .set({
                    resolved: true,
                    dismissedAt: sql`coalesce(${incidents.dismissedAt}, now())`,
                    dismissedBy: sql`coalesce(${incidents.dismissedBy}, ${req.auth.userId})`,
                    dismissedComment: sql`coalesce(${incidents.dismissedComment}, 'Site archived')`,
                  })
                  .where(
                    and(
                      eq(incidents.orgId, orgId),
                      eq(incidents.siteId, site.id),
                      eq(incidents.resolved, false),
                    ),
                  );
            },
          });
        }
        return (await getSetupSite(app.db, orgId, site.id))!;
      },
    );
  }
};
