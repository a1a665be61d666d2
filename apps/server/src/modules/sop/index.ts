export { sopRoutes } from './sop.routes';
