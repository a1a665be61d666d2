import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app';
import { createIncidentEngine } from './engine';
import { incidentsRoutes } from './incidents.routes';
import { sentinelsRoutes } from './sentinels.routes';

export type { IncidentEngine } from './engine';

export async function registerIncidents(api: FastifyInstance, services: Services): Promise<void> {
  services.incidents = createIncidentEngine(api.database, services.events, api.log);
  api.addHook('onClose', () => services.incidents.close());
  await api.register(incidentsRoutes);
  await api.register(sentinelsRoutes);
}
