export { equipmentRoutes } from './equipment.routes';
