import { ErrorResponse } from '@sw/contracts';
import { FirstAdminRequest, FirstAdminResponse, InstallationState } from '@sw/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InstallationService } from './installation.service';

const tags = ['installation'];

/** Public: a clean installation's state and its first administrator (the one-time link's form). */
export const installationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new InstallationService(app.db);

  app.get(
    '/api/public/installation',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether the installation still waits for its first administrator (no token needed)',
        response: { 200: InstallationState },
      },
    },
    async () => ({ needsFirstAdmin: await service.needsFirstAdmin() }),
  );

  app.post(
    '/api/public/installation/first-admin',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Creates the first organisation and its administrator with the one-time token printed at the first start',
        body: FirstAdminRequest,
        response: { 201: FirstAdminResponse, 400: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (req, reply) => {
      const created = await service.createFirstAdmin(
        req.body as Parameters<InstallationService['createFirstAdmin']>[0],
      );
      reply.code(201);
      return created;
    },
  );
};
