import { ErrorResponse, Organization, OrganizationFeatures } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { findOrganization, requireRole } from '../identity';
import { organizationFeatures } from './features';
import { presentOrganization } from './organizations.presenter';

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/organizations/current',
    {
      schema: {
        tags: ['organizations'],
        summary: "The caller's current organisation",
        response: { 200: Organization, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      requireRole(req.auth, 'VIEWER');
      const org = await findOrganization(app.db, req.auth.orgId);
      if (!org) throw notFound('Organization');
      return presentOrganization(org);
    },
  );

  app.get(
    '/api/v1/organizations/current/features',
    {
      schema: {
        tags: ['organizations'],
        summary: "The gated features evaluated for the caller's organisation (navigation)",
        response: { 200: OrganizationFeatures },
      },
    },
    // Any signed-in user: the web shell needs it to build the navigation.
    async (req) => organizationFeatures(app.db, req.auth.orgId),
  );
};
