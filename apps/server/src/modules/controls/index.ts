import type { FastifyPluginAsync } from 'fastify';
import { controlsRoutes } from './controls.routes';
import { thermostatReadRoutes } from './thermostats.routes';
import { workingModeRoutes } from './working-mode.routes';

export const controlsModule: FastifyPluginAsync = async (api) => {
  await api.register(controlsRoutes);
  await api.register(workingModeRoutes);
  await api.register(thermostatReadRoutes);
};
