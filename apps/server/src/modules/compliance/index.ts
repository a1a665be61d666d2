import type { FastifyPluginAsync } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import { complianceRoutes } from './compliance.routes';

/** Compliance reports at ANALYTICS_ROOT (default '/api/analytics'), the spec's /report/... paths below it. */
export const complianceModule: FastifyPluginAsync = async (api) => {
  await api.register(complianceRoutes, { prefix: mountPrefix(api.config.ANALYTICS_ROOT) });
};

// What other modules read of compliance: its ranged sensors and their temperature figures; and for
// the report templates (modules/reports), the pages' own reports and the pieces the organisation
// report's trend is made of (a sensor's hours per local day).
export { counts } from './compliance.report';
export { type RangedSensor, rangedSensors, sensorPoints } from './compliance.repository';
export { chunksBySite, complianceReport, zoneCache } from './compliance.service';
export { analyseSensors, localCells } from './sensor-analysis';
export { type SensorTemperatureKpis, sensorTemperatureKpis } from './sensor-kpis.service';
export { siteComplianceReport } from './site-compliance.service';
