import type { FastifyInstance } from 'fastify';
import { featuresRoutes } from './features.routes';
import { sitesRoutes } from './sites.routes';
import { spacesRoutes } from './spaces.routes';

export { findSite } from './sites.repository';

/**
 * Sites and what hangs off them: site list and status, groups, spaces, features. The two service
 * roots that serve site data (weather/ under WEATHER_ROOT, cdn/ under CDN_ROOT) are modules of their
 * own, registered beside this one.
 */
export async function registerSites(api: FastifyInstance): Promise<void> {
  await api.register(sitesRoutes);
  await api.register(spacesRoutes);
  await api.register(featuresRoutes);
}
