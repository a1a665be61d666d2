import {
  CurrentUser,
  ErrorResponse,
  IdParam,
  LOGOUT_PATH,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Per client address: credential stuffing across accounts; each account also has its own lock. */
export const LOGIN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/auth/login',
    {
      config: { public: true, rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password',
        description:
          '401 wrong email or password (the same for unknown accounts); 423 time-locked with errors[0] = {message: TIME_LOCKED, lockType, remainingSeconds}; 403 suspended with errors[0].lockType = SUSPENDED; 429 too many attempts from this address.',
        security: [],
        body: LoginRequest,
        response: {
          200: LoginResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          423: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (req) => app.services.identity.login(req.body.email, req.body.password),
  );

  app.get(
    '/api/v1/auth/user',
    {
      schema: {
        tags: ['identity'],
        summary: 'The current user',
        response: { 200: CurrentUser, 401: ErrorResponse },
      },
    },
    async (req) => app.services.identity.currentUser(req.auth.orgId, req.auth.userId),
  );

  app.post(
    LOGOUT_PATH,
    {
      // The caller's own session: allowed to read-only (switched-in internal staff) sessions too.
      config: { readOnlySafe: true },
      schema: {
        tags: ['identity'],
        summary: "End the caller's session",
        description:
          'The bearer token answers 401 from now on, in every process, and its real-time connections close. The user’s other sessions go on.',
        response: { 204: LogoutResponse, 401: ErrorResponse },
      },
    },
    async (req, reply) => {
      await app.services.identity.logout(req.auth);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/switch/organization/:id',
    {
      config: { readOnlySafe: true },
      schema: {
        tags: ['identity'],
        summary: 'A new session in another organisation the caller may act in',
        description:
          'For organisations the user holds a membership in, and for internal staff (organisation 275, as VIEWER unless a membership says more). 404 for unknown organisations and for those the caller may not enter.',
        params: IdParam,
        response: { 200: LoginResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => app.services.identity.switchOrganization(req.auth, req.params.id),
  );
};
