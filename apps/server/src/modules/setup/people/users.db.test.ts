import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, userOrganizations, users } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildAccess, buildOrg, buildSite, buildUser } from '../../../test/factories';
import { linkIn, mailsTo } from '../../../test/outbox';
import { buildGroup } from '../../../test/setup-factories-people';
import { type Auth, callAs, lastAuditRow } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let adminId: number;
let admin: Auth;
let manager: Auth;
let managerId: number;
let siteAdmin: Auth;
let groupId: number;
let foreignUserId: number;
let foreignGroupId: number;
let siteId: number;

const unique = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;
const call = callAs(() => t);
const tokenValid = (token: string) =>
  t.app.inject({ url: `/api/v1/users/invite-user-token-valid?token=${encodeURIComponent(token)}` });
const lastToken = async (email: string) =>
  linkIn((await mailsTo(t.app, email)).at(-1)!, '/user-invite-email').searchParams.get('token')!;
const lastAudit = (action: string) => lastAuditRow(t, orgId, action);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db, { title: 'People Co' })).id;
  const other = await buildOrg(db);
  siteId = (await buildSite(db, orgId)).id;
  const a = await buildUser(db, orgId, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  adminId = a.id;
  admin = await t.login(a.email);
  const m = await buildUser(db, orgId, { role: 'MANAGER' });
  managerId = m.id;
  manager = await t.login(m.email);
  const scoped = await buildUser(db, orgId, { role: null });
  await buildAccess(db, orgId, {
    userId: scoped.id,
    resourceType: 'SITE',
    resourceId: siteId,
    role: 'ADMIN',
  });
  siteAdmin = await t.login(scoped.email);
  groupId = (await buildGroup(db, orgId)).id;
  await buildAccess(db, orgId, { groupId, resourceType: 'SITE', resourceId: siteId, role: 'MANAGER' });
  foreignUserId = (await buildUser(db, other.id)).id;
  foreignGroupId = (await buildGroup(db, other.id)).id;
});
afterAll(() => t.close());

