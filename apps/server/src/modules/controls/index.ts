import type { FastifyPluginAsync } from 'fastify';
import { controlsRoutes } from './controls.routes';
import { thermostatReadRoutes } from './thermostats.routes';

export const controlsModule: FastifyPluginAsync = async (api) => {
  await api.register(controlsRoutes);
  await api.register(thermostatReadRoutes);
};
