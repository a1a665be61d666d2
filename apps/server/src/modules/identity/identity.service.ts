import type { CurrentUser, LoginResponse } from '@sw/contracts';
import { effectiveRole, type Role } from '@sw/domain';
import type { Db } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/http-errors';
import * as repo from './identity.repository';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { presentCurrentUser } from './user.presenter';

/** Who is calling: resolved once per request from the bearer token. */
export interface AuthContext {
  userId: number;
  orgId: number;
  role: Role | null;
  /** 'ALL' for users with a global role or an organisation-wide access resource. */
  siteScope: 'ALL' | number[];
}

export const MAX_FAILED_LOGINS = 5;
export const LOCK_SECONDS = 300;

export class IdentityService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  async login(email: string, password: string, now = new Date()): Promise<LoginResponse> {
    const user = await repo.findUserByEmail(this.db, email);
    if (user?.lockedUntil && user.lockedUntil > now) {
      const remainingSeconds = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
      throw new HttpError(423, `Account is temporarily locked. Try again in ${remainingSeconds} seconds.`, [
        { message: 'TIME_LOCKED', lockType: 'TIME_LOCKED', remainingSeconds },
      ]);
    }
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      if (user) {
        // A lock only delays; it never locks a real user out for good.
        const lock =
          user.failedLogins + 1 >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCK_SECONDS * 1000) : null;
        await repo.recordLogin(this.db, user.id, false, lock);
      }
      throw unauthorized('Invalid email or password');
    }
    if (user.userStatus === 'SUSPENDED') {
      throw new HttpError(403, 'This account is suspended. Contact your administrator.', [
        { message: 'SUSPENDED', lockType: 'SUSPENDED' },
      ]);
    }
    await repo.recordLogin(this.db, user.id, true, null);
    const accessToken = await this.tokens.sign({
      userId: user.id,
      orgId: user.orgId,
      tokenVersion: user.tokenVersion,
    });
    return { accessToken, user: await this.currentUser(user.orgId, user.id) };
  }

  /** Verifies a bearer token and resolves the caller's organisation, effective role and sites. */
  async authenticate(token: string): Promise<AuthContext> {
    const claims = await this.tokens.verify(token);
    if (!claims) throw unauthorized();
    const user = await repo.findUser(this.db, claims.orgId, claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion || user.userStatus === 'SUSPENDED')
      throw unauthorized();
    const groupIds = await repo.groupIdsOf(this.db, user.orgId, user.id);
    const resources = await repo.accessResourcesOf(this.db, user.orgId, user.id, groupIds);
    const role = effectiveRole(
      user.role,
      resources.map((r) => r.role),
    );
    const orgWide = user.role != null || resources.some((r) => r.resourceType === 'ORGANIZATION');
    const siteScope = orgWide ? 'ALL' : await repo.siteIdsForResources(this.db, user.orgId, resources);
    return { userId: user.id, orgId: user.orgId, role, siteScope };
  }

  async currentUser(orgId: number, userId: number): Promise<CurrentUser> {
    const user = await repo.findUser(this.db, orgId, userId);
    if (!user) throw unauthorized();
    const org = await repo.findOrganization(this.db, orgId);
    const groupIds = await repo.groupIdsOf(this.db, orgId, userId);
    const resources = await repo.accessResourcesOf(this.db, orgId, userId, groupIds);
    return presentCurrentUser(user, org?.title ?? '', groupIds, resources);
  }
}
