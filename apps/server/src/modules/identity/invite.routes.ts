import {
  ErrorResponse,
  InviteRequest,
  InviteTokenQuery,
  InviteTokenResponse,
  UserSummary,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBase } from '../../lib/public-base';
import { requireRole } from './access';

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/users/invite',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'Invite a user into the caller’s organisation by email (ADMIN)',
        body: InviteRequest,
        response: { 201: UserSummary, 403: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (req, reply) => {
      requireRole(req.auth, 'ADMIN');
      const user = await app.services.accounts.invite(req.auth, req.body, publicBase(app.config));
      return reply.status(201).send(user);
    },
  );

  app.get(
    '/api/v1/users/invite-user-token-valid',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'The invited email of a live invitation token',
        description: "401 'Your registration link has expired.' for unknown, used or expired tokens.",
        security: [],
        querystring: InviteTokenQuery,
        response: { 200: InviteTokenResponse, 401: ErrorResponse },
      },
    },
    async (req) => app.services.accounts.invitedEmail(req.query.token),
  );
};
