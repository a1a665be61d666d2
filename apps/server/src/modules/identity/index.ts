import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app';
import { createMailer } from '../../lib/mailer';
import { AccountService } from './accounts.service';
import { authRoutes } from './auth.routes';
import { BackgroundTasks } from './background';
import { inviteRoutes } from './invite.routes';
import { passwordRoutes } from './password.routes';

export { requireRole } from './access';
export type { AuthContext } from './identity.service';

declare module '../../app' {
  interface Services {
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
