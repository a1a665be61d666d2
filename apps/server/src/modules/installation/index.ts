export { installationRoutes } from './installation.routes';
export { createAdministrator, InstallationService } from './installation.service';
