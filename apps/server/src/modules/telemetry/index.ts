import type { IngestBatch, IngestResult } from '@sw/contracts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app';
import { deviceSeriesRoutes } from './device-series.routes';
import { energyRoutes } from './energy.routes';
import { gatewayKeysRoutes } from './gateway-keys.routes';
import { ingestRoutes } from './ingest.routes';
import { createTelemetryService } from './ingest.service';
import { thermostatSeriesRoutes } from './thermostat-series.routes';

export { createTelemetryService } from './ingest.service';

/** The gateway a batch comes from: resolved from its API key (HTTP) or given by the simulator. */
export interface GatewayPrincipal {
  gatewayId: number;
  orgId: number;
  siteId: number;
}

export interface TelemetryService {
  /** Validates, stores and rolls up one batch in one transaction; resolves only after commit. */
  ingest(gw: GatewayPrincipal, batch: IngestBatch, now?: Date): Promise<IngestResult>;
}

/** The mount point of the time-series routes: TIMESERIES_ROOT's path ('' for '/'). */
export function timeseriesPrefix(root: string): string {
  const path = /^https?:\/\//.test(root) ? new URL(root).pathname : root;
  return path.replace(/\/+$/, '');
}

export async function registerTelemetry(api: FastifyInstance, services: Services): Promise<void> {
  services.telemetry = createTelemetryService(api.database, services.events, (orgId, sensorIds) =>
    services.incidents?.schedule(orgId, sensorIds),
  );
  await api.register(ingestRoutes);
  await api.register(gatewayKeysRoutes);
  const prefix = timeseriesPrefix(api.config.TIMESERIES_ROOT);
  await api.register(energyRoutes, { prefix });
  await api.register(thermostatSeriesRoutes, { prefix });
  await api.register(deviceSeriesRoutes, { prefix });
}
