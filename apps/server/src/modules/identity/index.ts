import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../lib/mailer';
import type { Services } from '../../services';
import { AccountService } from './accounts.service';
import { authRoutes } from './auth.routes';
import { BackgroundTasks } from './background';
import type { IdentityService } from './identity.service';
import { inviteRoutes } from './invite.routes';
import { passwordRoutes } from './password.routes';

export { requireRole, requireSelf } from './access';
export { audit, findOrganization, findUser, type OrganizationRow } from './identity.repository';
export { type AuthContext, IdentityService } from './identity.service';
export { hashPassword, verifyPassword } from './passwords';
export { TokenService } from './tokens';
export { presentAccessResource, presentDashboard, presentUserSummary } from './user.presenter';

declare module '../../services' {
  interface Services {
    identity: IdentityService;
    accounts: AccountService;
  }
}

/** Sign-in, sessions, password reset and change, invitations. */
export async function registerIdentity(api: FastifyInstance, services: Services): Promise<void> {
  const background = new BackgroundTasks(api.log);
  services.accounts = new AccountService(api.db, services.identity, createMailer(api.config), background);
  api.addHook('onClose', () => background.drain());
  await api.register(authRoutes);
  await api.register(passwordRoutes);
  await api.register(inviteRoutes);
}
