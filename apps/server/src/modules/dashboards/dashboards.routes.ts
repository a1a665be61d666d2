import {
  Dashboard,
  DashboardCreate,
  DashboardParams,
  DashboardUpdate,
  ErrorResponse,
  IdParam,
  MAX_DASHBOARDS_PER_USER,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { presentDashboard, requireSelf } from '../identity';
import { countDashboards, createDashboard, deleteDashboard, updateDashboard } from './dashboards.repository';

const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/users/:id/dashboards',
    {
      schema: {
        tags: ['users'],
        summary: "Create one of the caller's dashboard profiles",
        params: IdParam,
        body: DashboardCreate,
        response: { 201: Dashboard, ...errors, 409: ErrorResponse },
      },
    },
    async (req, reply) => {
      await requireSelf(app.db, req.auth, req.params.id);
      if ((await countDashboards(app.db, req.auth.orgId, req.auth.userId)) >= MAX_DASHBOARDS_PER_USER)
        throw new HttpError(409, `At most ${MAX_DASHBOARDS_PER_USER} dashboards per user.`);
      const row = await createDashboard(app.db, req.auth.orgId, req.auth.userId, req.body);
      return reply.status(201).send(presentDashboard(row));
    },
  );

  app.put(
    '/api/v1/users/:id/dashboards',
    {
      schema: {
        tags: ['users'],
        summary: "Update one of the caller's dashboard profiles (named by id in the body)",
        params: IdParam,
        body: DashboardUpdate,
        response: { 200: Dashboard, ...errors },
      },
    },
    async (req) => {
      await requireSelf(app.db, req.auth, req.params.id);
      const row = await updateDashboard(app.db, req.auth.orgId, req.auth.userId, req.body);
      if (!row) throw notFound('Dashboard');
      return presentDashboard(row);
    },
  );

  app.delete(
    '/api/v1/users/:id/dashboards/:dashboardId',
    {
      schema: {
        tags: ['users'],
        summary: "Delete one of the caller's dashboard profiles",
        params: DashboardParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await requireSelf(app.db, req.auth, req.params.id);
      if (!(await deleteDashboard(app.db, req.auth.orgId, req.auth.userId, req.params.dashboardId)))
        throw notFound('Dashboard');
      return reply.status(204).send(null);
    },
  );
};
