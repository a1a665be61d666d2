import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupAccessRoutes } from './access.routes';
import { setupGroupsRoutes } from './groups.routes';
import { setupUsersRoutes } from './users.routes';

/** People in setup: users, user groups and access resources (ADMIN of the whole organisation). */
export const setupPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(setupUsersRoutes);
  await app.register(setupGroupsRoutes);
  await app.register(setupAccessRoutes);
};
