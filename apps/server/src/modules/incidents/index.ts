import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app';
import { createMailer } from '../../lib/mailer';
import { countsRoutes } from './counts.routes';
import { createIncidentEngine, SWEEP_MS, SWEEP_START_DELAY_MS } from './engine';
import { createIncidentMailer, publicBase } from './incident-emails';
import { incidentsRoutes } from './incidents.routes';
import { notificationsRoutes } from './notifications.routes';
import { sentinelsRoutes } from './sentinels.routes';

export type { IncidentEngine } from './engine';

export async function registerIncidents(api: FastifyInstance, services: Services): Promise<void> {
  const onRaised = createIncidentMailer(
    api.database,
    createMailer(api.config),
    publicBase(api.config),
    api.log,
  );
  services.incidents = createIncidentEngine(api.database, services.events, api.log, {
    // The periodic sweep (silent devices, thermostats) is background work: the worker role's.
    sweepMs: api.config.ROLES.includes('worker') ? SWEEP_MS : 0,
    sweepDelayMs: SWEEP_START_DELAY_MS,
    onRaised,
  });
  api.addHook('onClose', () => services.incidents.close());
  await api.register(incidentsRoutes);
  await api.register(sentinelsRoutes);
  // Notification lists and the counts behind the overview and Today tiles.
  await api.register(notificationsRoutes);
  await api.register(countsRoutes);
}
