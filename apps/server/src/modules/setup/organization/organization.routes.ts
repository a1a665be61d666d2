import { ErrorResponse } from '@sw/contracts';
import { SetupOrganization, SetupOrganizationUpdate } from '@sw/contracts/setup';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { requireRole } from '../../identity';
import { requireOrgAdmin } from '../setup-access';
import { auditedUpdate } from '../setup-audit';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['setup'];

export async function getSetupOrganization(db: Db, orgId: number): Promise<SetupOrganization | null> {
  const [row] = await db
    .select({
      id: organizations.id,
      title: organizations.title,
      description: organizations.description,
      country: organizations.country,
      logo: organizations.logo,
      timeZone: organizations.timeZone,
      measurementSystem: organizations.measurementSystem,
      temperatureUnit: organizations.temperatureUnit,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** The caller's organisation: title, description, country, default zone and units (ADMIN). */
export const setupOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/organization',
    {
      schema: {
        tags,
        summary: "The caller's organisation as setup edits it (ADMIN)",
        response: { 200: SetupOrganization, ...errors },
      },
    },
    async (req) => {
      requireRole(req.auth, 'ADMIN');
      const org = await getSetupOrganization(app.db, req.auth.orgId);
      if (!org) throw notFound('Organization');
      return org;
    },
  );

  app.patch(
    '/api/v1/setup/organization',
    {
      schema: {
        tags,
        summary:
          "Changes the organisation's title, description, country, default time zone and units (ADMIN of the whole organisation)",
        body: SetupOrganizationUpdate,
        response: { 200: SetupOrganization, ...errors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      await auditedUpdate(app.db, req.auth, {
        action: 'ORGANIZATION_UPDATED',
        targetType: 'ORGANIZATION',
        targetId: orgId,
        read: (tx) => getSetupOrganization(tx, orgId),
        change: async (tx) => {
          if (Object.keys(req.body).length)
            await tx.update(organizations).set(req.body).where(eq(organizations.id, orgId));
        },
      });
      return (await getSetupOrganization(app.db, orgId))!;
    },
  );
};