describe('setup users', () => {
  let invitedId: number;
  let invitedEmail: string;

  it('invites a user without a global role into a group, with the emailed link, audited', async () => {
    invitedEmail = unique('new-hire');
    const res = await call('POST', '/api/v1/setup/users', admin, {
      email: invitedEmail,
      firstName: 'Alan',
      lastName: 'Turing',
      role: null,
      groupIds: [groupId],
      phone: '+44 20 7946 0000',
      position: 'Store manager',
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    invitedId = user.id;
    expect(user).toMatchObject({
      email: invitedEmail,
      userStatus: 'INVITED',
      role: null,
      effectiveRole: 'MANAGER',
      groupIds: [groupId],
      phone: '+44 20 7946 0000',
      position: 'Store manager',
      lastLogin: null,
    });
    expect(user.accessResources).toEqual([
      expect.objectContaining({ groupId, resourceType: 'SITE', resourceId: siteId, role: 'MANAGER' }),
    ]);
    expect((await tokenValid(await lastToken(invitedEmail))).json()).toEqual({ email: invitedEmail });
    const entry = await lastAudit('USER_INVITED');
    expect(entry?.targetId).toBe(String(invitedId));
    expect(entry?.payload).toMatchObject({
      before: null,
      after: { email: invitedEmail, groupIds: [groupId] },
    });
    const listed = (await call('GET', '/api/v1/setup/users', admin)).json();
    expect(listed.find((u: { id: number }) => u.id === invitedId)).toMatchObject({ userStatus: 'INVITED' });
    expect(listed.find((u: { id: number }) => u.id === adminId)).toMatchObject({
      role: 'ADMIN',
      effectiveRole: 'ADMIN',
      userStatus: 'ACTIVE',
    });
  });

  it('names each field at fault and refuses a taken address with 409, sending nothing', async () => {
    const email = unique('refused');
    const bad = await call('POST', '/api/v1/setup/users', admin, {
      email: 'not-an-email',
      firstName: '',
      lastName: 'X',
      role: 'OWNER',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['email', 'firstName', 'role', 'phone']),
    );
    const foreignGroup = await call('POST', '/api/v1/setup/users', admin, {
      email,
      firstName: 'A',
      lastName: 'B',
      groupIds: [foreignGroupId],
    });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().errors[0].field).toBe('groupIds');
    expect(await mailsTo(t.app, email)).toHaveLength(0);
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    const dup = await call('POST', '/api/v1/setup/users', admin, {
      email: adminRow!.email.toUpperCase(),
      firstName: 'A',
      lastName: 'B',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('email');
  });

  it('sends an INVITED user a fresh link that retires the old one; others answer 409', async () => {
    const first = await lastToken(invitedEmail);
    const res = await call('POST', `/api/v1/setup/users/${invitedId}/resend-invitation`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const second = await lastToken(invitedEmail);
    expect(second).not.toBe(first);
    expect((await tokenValid(first)).statusCode).toBe(401);
    expect((await tokenValid(second)).statusCode).toBe(200);
    // The invitation kept the user's fields (no global role, phone, groups).
    expect(res.json()).toMatchObject({ role: null, phone: '+44 20 7946 0000', groupIds: [groupId] });
    expect((await lastAudit('USER_INVITATION_RESENT'))?.targetId).toBe(String(invitedId));
    const active = await call('POST', `/api/v1/setup/users/${managerId}/resend-invitation`, admin);
    expect(active.statusCode).toBe(409);
  });

  it('changes only the fields sent, replacing the groups, with before and after', async () => {
    const res = await call('PATCH', `/api/v1/setup/users/${invitedId}`, admin, {
      lastName: 'Mathison',
      role: 'VIEWER',
      groupIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Alan',
      lastName: 'Mathison',
      role: 'VIEWER',
      effectiveRole: 'VIEWER',
      groupIds: [],
      accessResources: [],
      position: 'Store manager',
    });
    const entry = await lastAudit('USER_UPDATED');
    expect(entry?.payload).toMatchObject({
      before: { lastName: 'Turing', role: null, groupIds: [groupId] },
      after: { lastName: 'Mathison', role: 'VIEWER', groupIds: [] },
    });
    const bad = await call('PATCH', `/api/v1/setup/users/${invitedId}`, admin, {
      role: 'OWNER',
      email: 'x@y.z',
      groupIds: [foreignGroupId],
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await call('PATCH', `/api/v1/setup/users/${invitedId}`, admin, {
      groupIds: [foreignGroupId],
    });
    expect(foreign.json().errors[0].field).toBe('groupIds');
  });

  it("ends a suspended user's tokens at once; reactivation lets them sign in again", async () => {
    expect((await call('GET', '/api/v1/auth/user', manager)).statusCode).toBe(200);
    const res = await call('POST', `/api/v1/setup/users/${managerId}/suspend`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userStatus).toBe('SUSPENDED');
    // The same token, on the very next call (the auth cache is on in tests).
    expect((await call('GET', '/api/v1/auth/user', manager)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, managerId));
    await expect(t.login(row!.email)).rejects.toThrow(/403/);
    expect((await lastAudit('USER_SUSPENDED'))?.payload).toMatchObject({
      before: { userStatus: 'ACTIVE' },
      after: { userStatus: 'SUSPENDED' },
    });
    const back = await call('POST', `/api/v1/setup/users/${managerId}/reactivate`, admin);
    expect(back.json().userStatus).toBe('ACTIVE');
    manager = await t.login(row!.email);
    expect((await call('GET', '/api/v1/auth/user', manager)).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/setup/users/${invitedId}/suspend`, admin)).statusCode).toBe(409);
  });

  it('keeps the caller an administrator and the organisation one active global ADMIN', async () => {
    const self = await call('PATCH', `/api/v1/setup/users/${adminId}`, admin, { role: 'MANAGER' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/your own administrator rights/);
    expect((await call('POST', `/api/v1/setup/users/${adminId}/suspend`, admin)).json().message).toMatch(
      /suspend yourself/,
    );
    // An administrator through an ORGANIZATION access resource (no global role) may not take the
    // role from the only active global ADMIN, nor suspend them.
    const db = t.database.db;
    const viaAccess = await buildUser(db, orgId, { role: null });
    await buildAccess(db, orgId, {
      userId: viaAccess.id,
      resourceType: 'ORGANIZATION',
      resourceId: orgId,
      role: 'ADMIN',
    });
    const other = await t.login(viaAccess.email);
    const demote = await call('PATCH', `/api/v1/setup/users/${adminId}`, other, { role: 'VIEWER' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/at least one active user with the global ADMIN role/);
    expect((await call('POST', `/api/v1/setup/users/${adminId}/suspend`, other)).statusCode).toBe(409);
    const [row] = await db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ role: 'ADMIN', userStatus: 'ACTIVE' });
    // With a second global ADMIN, the first may be demoted.
    const second = await buildUser(db, orgId, { role: 'ADMIN' });
    const ok = await call('PATCH', `/api/v1/setup/users/${second.id}`, other, { role: 'VIEWER' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('two administrators demoting each other at once leave one of them ADMIN', async () => {
    const db = t.database.db;
    const org = await buildOrg(db);
    const x = await buildUser(db, org.id, { role: 'ADMIN' });
    const y = await buildUser(db, org.id, { role: 'ADMIN' });
    const [hx, hy] = [await t.login(x.email), await t.login(y.email)];
    const codes = (
      await Promise.all([
        call('PATCH', `/api/v1/setup/users/${y.id}`, hx, { role: 'VIEWER' }),
        call('PATCH', `/api/v1/setup/users/${x.id}`, hy, { role: 'VIEWER' }),
      ])
    ).map((r) => r.statusCode);
    // The loser is refused after the winner's commit (409) or, arriving later, as no longer an ADMIN (403).
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 403 || c === 409)).toHaveLength(1);
    const admins = await db
      .select()
      .from(users)
      .where(and(eq(users.orgId, org.id), eq(users.role, 'ADMIN')));
    expect(admins).toHaveLength(1);
  });

  it('is for administrators of the whole organisation only', async () => {
    for (const h of [manager, siteAdmin]) {
      expect((await call('GET', '/api/v1/setup/users', h)).statusCode).toBe(403);
      expect(
        (await call('PATCH', `/api/v1/setup/users/${invitedId}`, h, { firstName: 'No' })).statusCode,
      ).toBe(403);
      expect((await call('POST', `/api/v1/setup/users/${adminId}/suspend`, h)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/v1/setup/users', h, { email: unique('x'), firstName: 'A', lastName: 'B' }))
          .statusCode,
      ).toBe(403);
    }
  });

  it("answers 404 for another organisation's user and changes nothing", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/v1/setup/users/${foreignUserId}`, undefined],
      ['PATCH', `/api/v1/setup/users/${foreignUserId}`, { firstName: 'Taken over', role: 'VIEWER' }],
      ['POST', `/api/v1/setup/users/${foreignUserId}/suspend`, undefined],
      ['POST', `/api/v1/setup/users/${foreignUserId}/reactivate`, undefined],
      ['POST', `/api/v1/setup/users/${foreignUserId}/resend-invitation`, undefined],
    ] as const) {
      expect((await call(method, url, admin, body)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, foreignUserId));
    expect(row).toMatchObject({ firstName: 'Test', role: 'ADMIN', userStatus: 'ACTIVE' });
    const listed = (await call('GET', '/api/v1/setup/users', admin)).json();
    expect(listed.map((u: { id: number }) => u.id)).not.toContain(foreignUserId);
  });

  it("invites another organisation's account as a membership, like a new address", async () => {
    const db = t.database.db;
    const elsewhere = await buildOrg(db);
    const account = await buildUser(db, elsewhere.id, { email: unique('elsewhere') });
    const body = { email: account.email, firstName: 'Any', lastName: 'Name', groupIds: [groupId] };
    const withRole = await call('POST', '/api/v1/setup/users', admin, { ...body, role: 'VIEWER' });
    expect(withRole.statusCode).toBe(201);
    expect(withRole.json()).toMatchObject({ userStatus: 'INVITED', role: 'VIEWER', firstName: 'Any' });
    const [membership] = await db
      .select()
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, account.id), eq(userOrganizations.orgId, orgId)));
    expect(membership?.role).toBe('VIEWER');
    // The account's own record and groups are not this organisation's to change.
    expect(await db.$count(groupMembers, eq(groupMembers.userId, account.id))).toBe(0);
    const [row] = await db.select().from(users).where(eq(users.id, account.id));
    expect(row?.firstName).toBe('Test');

    // Without a global role no membership can be made: the answer looks the same, the audit tells.
    const loner = await buildUser(db, elsewhere.id, { email: unique('loner') });
    const noRole = await call('POST', '/api/v1/setup/users', admin, {
      ...body,
      email: loner.email,
      role: null,
    });
    expect(noRole.statusCode).toBe(201);
    expect(noRole.json()).toMatchObject({ userStatus: 'INVITED', role: null, id: loner.id });
    expect(await db.$count(userOrganizations, eq(userOrganizations.userId, loner.id))).toBe(0);
    const skipped = await lastAudit('INVITE_USER_SKIPPED');
    expect(skipped?.targetId).toBe(String(loner.id));
    expect(skipped?.payload).toMatchObject({ role: null, via: 'MEMBERSHIP' });
  });
});
