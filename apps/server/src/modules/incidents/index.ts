import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../lib/mailer';
import type { Services } from '../../services';
import { countsRoutes } from './counts.routes';
import type { IncidentEngine } from './engine';
import { createIncidentEngine, SWEEP_MS, SWEEP_START_DELAY_MS } from './engine';
import { defineIncidentEmails, publicBase, queueIncidentEmails } from './incident-emails';
import { incidentsRoutes } from './incidents.routes';
import { notificationsRoutes } from './notifications.routes';
import { sentinelsRoutes } from './sentinels.routes';

export { createIncidentEngine, type IncidentEngine, sweepAt } from './engine';
// The rule functions the demo seed replays over its older history (simulator/history-older.ts).
export { deviationReadings, epochMs, type SampleRow } from './evaluators';
export {
  type Planned,
  plannedIncidents,
  replayBoundary,
  replayedSentinels,
  type SentinelLite,
} from './history-replay';
export { writeIncidents } from './history-write';
export { INCIDENT_EMAIL_QUEUE } from './incident-emails';
export { DoorOpenParams, MINUTE, type Reading, ruleOf, TemperatureRangeParams } from './rules';
export { EnergyBaselineParams } from './rules-energy';
export { DeviceOfflineParams } from './rules-offline';
export { offlineEpisodes, ruleEpisodes, type Silence } from './rules-replay';
export { SetpointDeviationParams, setpointRule } from './rules-setpoint';

declare module '../../services' {
  interface Services {
    /** The sentinel rule engine, fed by telemetry after each ingest commit. */
    incidents: IncidentEngine;
  }
}

export async function registerIncidents(api: FastifyInstance, services: Services): Promise<void> {
  defineIncidentEmails(services.queue, api.database, createMailer(api.config), publicBase(api.config));
  const onRaised = queueIncidentEmails(api.database, services.queue);
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
