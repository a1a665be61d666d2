import { ErrorResponse, IdParam, type InviteRequest } from '@sw/contracts';
import {
  OperationsOrganizationCreate,
  OrganizationFeatureFlags,
  OrganizationFeatureFlagsUpdate,
  OrganizationSummary,
} from '@sw/contracts/setup';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { featureFlagEntries, organizations } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-errors';
import { publicBase } from '../../../lib/public-base';
import type { AuthContext } from '../../identity';
import { createOrganization, OPERATIONS_ORG_ID } from '../../organizations';
import { requireOrgAdmin } from '../setup-access';
import { auditChange, auditedUpdate } from '../setup-audit';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
// Raw column text: in a one-table select drizzle writes ${organizations.id} as a bare "id", which
// the count subqueries would read as their own table's id.
const ORG_ID = sql.raw('"organizations"."id"');
const tags = ['setup: operations'];

/** Organisation 275's administrators, acting as themselves (not switched into a customer). */
function requireOperations(auth: AuthContext): void {
  requireOrgAdmin(auth);
  if (auth.orgId !== OPERATIONS_ORG_ID)
    throw new HttpError(403, 'Only the operations organisation (275) manages organisations');
}

/** The organisation a path names (any of the installation's), else 404. */
async function pathOrganization(db: Db, id: number): Promise<{ id: number }> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  if (!org) throw notFound('Organization');
  return org;
}

async function flagsOf(db: Db, orgId: number) {
  const rows = await db
    .select({
      feature: featureFlagEntries.feature,
      list: featureFlagEntries.list,
      strict: featureFlagEntries.strict,
    })
    .from(featureFlagEntries)
    .where(eq(featureFlagEntries.orgId, orgId))
    .orderBy(featureFlagEntries.feature, featureFlagEntries.list);
  return { organizationId: orgId, entries: rows as z.infer<typeof OrganizationFeatureFlags>['entries'] };
}

/**
 * The installation's organisations, for the operations organisation (spec 1 §6: 275): list, create,
 * and each one's feature lists (whitelists and blacklists). Opening one is the switch call.
 */
export const setupOperationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/organizations',
    {
      schema: {
        tags,
        summary: 'Every organisation of the installation with its sites and users (operations ADMIN)',
        response: { 200: z.array(OrganizationSummary), ...errors },
      },
    },
    async (req) => {
      requireOperations(req.auth);
      const rows = await app.db
        .select({
          id: organizations.id,
          title: organizations.title,
          country: organizations.country,
          simulated: organizations.simulated,
          createdAt: organizations.createdAt,
          sites: sql<number>`(select count(*) from sites s where s.org_id = ${ORG_ID} and s.archived_at is null)::int`,
          users: sql<number>`(select count(*) from users u where u.org_id = ${ORG_ID})::int`,
        })
        .from(organizations)
        .orderBy(organizations.title, organizations.id);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );

  app.post(
    '/api/v1/setup/organizations',
    {
      schema: {
        tags,
        summary:
          'Creates an organisation and, when given, invites its first administrator by email (operations ADMIN)',
        body: OperationsOrganizationCreate,
        response: { 201: OrganizationSummary, ...errors },
      },
    },
    async (req, reply) => {
      requireOperations(req.auth);
      const { administrator, ...fields } = req.body;
      const org = await app.db.transaction(async (tx) => {
        const created = await createOrganization(tx, fields as Parameters<typeof createOrganization>[1]);
        await auditChange(tx, req.auth, {
          action: 'ORGANIZATION_CREATED',
          targetType: 'ORGANIZATION',
          targetId: created.id,
          before: null,
          after: created,
        });
        return created;
      });
      // The customer's administrator, invited as if by a member of the new organisation: the email
      // names the operator and the organisation; the invitation is audited there.
      if (administrator)
        await app.services.accounts.invite(
          { ...req.auth, orgId: org.id, siteScope: 'ALL', role: 'ADMIN', readOnly: false },
          { ...administrator, role: 'ADMIN' } as InviteRequest,
          publicBase(app.config),
        );
      reply.code(201);
      return {
        id: org.id,
        title: org.title,
        country: org.country,
        simulated: org.simulated,
        createdAt: org.createdAt.toISOString(),
        sites: 0,
        users: administrator ? 1 : 0,
      };
    },
  );

  app.get(
    '/api/v1/setup/organizations/:id/features',
    {
      schema: {
        tags,
        summary: "An organisation's entries on the feature whitelists and blacklists (operations ADMIN)",
        params: IdParam,
        response: { 200: OrganizationFeatureFlags, ...errors },
      },
    },
    async (req) => {
      requireOperations(req.auth);
      const org = await pathOrganization(app.db, req.params.id);
      return flagsOf(app.db, org.id);
    },
  );

  app.put(
    '/api/v1/setup/organizations/:id/features',
    {
      schema: {
        tags,
        summary:
          "Replaces an organisation's entries on the feature lists: WHITELIST grants, BLACKLIST denies, strict applies to 275 too (operations ADMIN)",
        params: IdParam,
        body: OrganizationFeatureFlagsUpdate,
        response: { 200: OrganizationFeatureFlags, ...errors },
      },
    },
    async (req) => {
      requireOperations(req.auth);
      const org = await pathOrganization(app.db, req.params.id);
      // Audited in the operations organisation: the change is the operator's act.
      await auditedUpdate(app.db, req.auth, {
        action: 'FEATURE_FLAGS_UPDATED',
        targetType: 'ORGANIZATION',
        targetId: org.id,
        read: (tx) => flagsOf(tx, org.id),
        change: async (tx) => {
          await tx.delete(featureFlagEntries).where(eq(featureFlagEntries.orgId, org.id));
          if (req.body.entries.length)
            await tx
              .insert(featureFlagEntries)
              .values(req.body.entries.map((e) => ({ ...e, orgId: org.id })));
        },
      });
      return flagsOf(app.db, org.id);
    },
  );
};
