import {
  ErrorResponse,
  Group,
  GroupsQuery,
  IdParam,
  UserStatusRequest,
  UserSummary,
  UsersQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { audit, findUser, presentUserSummary, requireRole } from '../identity';
import { presentGroup } from './users.presenter';
import { listGroups, listUsers, setUserStatus } from './users.repository';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: "Users of the caller's organisation (ids of other organisations are left out)",
        querystring: UsersQuery,
        response: { 200: z.array(UserSummary), 403: ErrorResponse },
      },
    },
    async (req) => {
      requireRole(req.auth, 'VIEWER');
      return (await listUsers(app.db, req.auth.orgId, req.query.ids)).map(presentUserSummary);
    },
  );

  app.get(
    '/api/v1/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One user of the caller’s organisation',
        params: IdParam,
        response: { 200: UserSummary, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      requireRole(req.auth, 'VIEWER');
      const user = await findUser(app.db, req.auth.orgId, req.params.id);
      if (!user) throw notFound('User');
      return presentUserSummary(user);
    },
  );

  app.put(
    '/api/v1/users/:id/status',
    {
      schema: {
        tags: ['users'],
        summary: 'Suspend a user (ending their sessions) or lift a suspension (ADMIN)',
        params: IdParam,
        body: UserStatusRequest,
        response: {
          200: UserSummary,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (req) => {
      requireRole(req.auth, 'ADMIN');
      const target = await findUser(app.db, req.auth.orgId, req.params.id);
      if (!target) throw notFound('User');
      if (target.id === req.auth.userId) throw badRequest('You cannot change your own status.');
      if (target.userStatus === 'INVITED')
        throw new HttpError(409, 'The user has not accepted the invitation yet.');
      const user = await setUserStatus(app.db, req.auth.orgId, target.id, req.body.userStatus);
      if (!user) throw notFound('User');
      // At once, before anything else can fail: the suspended user's resolved tokens and sockets end.
      if (user.userStatus === 'SUSPENDED') app.services.identity.sessionsEnded(user.id, user.orgId);
      await audit(
        app.db,
        {
          orgId: req.auth.orgId,
          userId: req.auth.userId,
          action: 'SET_USER_STATUS',
          targetType: 'USER',
          targetId: user.id,
        },
        { userStatus: user.userStatus },
      );
      return presentUserSummary(user);
    },
  );

  app.get(
    '/api/v1/groups',
    {
      schema: {
        tags: ['users'],
        summary: "User groups of the caller's organisation with their members and access resources",
        querystring: GroupsQuery,
        response: { 200: z.array(Group), 403: ErrorResponse },
      },
    },
    async (req) => {
      requireRole(req.auth, 'VIEWER');
      return (await listGroups(app.db, req.auth.orgId, req.query.ids)).map(presentGroup);
    },
  );
};
