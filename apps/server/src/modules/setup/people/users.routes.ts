import { IdParam, type InviteRequest } from '@sw/contracts';
import { SetupUser, SetupUserCreate, SetupUserUpdate } from '@sw/contracts/setup';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-errors';
import { publicBase } from '../../../lib/public-base';
import { type AuthContext, audit } from '../../identity';
import { updateOrgRow } from '../org-rows';
import { requireOrgAdmin, setupErrors, taken } from '../setup-access';
import { auditChange, auditedUpdateIn } from '../setup-audit';
import { keepCallerAdmin, keepOneAdmin, lockAdmins, SELF_SUSPEND_MESSAGE } from './admin-guards';
import { checkGroups, getSetupUser, listSetupUsers, setUserGroups } from './people.repository';

const tags = ['setup'];
/** As POST /api/v1/users/invite: each call may send an email. */
const mailLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const EMAIL_TAKEN = 'A user with this email already exists';

/**
 * Users in setup (ADMIN of the whole organisation): list, invite (the identity module's invitation:
 * INVITED user, emailed link), edit, suspend and reactivate, send the invitation again.
 */
export const setupUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const identity = () => app.services.identity;

  /** The user of the caller's organisation, or 404. */
  async function target(orgId: number, id: number) {
    const [row] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.orgId, orgId)));
    if (!row) throw notFound('User');
    return row;
  }

  app.get(
    '/api/v1/setup/users',
    {
      schema: {
        tags,
        summary:
          "The organisation's users with status, last sign-in, groups, access and effective role (ADMIN of the whole organisation)",
        response: { 200: z.array(SetupUser), ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      return listSetupUsers(app.db, req.auth.orgId);
    },
  );

  app.get(
    '/api/v1/setup/users/:id',
    {
      schema: {
        tags,
        summary: 'One user of the organisation as setup edits them (ADMIN of the whole organisation)',
        params: IdParam,
        response: { 200: SetupUser, ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const user = await getSetupUser(app.db, req.auth.orgId, req.params.id);
      if (!user) throw notFound('User');
      return user;
    },
  );

  app.post(
    '/api/v1/setup/users',
    {
      config: mailLimit,
      schema: {
        tags,
        summary:
          'Invites a user by email: an INVITED user and an emailed link to set a password (ADMIN of the whole organisation)',
        description:
          'role null: no global role, the user reaches sites only through access resources. Inviting an address still INVITED here sends a fresh link; an ACTIVE or SUSPENDED one answers 409 (field email).',
        body: SetupUserCreate,
        response: { 201: SetupUser, ...setupErrors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const body = req.body;
      // Checked before the email goes out: a refused body sends nothing.
      await checkGroups(app.db, orgId, body.groupIds, 'groupIds');
      const [existing] = await app.db
        .select({ id: users.id, orgId: users.orgId, userStatus: users.userStatus })
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
      const home = !existing || existing.orgId === orgId;
      if (existing && home && existing.userStatus !== 'INVITED') throw taken('email', EMAIL_TAKEN);
      reply.code(201);
      if (!home) return inviteMember(req.auth, existing.id, body);
      const before = existing ? await getSetupUser(app.db, orgId, existing.id) : null;
      // The identity module's invitation (user row, token, email, its own audit). It stores the role
      // as given: users.role is nullable, so null means no global role.
      const invited = await app.services.accounts.invite(
        req.auth,
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          role: body.role,
        } as InviteRequest,
        publicBase(app.config),
      );
      return app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ phone: body.phone, position: body.position })
          .where(and(eq(users.id, invited.id), eq(users.orgId, orgId)));
        await setUserGroups(tx, orgId, invited.id, body.groupIds);
        const after = (await getSetupUser(tx, orgId, invited.id))!;
        await auditChange(tx, req.auth, {
          action: 'USER_INVITED',
          targetType: 'USER',
          targetId: invited.id,
          before,
          after,
        });
        return after;
      });
    },
  );

  /**
   * An address whose account lives in another organisation. As the identity module does, the answer
   * looks like a new invitation (no account oracle across tenants); the account's own record (names,
   * phone, groups here) is left alone. A membership needs a global role (user_organizations.role is
   * required): without one nothing is granted or sent, and only the audit says so.
   */
  async function inviteMember(auth: AuthContext, accountId: number, body: z.output<typeof SetupUserCreate>) {
    const summary = body.role
      ? await app.services.accounts.invite(
          auth,
          { email: body.email, firstName: body.firstName, lastName: body.lastName, role: body.role },
          publicBase(app.config),
        )
      : null;
    if (!summary)
      await audit(
        app.db,
        {
          orgId: auth.orgId,
          userId: auth.userId,
          action: 'INVITE_USER_SKIPPED',
          targetType: 'USER',
          targetId: accountId,
        },
        // As the identity module's INVITE_USER row of a membership (via: MEMBERSHIP) does.
        { role: null, via: 'MEMBERSHIP', reason: 'A membership needs a global role' },
      );
    return {
      id: accountId,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      position: body.position,
      role: body.role,
      effectiveRole: body.role,
      userStatus: 'INVITED' as const,
      lastLogin: null,
      createdAt: summary?.createdAt ?? new Date().toISOString(),
      groupIds: body.groupIds,
      accessResources: [],
    };
  }

  app.patch(
    '/api/v1/setup/users/:id',
    {
      schema: {
        tags,
        summary:
          "Changes a user's names, phone, position, global role or groups (ADMIN of the whole organisation); only the fields sent change",
        description:
          'groupIds replaces the memberships. 409 when the caller would lose their own administrator rights or no active global ADMIN would be left.',
        params: IdParam,
        body: SetupUserUpdate,
        response: { 200: SetupUser, ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const user = await target(orgId, req.params.id);
      const { groupIds, ...fields } = req.body;
      if (groupIds !== undefined) await checkGroups(app.db, orgId, groupIds, 'groupIds');
      // Only taking the role from an active global ADMIN can leave the organisation without one.
      const demoting =
        fields.role !== undefined &&
        fields.role !== 'ADMIN' &&
        user.role === 'ADMIN' &&
        user.userStatus === 'ACTIVE';
      const { after } = await app.db.transaction(async (tx) => {
        if (demoting) await lockAdmins(tx, orgId);
        return auditedUpdateIn(tx, req.auth, {
          action: 'USER_UPDATED',
          targetType: 'USER',
          targetId: user.id,
          read: (tx) => getSetupUser(tx, orgId, user.id),
          change: async (tx) => {
            await updateOrgRow(tx, users, { id: user.id, orgId }, fields);
            if (groupIds !== undefined) await setUserGroups(tx, orgId, user.id, groupIds);
            await keepCallerAdmin(tx, req.auth);
            if (demoting) await keepOneAdmin(tx, orgId);
          },
        });
      });
      // A changed role or group takes effect on the user's next request, not after the auth cache.
      if (fields.role !== undefined || groupIds !== undefined) identity().forgetUser(user.id);
      return after!;
    },
  );

  for (const [action, suspend] of [
    ['suspend', true],
    ['reactivate', false],
  ] as const) {
    app.post(
      `/api/v1/setup/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: suspend
            ? 'Suspends a user: their tokens stop working at once and they cannot sign in (ADMIN of the whole organisation)'
            : 'Lifts a suspension: the user signs in again with their password (ADMIN of the whole organisation)',
          description: suspend
            ? '409 for the caller themselves, an INVITED user (not yet accepted) and the last active global ADMIN.'
            : undefined,
          params: IdParam,
          response: { 200: SetupUser, ...setupErrors },
        },
      },
      async (req) => {
        requireOrgAdmin(req.auth);
        const { orgId } = req.auth;
        const user = await target(orgId, req.params.id);
        if (suspend && user.id === req.auth.userId) throw new HttpError(409, SELF_SUSPEND_MESSAGE);
        if (user.userStatus === 'INVITED')
          throw new HttpError(409, 'The user has not accepted the invitation yet');
        const from = suspend ? 'ACTIVE' : 'SUSPENDED';
        const after = await app.db.transaction(async (tx) => {
          if (suspend) await lockAdmins(tx, orgId);
          const before = (await getSetupUser(tx, orgId, user.id))!;
          if (before.userStatus !== from) return before;
          await tx
            .update(users)
            .set(
              suspend
                ? // The token version ends every token issued so far, in every process.
                  { userStatus: 'SUSPENDED', tokenVersion: sql`${users.tokenVersion} + 1` }
                : { userStatus: 'ACTIVE' },
            )
            .where(and(eq(users.id, user.id), eq(users.orgId, orgId)));
          if (suspend && before.role === 'ADMIN') await keepOneAdmin(tx, orgId);
          const after = (await getSetupUser(tx, orgId, user.id))!;
          await auditChange(tx, req.auth, {
            action: suspend ? 'USER_SUSPENDED' : 'USER_REACTIVATED',
            targetType: 'USER',
            targetId: user.id,
            before,
            after,
          });
          return after;
        });
        // Right after the commit: cached tokens and open sockets of the user end too.
        if (suspend) identity().sessionsEnded(user.id, user.orgId);
        return after;
      },
    );
  }

  app.post(
    '/api/v1/setup/users/:id/resend-invitation',
    {
      config: mailLimit,
      schema: {
        tags,
        summary:
          'Emails an INVITED user a fresh invitation link; the earlier link stops working (ADMIN of the whole organisation)',
        description: '409 when the user is not INVITED (already signed up, or suspended).',
        params: IdParam,
        response: { 200: SetupUser, ...setupErrors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const user = await target(orgId, req.params.id);
      if (user.userStatus !== 'INVITED')
        throw new HttpError(
          409,
          'Only an invited user who has not signed up yet can be sent the invitation again',
        );
      // Re-inviting an INVITED address issues a new token and revokes the older ones.
      await app.services.accounts.invite(
        req.auth,
        {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
        } as InviteRequest,
        publicBase(app.config),
      );
      const after = (await getSetupUser(app.db, orgId, user.id))!;
      await auditChange(app.db, req.auth, {
        action: 'USER_INVITATION_RESENT',
        targetType: 'USER',
        targetId: user.id,
        before: after,
        after,
      });
      return after;
    },
  );
};
