export { isOrganizationFeatureEnabled, organizationFeatures } from './features';
export { organizationsRoutes } from './organizations.routes';
export { createOrganization, OPERATIONS_ORG_ID } from './create-organization';
