export { createOrganization, monogramLogo, OPERATIONS_ORG_ID } from './create-organization';
export { isOrganizationFeatureEnabled, organizationFeatures } from './features';
export { organizationsRoutes } from './organizations.routes';
