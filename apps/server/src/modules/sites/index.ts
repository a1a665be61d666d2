import type { FastifyInstance } from 'fastify';
import { cdnRoutes } from '../cdn/cdn.routes';
import { timeseriesPrefix } from '../telemetry';
import { weatherRoutes } from '../weather/weather.routes';
import { featuresRoutes } from './features.routes';
import { sitesRoutes } from './sites.routes';
import { spacesRoutes } from './spaces.routes';

/**
 * Sites and what hangs off them: site list and status, groups, spaces, features, and the two service
 * roots that serve site data (weather under WEATHER_ROOT, site images under CDN_ROOT).
 */
export async function registerSites(api: FastifyInstance): Promise<void> {
  await api.register(sitesRoutes);
  await api.register(spacesRoutes);
  await api.register(featuresRoutes);
  // A root's path part is the mount point ('' for '/'); a full URL root mounts at its path.
  await api.register(weatherRoutes, { prefix: timeseriesPrefix(api.config.WEATHER_ROOT) });
  await api.register(cdnRoutes, { prefix: timeseriesPrefix(api.config.CDN_ROOT) });
}
