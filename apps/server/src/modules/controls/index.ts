import type { FastifyPluginAsync } from 'fastify';
import { controlsRoutes } from './controls.routes';

export const controlsModule: FastifyPluginAsync = async (api) => {
  await api.register(controlsRoutes);
};
