import {
  type ChangePasswordRequest,
  type EmailPasswordConfirmRequest,
  INVITE_EXPIRED_MESSAGE,
  type InviteRequest,
  type LoginResponse,
  passwordProblem,
  type UserSummary,
  WRONG_OLD_PASSWORD_MESSAGE,
} from '@sw/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userOrganizations, users } from '../../db/schema';
import { badRequest, HttpError, notFound, unauthorized } from '../../lib/http-errors';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { requireSelf } from './access';
import { consumeToken, findLiveToken, issueToken, lastIssuedAt, revokeTokens } from './account-tokens';
import type { BackgroundTasks } from './background';
import { inviteEmail, membershipEmail, resetPasswordEmail } from './emails';
import * as repo from './identity.repository';
import { type AuthContext, type IdentityService, suspended } from './identity.service';
import { clearFailures } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { ResetCooldown } from './reset-cooldown';
import { presentUserSummary } from './user.presenter';

/** One reset email per account per minute at most; further requests are answered alike and dropped. */
export const RESET_EMAIL_COOLDOWN_SECONDS = 60;
export const INVALID_LINK_MESSAGE = 'This link is invalid, has expired or has already been used.';

/** PostgreSQL's unique_violation, directly or as the cause of a driver wrapper. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Password reset, invitations and password change. */
export class AccountService {
  /** The per-address answer to 'Send again' within the cooldown. */
  readonly resetRequests = new ResetCooldown(RESET_EMAIL_COOLDOWN_SECONDS);

  constructor(
    private readonly db: Db,
    private readonly identity: IdentityService,
    private readonly mailer: Mailer,
    readonly background: BackgroundTasks,
  ) {}

  /**
   * Answers at once and does the work afterwards, so that neither the answer nor its timing tells
   * whether the email belongs to an account.
   */
  requestPasswordReset(email: string, base: string, now = new Date()): void {
    this.background.run('password reset email', async () => {
      const user = await repo.findUserByEmail(this.db, email);
      if (!user || user.userStatus === 'SUSPENDED') return;
      const token = await this.db.transaction(async (tx) => {
        // The user's row lock makes the cooldown hold for simultaneous requests too.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const last = await lastIssuedAt(tx, user.id, 'RESET');
        if (last && now.getTime() - last.getTime() < RESET_EMAIL_COOLDOWN_SECONDS * 1000) return null;
        return issueToken(tx, { userId: user.id, purpose: 'RESET', now });
      });
      if (!token) return;
      const link = `${base}/new-password?token=${token}&email=${encodeURIComponent(user.email)}`;
      await this.mailer.send(resetPasswordEmail(user.email, link));
    });
  }

