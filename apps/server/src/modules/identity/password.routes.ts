import {
  ChangePasswordRequest,
  EmailPasswordConfirmRequest,
  ErrorResponse,
  IdParam,
  LoginResponse,
  MessageResponse,
  PASSWORD_FORGET_MESSAGE,
  PasswordForgetRequest,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBase } from '../../lib/public-base';
import { resetTooSoon } from './reset-cooldown';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/users/password-forget',
    {
      // Per address, on top of the one-email-a-minute cooldown per account.
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'Email a password reset link',
        description:
          'The same 200 answer whether or not the email belongs to an account. 429 with Retry-After and errors[0].retryAfterSeconds when the same address asked less than a minute ago (known or not).',
        security: [],
        body: PasswordForgetRequest,
        response: { 200: MessageResponse, 429: ErrorResponse },
      },
    },
    async (req, reply) => {
      const { accounts } = app.services;
      const wait = accounts.resetRequests.remaining(req.body.email);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw resetTooSoon(wait);
      }
      accounts.resetRequests.mark(req.body.email);
      accounts.requestPasswordReset(req.body.email, publicBase(app.config));
      return { message: PASSWORD_FORGET_MESSAGE };
    },
  );

  app.post(
    '/api/v1/users/email-password-confirm',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'Set a password with a reset or invitation token, and sign in',
        description:
          '400 when the passwords differ or break the policy (at least 12 characters); 401 for an unknown, used or expired token or an email that does not own it.',
        security: [],
        body: EmailPasswordConfirmRequest,
        response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (req) => app.services.accounts.confirmEmailPassword(req.body),
  );

  app.patch(
    '/api/v1/users/:id/password',
    {
      // The caller's own password (requireSelf): allowed to read-only sessions too.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, readOnlySafe: true },
      schema: {
        tags: ['identity'],
        summary: "Change the caller's own password",
        description:
          "400 'your old password is not correct' for a wrong current password. Success ends every other session and answers a fresh token for this one.",
        params: IdParam,
        body: ChangePasswordRequest,
        response: { 200: LoginResponse, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => app.services.accounts.changePassword(req.auth, req.params.id, req.body),
  );
};
