import type { FastifyPluginAsync } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import { complianceRoutes } from './compliance.routes';

/** Compliance reports at ANALYTICS_ROOT (default '/api/analytics'), the spec's /report/... paths below it. */
export const complianceModule: FastifyPluginAsync = async (api) => {
  await api.register(complianceRoutes, { prefix: mountPrefix(api.config.ANALYTICS_ROOT) });
};

// What other modules read of compliance: its ranged sensors and their temperature figures.
export { type RangedSensor, rangedSensors } from './compliance.repository';
export { type SensorTemperatureKpis, sensorTemperatureKpis } from './sensor-kpis.service';
