import type { CurrentUser, LoginResponse } from '@sw/contracts';
import { effectiveRole, isPasswordUpdateDue, type Role } from '@sw/domain';
import type { Db } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { HttpError, notFound, unauthorized } from '../../lib/http-errors';
import { AuthCache } from './auth-cache';
import { grantFor, type OrgGrant } from './grants';
import * as repo from './identity.repository';
import { clearFailures, lockRemaining, recordFailure } from './login-throttle';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { presentCurrentUser } from './user.presenter';

/** Who is calling: resolved once per request from the bearer token. */
export interface AuthContext {
  userId: number;
  /** The organisation the token is for (the user's home organisation unless switched). */
  orgId: number;
  homeOrgId: number;
  role: Role | null;
  /** 'ALL' for users with a global role or an organisation-wide access resource. */
  siteScope: SiteScope;
  /**
   * Internal staff switched into an organisation without a membership: they may look, never change
   * anything (plugins/auth.ts answers 403 READ_ONLY_ACCESS to their writes).
   */
  readOnly: boolean;
  /** The bearer token's own id (`jti`) and expiry (epoch ms): what a logout revokes. */
  tokenId: string;
  tokenExpiresAt: number;
  /** The password predates the enforce date (spec 1 §4): data calls answer 403 until it is changed. */
  passwordUpdateRequired?: boolean;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const NO_USERS_YET =
  'This installation has no users yet: create the first administrator with the one-time link the server printed when it started, or run npm run admin:create on the server';

export const timeLocked = (remainingSeconds: number) =>
  new HttpError(423, `Account is temporarily locked. Try again in ${remainingSeconds} seconds.`, [
    { message: 'TIME_LOCKED', lockType: 'TIME_LOCKED', remainingSeconds },
  ]);

export const suspended = () =>
  new HttpError(403, 'This account is suspended. Contact your administrator.', [
    { message: 'SUSPENDED', lockType: 'SUSPENDED' },
  ]);

/**
 * Told when sessions end: all of a user's earlier tokens (password change or reset, suspension), or
 * only the token `tokenId` (logout).
 */
export type SessionsEndedListener = (userId: number, orgId: number, tokenId?: string) => void;

/** Sign-in, token verification, the current user and organisation switching. */
export class IdentityService {
  private readonly sessionListeners = new Set<SessionsEndedListener>();
  private readonly resolved: AuthCache<AuthContext>;

  /** `authCacheMs`: how long a resolved token is reused (0 turns the cache off); see AuthCache. */
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    authCacheMs = 0,
  ) {
    this.resolved = new AuthCache<AuthContext>(authCacheMs);
  }

  async login(email: string, password: string, now = new Date()): Promise<LoginResponse> {
    // The lock is looked up by address before the account, so known and unknown emails behave alike.
    const locked = await lockRemaining(this.db, email, now);
    if (locked > 0) throw timeLocked(locked);
    const user = await repo.findUserByEmail(this.db, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      const lock = await recordFailure(this.db, email, now);
      if (lock > 0) throw timeLocked(lock);
      // A clean installation: say how to make the first account instead of "wrong password".
      if (!user && !(await repo.anyUser(this.db))) throw unauthorized(NO_USERS_YET);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    // Only the right password learns that the account is suspended.
    if (user.userStatus === 'SUSPENDED') throw suspended();
    await clearFailures(this.db, email);
    await repo.recordLogin(this.db, user.id, now);
    return this.issueSession(user.id, user.orgId);
  }

  /** A fresh token for the user in `orgId` (the grant must already be checked) and the current user. */
  async issueSession(userId: number, orgId: number): Promise<LoginResponse> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw unauthorized();
    const accessToken = await this.tokens.sign({ userId, orgId, tokenVersion: user.tokenVersion });
    return { accessToken, user: await this.currentUser(orgId, userId) };
  }

  /** Verifies a bearer token and resolves the caller's organisation, effective role and sites. */
  /**
   * `fresh` skips the reuse of a recent answer (it still stores its own): long-lived real-time
   * connections are admitted on what the database says now.
   */
  async authenticate(token: string, opts: { fresh?: boolean } = {}): Promise<AuthContext> {
    if (!opts.fresh) {
      const cached = this.resolved.get(token);
      if (cached) return cached;
    }
    // Before the first await: sessions ended from here on keep this answer out of the cache.
    const stamp = this.resolved.stamp();
    const claims = await this.tokens.verify(token);
    if (!claims) throw unauthorized();
    // One round trip for the user, groups and access resources: this runs on every request.
    const snap = await repo.authSnapshot(this.db, claims.userId, claims.orgId, claims.tokenId);
    const user = snap?.user;
    if (
      !snap ||
      !user ||
      snap.revoked ||
      user.tokenVersion !== claims.tokenVersion ||
      user.userStatus !== 'ACTIVE'
    )
      throw unauthorized();
    // A revoked membership ends the switched session (at once through the product; by hand, within
    // AUTH_CACHE_SECONDS).
    const grant = await grantFor(this.db, user, claims.orgId);
    if (!grant) throw unauthorized();
    const orgId = claims.orgId;
    const { role, siteScope } = await this.accessFrom(orgId, grant, snap.resources);
    // Frozen: one context may now serve many requests.
    if (siteScope !== 'ALL') Object.freeze(siteScope);
    const ctx: AuthContext = Object.freeze({
      userId: user.id,
      orgId,
      homeOrgId: user.orgId,
      role,
      siteScope,
      readOnly: grant.via === 'INTERNAL',
      tokenId: claims.tokenId,
      tokenExpiresAt: claims.expiresAt,
      passwordUpdateRequired: isPasswordUpdateDue(user.passwordUpdatedAt, Date.now()),
    });
    this.resolved.set(token, ctx, claims.expiresAt, stamp);
    return ctx;
  }

