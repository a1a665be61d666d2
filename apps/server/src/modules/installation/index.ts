export { ADMIN_CREATE_USAGE, parseAdminArgs, runAdminCreate } from './admin-create';
export { installationRoutes } from './installation.routes';
export { createAdministrator, InstallationService } from './installation.service';
