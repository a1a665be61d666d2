export { isOrganizationFeatureEnabled, organizationFeatures } from './features';
export { organizationsRoutes } from './organizations.routes';
