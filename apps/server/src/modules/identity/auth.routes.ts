import { CurrentUser, ErrorResponse, LoginRequest, LoginResponse } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/auth/login',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ErrorResponse, 403: ErrorResponse, 423: ErrorResponse },
      },
    },
    async (req) => app.services.identity.login(req.body.email, req.body.password),
  );

  app.get(
    '/api/v1/auth/user',
    { schema: { tags: ['identity'], summary: 'The current user', response: { 200: CurrentUser } } },
    async (req) => app.services.identity.currentUser(req.auth.orgId, req.auth.userId),
  );
};
