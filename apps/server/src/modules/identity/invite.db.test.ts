import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';
import { linkIn, mailsTo } from '../../test/outbox';

let t: TestContext;
let orgId: number;
let admin: { id: number; email: string };
const PASSWORD = 'Welcome-aboard-2026';
const unique = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;

const invite = async (payload: Record<string, unknown>, as = admin.email) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/invite', headers: await t.login(as), payload });
const tokenValid = (token: string) =>
  t.app.inject({ url: `/api/v1/users/invite-user-token-valid?token=${encodeURIComponent(token)}` });

async function inviteLink(email: string) {
  const mails = await mailsTo(t.app, email);
  return linkIn(mails.at(-1)!, '/user-invite-email');
}

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await buildOrg(t.database.db, { title: 'Invite Co' })).id;
  admin = await buildUser(t.database.db, orgId, {
    email: unique('admin'),
    firstName: 'Grace',
    lastName: 'Hopper',
  });
});
afterAll(() => t.close());

describe('invitations', () => {
  it('an ADMIN invites by email; the link validates, sets the password and signs in', async () => {
    const email = unique('new-hire');
    const res = await invite({ email, firstName: 'Alan', lastName: 'Turing', role: 'MANAGER' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      userStatus: 'INVITED',
      role: 'MANAGER',
      organizationId: orgId,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/token|hash/i);

    const mail = (await mailsTo(t.app, email))[0]!;
    expect(mail).toContain('Grace Hopper invited you to join Invite Co');
    const link = await inviteLink(email);
    expect(link.searchParams.get('invitedBy')).toBe(admin.email);
    const token = link.searchParams.get('token')!;

    const valid = await tokenValid(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ email });

    // Not signed in yet.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(401);

    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/email-password-confirm',
      payload: { email, token, password: PASSWORD, passwordVerify: PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().user).toMatchObject({
      email,
      userStatus: 'ACTIVE',
      role: 'MANAGER',
      firstName: 'Alan',
    });
    // Used: the page now shows the expired message.
    const used = await tokenValid(token);
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe('Your registration link has expired.');
  });

  it('answers 401 for expired and unknown invitation tokens', async () => {
    const email = unique('late');
    await invite({ email, role: 'VIEWER' });
    const token = (await inviteLink(email)).searchParams.get('token')!;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, user!.id));
    expect((await tokenValid(token)).statusCode).toBe(401);
    expect((await tokenValid('unknown-token')).statusCode).toBe(401);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/email-password-confirm',
      payload: { email, token, password: PASSWORD, passwordVerify: PASSWORD },
    });
    expect(accept.statusCode).toBe(401);
    expect((await tokenValid('')).statusCode).toBe(400);
  });

  it('a password-reset token is not an invitation token', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('resetter') });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password-forget',
      payload: { email: user.email },
    });
    const token = linkIn((await mailsTo(t.app, user.email))[0]!, '/new-password').searchParams.get('token')!;
    expect((await tokenValid(token)).statusCode).toBe(401);
  });

  it('inviting a still-invited address again sends a new link and retires the old one', async () => {
    const email = unique('twice');
    await invite({ email, role: 'VIEWER' });
    const first = (await inviteLink(email)).searchParams.get('token')!;
    const again = await invite({ email, role: 'ADMIN' });
    expect(again.statusCode).toBe(201);
    expect(again.json().role).toBe('ADMIN');
    const second = (await inviteLink(email)).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await tokenValid(first)).statusCode).toBe(401);
    expect((await tokenValid(second)).statusCode).toBe(200);
  });

  it('answers an address of another organisation exactly like a new one (no cross-tenant oracle)', async () => {
    const otherOrg = await buildOrg(t.database.db, { title: 'Elsewhere Ltd' });
    const other = await buildUser(t.database.db, otherOrg.id, {
      email: unique('elsewhere'),
      firstName: 'Secret',
      lastName: 'Name',
      phone: '+1 555 0100',
      timeZone: 'Europe/Paris',
    });
    const fresh = unique('fresh');
    const payload = { firstName: 'Ada', lastName: 'Lovelace', role: 'MANAGER' };
    const a = await invite({ ...payload, email: fresh });
    const b = await invite({ ...payload, email: other.email });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.statusCode).toBe(201);
    // Same keys, same values except the id, the address and the instant.
    const strip = (body: Record<string, unknown>) => ({ ...body, id: 0, email: '', createdAt: '' });
    expect(Object.keys(b.json()).sort()).toEqual(Object.keys(a.json()).sort());
    expect(strip(b.json())).toEqual(strip(a.json()));
    expect(typeof b.json().id).toBe('number');
    expect(b.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);

    // The account itself is untouched; it gains a membership here and is told by email.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row).toMatchObject({
      orgId: otherOrg.id,
      userStatus: 'ACTIVE',
      firstName: 'Secret',
      role: other.role,
    });
    const mail = (await mailsTo(t.app, other.email)).at(-1)!;
    expect(mail).toContain('Grace Hopper invited you to join Invite Co');
    expect(linkIn(mail, '/org-switch').searchParams.get('organizationId')).toBe(String(orgId));
    const session = await t.login(other.email);
    const switched = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/switch/organization/${orgId}`,
      headers: session,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().user).toMatchObject({ organizationId: orgId, role: 'MANAGER' });
  });

  it('builds the invitation link from configuration, never from a forged Host header', async () => {
    const email = unique('forged-host');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/invite',
      headers: { ...(await t.login(admin.email)), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email, role: 'VIEWER' },
    });
    expect(res.statusCode).toBe(201);
    expect((await inviteLink(email)).origin).toBe(`http://localhost:${t.app.config.PORT}`);
  });

  it('refuses an address that already has an account here (409), and non-ADMIN callers (403)', async () => {
    expect((await invite({ email: admin.email, role: 'VIEWER' })).statusCode).toBe(409);
    expect((await invite({ email: admin.email.toUpperCase(), role: 'VIEWER' })).statusCode).toBe(409);
    for (const role of ['MANAGER', 'VIEWER'] as const) {
      const user = await buildUser(t.database.db, orgId, { email: unique(role.toLowerCase()), role });
      const email = unique('refused');
      const res = await invite({ email, role: 'VIEWER' }, user.email);
      expect(res.statusCode).toBe(403);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('two simultaneous invitations of one new address make one user and no 5xx', async () => {
    const email = unique('race');
    const codes = (await Promise.all([1, 2, 3].map(() => invite({ email, role: 'VIEWER' })))).map(
      (r) => r.statusCode,
    );
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(codes).toContain(201);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('validates the invitation body', async () => {
    for (const payload of [
      {},
      { email: 'not-an-email', role: 'VIEWER' },
      { email: unique('x'), role: 'OWNER' },
    ]) {
      const res = await invite(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
