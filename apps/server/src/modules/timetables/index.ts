import type { FastifyPluginAsync } from 'fastify';
import { timetablesRoutes } from './timetables.routes';

export const timetablesModule: FastifyPluginAsync = async (api) => {
  await api.register(timetablesRoutes);
};