  /** Completes a reset or an invitation: sets the password and signs the user in. */
  async confirmEmailPassword(body: EmailPasswordConfirmRequest, now = new Date()): Promise<LoginResponse> {
    const problem = passwordProblem(body.password, body.passwordVerify);
    if (problem) throw badRequest(problem);
    // Hashing is slow: done before the transaction, which then only checks and writes.
    const passwordHash = await hashPassword(body.password);
    const user = await this.db.transaction(async (tx) => {
      const token = await consumeToken(tx, body.token, now);
      if (!token) throw unauthorized(INVALID_LINK_MESSAGE);
      const owner = await repo.findUserById(tx, token.userId);
      // A wrong email rolls the transaction back, so the token is not spent by a typo.
      if (!owner || owner.email.toLowerCase() !== body.email.trim().toLowerCase())
        throw unauthorized(INVALID_LINK_MESSAGE);
      if (owner.userStatus === 'SUSPENDED') throw suspended();
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordUpdatedAt: now,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          userStatus: 'ACTIVE',
          lastLogin: now,
        })
        .where(eq(users.id, owner.id));
      await revokeTokens(tx, owner.id, 'RESET', now);
      await revokeTokens(tx, owner.id, 'INVITE', now);
      const action = token.purpose === 'INVITE' ? 'ACCEPT_INVITATION' : 'RESET_PASSWORD';
      await repo.audit(tx, {
        orgId: owner.orgId,
        userId: owner.id,
        action,
        targetType: 'USER',
        targetId: owner.id,
      });
      return owner;
    });
    // Right after the commit, before anything else can fail: earlier tokens and sockets end.
    this.identity.sessionsEnded(user.id, user.orgId);
    // A reset proves control of the mailbox, so it also lifts a sign-in lock: a lock never keeps
    // the real owner out.
    await clearFailures(this.db, user.email);
    return this.identity.issueSession(user.id, user.orgId);
  }

  /** Only the caller's own password; a wrong current password is a 400, never a 401. */
  async changePassword(auth: AuthContext, userId: number, body: ChangePasswordRequest, now = new Date()) {
    await requireSelf(this.db, auth, userId);
    const problem = passwordProblem(body.newPassword, body.newPasswordVerify);
    if (problem) throw badRequest(problem);
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, body.oldPassword)))
      throw new HttpError(400, WRONG_OLD_PASSWORD_MESSAGE, [{ message: WRONG_OLD_PASSWORD_MESSAGE }]);
    if (body.newPassword === body.oldPassword)
      throw badRequest('The new password must differ from the current one.');
    await this.db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        passwordUpdatedAt: now,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, userId));
    // Every earlier token now fails (at once, before anything else can fail); the caller's session
    // continues with the fresh one.
    this.identity.sessionsEnded(userId, user.orgId);
    await repo.audit(this.db, {
      orgId: auth.orgId,
      userId,
      action: 'CHANGE_PASSWORD',
      targetType: 'USER',
      targetId: userId,
    });
    return this.identity.issueSession(userId, auth.orgId);
  }

  /**
   * Creates an INVITED user in the caller's organisation and emails the link (ADMIN only, checked
   * by the route). Inviting an address that is still INVITED here sends a fresh link. An address
   * whose account lives in another organisation is answered exactly like a new one (no account
   * oracle across tenants): that account gets a membership here and an email saying so.
   */
  async invite(auth: AuthContext, body: InviteRequest, base: string, now = new Date()): Promise<UserSummary> {
    const existing = await repo.findUserByEmail(this.db, body.email);
    if (existing && existing.orgId !== auth.orgId) return this.inviteMember(auth, existing, body, base, now);
    if (existing && existing.userStatus !== 'INVITED')
      throw new HttpError(409, 'A user with this email already exists.');
    const values = {
      firstName: body.firstName ?? existing?.firstName ?? '',
      lastName: body.lastName ?? existing?.lastName ?? '',
      role: body.role,
    };
    const [user] = existing
      ? await this.db.update(users).set(values).where(eq(users.id, existing.id)).returning()
      : await this.db
          .insert(users)
          .values({
            ...values,
            orgId: auth.orgId,
            email: body.email,
            userStatus: 'INVITED',
            passwordHash: null,
          })
          .returning()
          .catch((err: unknown) => {
            // Two invitations of one new address at once: the second meets the unique email index.
            throw isUniqueViolation(err) ? new HttpError(409, 'A user with this email already exists.') : err;
          });
    if (!user) throw notFound('User');
    const token = await issueToken(this.db, {
      userId: user.id,
      purpose: 'INVITE',
      now,
      invitedByUserId: auth.userId,
    });
    await this.announceInvite(auth, user.id, { role: body.role }, (inviter, inviterName, orgTitle) =>
      inviteEmail(
        user.email,
        // invitedBy carries the inviter's address: the page shows it as the reply-to for a dead link.
        `${base}/user-invite-email?token=${token}&invitedBy=${encodeURIComponent(inviter?.email ?? '')}`,
        inviterName,
        orgTitle ?? 'your organisation',
      ),
    );
    return presentUserSummary(user);
  }

  /** Audits an invitation and sends its email, composed with the inviter and the organisation's title. */
  private async announceInvite(
    auth: AuthContext,
    targetId: number,
    details: Record<string, unknown>,
    compose: (
      inviter: repo.UserRow | undefined,
      inviterName: string,
      orgTitle: string | undefined,
    ) => MailMessage,
  ): Promise<void> {
    const inviter = await repo.findUserById(this.db, auth.userId);
    const org = await repo.findOrganization(this.db, auth.orgId);
    const inviterName = [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || 'A colleague';
    await repo.audit(
      this.db,
      { orgId: auth.orgId, userId: auth.userId, action: 'INVITE_USER', targetType: 'USER', targetId },
      details,
    );
    try {
      await this.mailer.send(compose(inviter, inviterName, org?.title));
    } catch {
      throw new HttpError(503, 'The invitation email could not be sent. Try again later.');
    }
  }

  /**
   * An account of another organisation invited here: a membership with the invited role (their
   * home account, password and sessions are untouched) and an email pointing at Switch Org. The
   * answer has the shape and values of a new invitation, never the account's own details.
   */
  private async inviteMember(
    auth: AuthContext,
    account: repo.UserRow,
    body: InviteRequest,
    base: string,
    now: Date,
  ): Promise<UserSummary> {
    await this.db
      .insert(userOrganizations)
      .values({ userId: account.id, orgId: auth.orgId, role: body.role })
      .onConflictDoUpdate({
        target: [userOrganizations.userId, userOrganizations.orgId],
        set: { role: body.role },
      });
    // A changed role must not wait for a reused resolved token.
    this.identity.forgetUser(account.id);
    await this.announceInvite(
      auth,
      account.id,
      { role: body.role, via: 'MEMBERSHIP' },
      (_, inviterName, orgTitle) =>
        membershipEmail(
          account.email,
          `${base}/org-switch?organizationId=${auth.orgId}`,
          inviterName,
          orgTitle ?? 'an organisation',
          auth.orgId,
        ),
    );
    return {
      id: account.id,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      email: body.email,
      phone: null,
      role: body.role,
      position: null,
      organizationId: auth.orgId,
      userStatus: 'INVITED',
      timeZone: 'UTC',
      lastLogin: null,
      createdAt: now.toISOString(),
    };
  }

  /** The invited email for a live invitation token; 401 for unknown, used or expired ones. */
  async invitedEmail(token: string, now = new Date()): Promise<{ email: string }> {
    const row = await findLiveToken(this.db, token, now);
    const user = row?.purpose === 'INVITE' ? await repo.findUserById(this.db, row.userId) : undefined;
    if (user?.userStatus !== 'INVITED') throw unauthorized(INVITE_EXPIRED_MESSAGE);
    return { email: user.email };
  }
}
