import type { FastifyInstance } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import type { Services } from '../../services';
import { deviceCommandsRoutes } from './device-commands.routes';
import { deviceSeriesRoutes } from './device-series.routes';
import { energyRoutes } from './energy.routes';
import { gatewayKeysRoutes } from './gateway-keys.routes';
import { ingestRoutes } from './ingest.routes';
import { createTelemetryService } from './ingest.service';
import type { TelemetryService } from './telemetry.types';
import { thermostatSeriesRoutes } from './thermostat-series.routes';

export { presentCommand } from './device-commands.presenter';
export {
  type CommandRow,
  expireCommands,
  listCommands,
  queueCommand,
  settleCommand,
} from './device-commands.repository';
export { equipmentEnergySensors } from './energy.repository';
export { energySeries } from './energy.service';
export { createTelemetryService } from './ingest.service';
export { RETENTION_DAYS } from './rollup-table';
export { controlBoardOf, equipmentOf, schedulerOf, siteOf, thermostatOf } from './scope';
export type { GatewayPrincipal, TelemetryService } from './telemetry.types';

declare module '../../services' {
  interface Services {
    telemetry: TelemetryService;
  }
}

export async function registerTelemetry(api: FastifyInstance, services: Services): Promise<void> {
  services.telemetry = createTelemetryService(api.database, services.events, (orgId, sensorIds) =>
    services.incidents?.schedule(orgId, sensorIds),
  );
  await api.register(ingestRoutes);
  await api.register(deviceCommandsRoutes);
  await api.register(gatewayKeysRoutes);
  const prefix = mountPrefix(api.config.TIMESERIES_ROOT);
  await api.register(energyRoutes, { prefix });
  await api.register(thermostatSeriesRoutes, { prefix });
  await api.register(deviceSeriesRoutes, { prefix });
}
