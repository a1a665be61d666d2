export { devicesRoutes } from './devices.routes';
