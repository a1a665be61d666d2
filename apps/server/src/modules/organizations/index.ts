export { organizationsRoutes } from './organizations.routes';
