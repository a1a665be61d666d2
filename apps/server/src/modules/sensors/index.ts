export { sensorsRoutes } from './sensors.routes';