  /**
   * A user's role and sites in `orgId` now, resolved as authenticate() resolves a token's, for work
   * done on a user's behalf without one (scheduled reports: the owner at each run, each recipient).
   * Null when the user is not active or may not act in the organisation.
   */
  async scopeOf(
    userId: number,
    orgId: number,
  ): Promise<{ role: Role | null; siteScope: SiteScope; via: OrgGrant['via'] } | null> {
    const user = await repo.findUserById(this.db, userId);
    if (user?.userStatus !== 'ACTIVE') return null;
    const grant = await grantFor(this.db, user, orgId);
    if (!grant) return null;
    const groupIds = await repo.groupIdsOf(this.db, orgId, userId);
    const resources = await repo.accessResourcesOf(this.db, orgId, userId, groupIds);
    return { ...(await this.accessFrom(orgId, grant, resources)), via: grant.via };
  }

  /** The effective role and sites of a grant and the access resources of the user and their groups. */
  private async accessFrom(
    orgId: number,
    grant: OrgGrant,
    resources: repo.AccessGrant[],
  ): Promise<{ role: Role | null; siteScope: SiteScope }> {
    const role = effectiveRole(
      grant.globalRole,
      resources.map((r) => r.role),
    );
    const orgWide = grant.globalRole != null || resources.some((r) => r.resourceType === 'ORGANIZATION');
    const siteScope = orgWide ? 'ALL' : await repo.siteIdsForResources(this.db, orgId, resources);
    return { role, siteScope };
  }

  async currentUser(orgId: number, userId: number): Promise<CurrentUser> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw unauthorized();
    const grant = await grantFor(this.db, user, orgId);
    if (!grant) throw unauthorized();
    const org = await repo.findOrganization(this.db, orgId);
    const groupIds = await repo.groupIdsOf(this.db, orgId, userId);
    const resources = await repo.accessResourcesOf(this.db, orgId, userId, groupIds);
    const dashboards = await repo.dashboardsOf(this.db, orgId, userId);
    return presentCurrentUser(
      user,
      grant.globalRole,
      orgId,
      org?.title ?? '',
      groupIds,
      resources,
      dashboards,
    );
  }

  /**
   * A new session in another organisation the caller may act in. Unknown organisations and
   * organisations the caller has no grant in answer the same 404, so ids cannot be probed.
   */
  async switchOrganization(auth: AuthContext, targetOrgId: number): Promise<LoginResponse> {
    const user = await repo.findUserById(this.db, auth.userId);
    if (!user) throw unauthorized();
    const grant = await grantFor(this.db, user, targetOrgId);
    if (!grant || !(await repo.findOrganization(this.db, targetOrgId))) throw notFound('Organization');
    await repo.audit(
      this.db,
      {
        orgId: targetOrgId,
        userId: user.id,
        action: 'SWITCH_ORGANIZATION',
        targetType: 'ORGANIZATION',
        targetId: targetOrgId,
      },
      { fromOrgId: auth.orgId, via: grant.via },
    );
    return this.issueSession(user.id, targetOrgId);
  }

  /**
   * Ends the caller's own session (logout): this token answers 401 from now on, in every process
   * (the revocation is stored; listeners drop it from caches and close its sockets). The user's
   * other sessions go on.
   */
  async logout(auth: AuthContext, now = new Date()): Promise<void> {
    await repo.revokeToken(this.db, auth.tokenId, auth.userId, new Date(auth.tokenExpiresAt), now);
    this.forgetToken(auth.tokenId);
    for (const listener of this.sessionListeners) listener(auth.userId, auth.homeOrgId, auth.tokenId);
  }

  /**
   * Listeners told when a user's earlier tokens stop working (password change or reset, suspension),
   * or one token does (logout, with its id): the app forwards it on the event bus, so every process
   * drops it from its cache and closes the matching sockets.
   */
  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }

  /** `orgId` is the user's home organisation. */
  sessionsEnded(userId: number, orgId: number): void {
    this.forgetUser(userId);
    for (const listener of this.sessionListeners) listener(userId, orgId);
  }

  /** Drops the user's resolved tokens (their sessions ended here or in another process). */
  forgetUser(userId: number): void {
    this.resolved.forgetUser(userId);
  }

  /** Drops one resolved token by its id (it was signed out here or in another process). */
  forgetToken(tokenId: string): void {
    this.resolved.forgetWhere((ctx) => ctx.tokenId === tokenId);
  }

  /** Drops every resolved token: for changes to access made outside the services (tests, scripts). */
  forgetAll(): void {
    this.resolved.clear();
  }
}
