export { licenceRoutes } from './licence.routes';
