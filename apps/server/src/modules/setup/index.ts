import type { FastifyInstance } from 'fastify';
import { setupAuditRoutes } from './audit.routes';
import { setupEquipmentRoutes } from './equipment/equipment.routes';
import { setupGatewaysRoutes } from './gateways/gateways.routes';
import { setupImportRoutes } from './import/import.routes';
import { setupMediaRoutes } from './media/media.routes';
import { setupMetersRoutes } from './meters/meters.routes';
import { setupOperationsRoutes } from './organization/operations.routes';
import { setupOrganizationRoutes } from './organization/organization.routes';
import { setupPeopleRoutes } from './people/people.routes';
import { setupSensorsRoutes } from './sensors/sensors.routes';
import { setupSentinelsRoutes } from './sentinels/sentinels.routes';
import { setupSiteGroupsRoutes } from './site-groups/site-groups.routes';
import { setupSitesRoutes } from './sites/sites.routes';
import { setupSpacesRoutes } from './spaces/spaces.routes';

export { invalidFields, isUniqueViolation, requireOrgAdmin } from './setup-access';

/**
 * The setup application's calls (/api/v1/setup/...): an organisation describes its sites, devices,
 * rules and people without SQL. Every write checks the role, stays in the caller's organisation
 * and is audited with the row before and after (docs/setup.md).
 */
export async function registerSetup(api: FastifyInstance): Promise<void> {
  for (const routes of [
    setupOrganizationRoutes,
    setupOperationsRoutes,
    setupAuditRoutes,
    setupSitesRoutes,
    setupMediaRoutes,
    setupSiteGroupsRoutes,
    setupSpacesRoutes,
    setupEquipmentRoutes,
    setupMetersRoutes,
    setupGatewaysRoutes,
    setupSensorsRoutes,
    setupSentinelsRoutes,
    setupPeopleRoutes,
    setupImportRoutes,
  ])
    await api.register(routes);
}
