import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Being written (issue 14).
export const setupEquipmentRoutes: FastifyPluginAsyncZod = async () => {};
