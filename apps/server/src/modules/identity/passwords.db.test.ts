import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, loginThrottles, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser, TEST_PASSWORD } from '../../test/factories';
import { linkIn, mailsTo } from '../../test/outbox';
import { hashToken } from './account-tokens';
import { emailKey } from './login-throttle';

let t: TestContext;
let orgId: number;
const NEW_PASSWORD = 'A-much-longer-secret-2026';
const unique = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;

const forget = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/password-forget',
    payload: { email, website: 'https://evil.example' },
    remoteAddress,
    // Forged by an attacker: links must never be built from them.
    headers: { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  });
const confirm = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/email-password-confirm', payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await buildOrg(t.database.db)).id;
});
afterAll(() => t.close());

describe('password forget → reset link → new password', () => {
  it('emails a working link to the outbox, and the reset signs the user in', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('reset') });
    const res = await forget(user.email, '10.0.0.1');
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(t.app, user.email);
    expect(more).toHaveLength(0);
    const link = linkIn(mail!, '/new-password');
    // The link points at the configured base (HOST 0.0.0.0 → localhost, PORT), never at the Host or
    // X-Forwarded-Host header nor the client-supplied website.
    expect(link.origin).toBe(`http://localhost:${t.app.config.PORT}`);
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Stored hashed only.
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);

    const ok = await confirm({
      email: user.email,
      token,
      password: NEW_PASSWORD,
      passwordVerify: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: user.email, userStatus: 'ACTIVE' });
    expect(ok.json().user.passwordUpdatedAt).toBeTruthy();
    expect(
      (await t.app.inject({ url: '/api/v1/auth/user', headers: bearer(ok.json().accessToken) })).statusCode,
    ).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);

    // Single use.
    const again = await confirm({
      email: user.email,
      token,
      password: NEW_PASSWORD,
      passwordVerify: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBeTruthy();
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const nobody = unique('nobody');
    const known = await buildUser(t.database.db, orgId, { email: unique('known') });
    const a = await forget(nobody, '10.0.0.2');
    const b = await forget(known.email, '10.0.0.2');
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await mailsTo(t.app, nobody)).toHaveLength(0);
    expect(await mailsTo(t.app, known.email)).toHaveLength(1);
  });

  it('sends at most one email a minute per account, and only the newest link works', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('cooldown') });
    // Simultaneous requests included.
    await Promise.all([forget(user.email, '10.0.0.3'), forget(user.email, '10.0.0.3')]);
    expect(await mailsTo(t.app, user.email)).toHaveLength(1);
    const first = linkIn((await mailsTo(t.app, user.email))[0]!, '/new-password').searchParams.get('token')!;
    // Past the cooldown a new link replaces the first (the minute passes for the address's answer too).
    await t.database.db
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(accountTokens.userId, user.id));
    t.app.services.accounts.resetRequests.clear();
    await forget(user.email, '10.0.0.3');
    const mails = await mailsTo(t.app, user.email);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]!, '/new-password').searchParams.get('token')!;
    const body = { email: user.email, password: NEW_PASSWORD, passwordVerify: NEW_PASSWORD };
    expect((await confirm({ ...body, token: first })).statusCode).toBe(401);
    expect((await confirm({ ...body, token: second })).statusCode).toBe(200);
  });

  it("says when 'Send again' within the minute can be asked, alike for known and unknown addresses (issue 9)", async () => {
    const known = await buildUser(t.database.db, orgId, { email: unique('again') });
    const nobody = unique('again-nobody');
    for (const email of [known.email, nobody]) {
      expect((await forget(email, '10.0.0.9')).statusCode).toBe(200);
      const again = await forget(email.toUpperCase(), '10.0.0.9');
      expect(again.statusCode).toBe(429);
      const seconds = Number(again.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(again.json().message).toContain(`You can ask for a new one in ${seconds} seconds`);
      expect(again.json().errors[0].retryAfterSeconds).toBe(seconds);
    }
    expect(await mailsTo(t.app, known.email)).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('expired') });
    await forget(user.email, '10.0.0.4');
    const token = linkIn((await mailsTo(t.app, user.email))[0]!, '/new-password').searchParams.get('token')!;
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const res = await confirm({
      email: user.email,
      token,
      password: NEW_PASSWORD,
      passwordVerify: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks the passwords before spending the token, and the email against the token', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('checks') });
    await forget(user.email, '10.0.0.5');
    const token = linkIn((await mailsTo(t.app, user.email))[0]!, '/new-password').searchParams.get('token')!;
    const mismatch = await confirm({
      email: user.email,
      token,
      password: NEW_PASSWORD,
      passwordVerify: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match.');
    const short = await confirm({ email: user.email, token, password: 'short', passwordVerify: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 12 characters');
    const empty = await confirm({ email: user.email, token, password: '', passwordVerify: '' });
    expect(empty.statusCode).toBe(400);
    const wrongEmail = await confirm({
      email: unique('other'),
      token,
      password: NEW_PASSWORD,
      passwordVerify: NEW_PASSWORD,
    });
    expect(wrongEmail.statusCode).toBe(401);
    const unknown = await confirm({
      email: user.email,
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      passwordVerify: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(401);
    // None of these spent it.
    const ok = await confirm({
      email: user.email.toUpperCase(),
      token,
      password: NEW_PASSWORD,
      passwordVerify: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a reset ends other sessions and lifts a sign-in lock', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('locked-out') });
    const old = await t.login(user.email);
    for (let i = 0; i < 5; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: 'bad' },
        remoteAddress: '10.1.1.1',
      });
    const [lock] = await t.database.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.emailKey, emailKey(user.email)));
    expect(lock?.lockedUntil).toBeTruthy();
    await forget(user.email, '10.0.0.6');
    const token = linkIn((await mailsTo(t.app, user.email))[0]!, '/new-password').searchParams.get('token')!;
    expect(
      (await confirm({ email: user.email, token, password: NEW_PASSWORD, passwordVerify: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/user', headers: old })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends no link to a suspended account', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('susp'), userStatus: 'SUSPENDED' });
    expect((await forget(user.email, '10.0.0.7')).statusCode).toBe(200);
    expect(await mailsTo(t.app, user.email)).toHaveLength(0);
  });

  it('rate-limits reset requests per client address', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await forget(unique('flood'), '10.0.0.99')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('PATCH /api/v1/users/{id}/password', () => {
  const change = (id: number, headers: Record<string, string>, payload: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}/password`, headers, payload });

  it("answers 400 'your old password is not correct' for a wrong current password", async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('change-wrong') });
    const headers = await t.login(user.email);
    const res = await change(user.id, headers, {
      oldPassword: 'not-it',
      newPassword: NEW_PASSWORD,
      newPasswordVerify: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('your old password is not correct');
    expect(res.json().errors[0].message).toBe('your old password is not correct');
    expect((await t.app.inject({ url: '/api/v1/auth/user', headers })).statusCode).toBe(200);
  });

  it('changes the password, ends the other sessions and keeps this one with a fresh token', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('change-ok') });
    const mine = await t.login(user.email);
    const other = await t.login(user.email);
    const res = await change(user.id, mine, {
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordVerify: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const fresh = bearer(res.json().accessToken);
    expect((await t.app.inject({ url: '/api/v1/auth/user', headers: other })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/auth/user', headers: mine })).statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/v1/auth/user', headers: fresh });
    expect(me.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordUpdatedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(me.json().passwordUpdatedAt).toBe(row!.passwordUpdatedAt!.toISOString());
  });

  it('refuses mismatched, short and unchanged new passwords with 400', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('change-policy') });
    const headers = await t.login(user.email);
    const cases = [
      { newPassword: NEW_PASSWORD, newPasswordVerify: 'different-password-1' },
      { newPassword: 'short', newPasswordVerify: 'short' },
      { newPassword: TEST_PASSWORD, newPasswordVerify: TEST_PASSWORD },
      { newPassword: '', newPasswordVerify: '' },
    ];
    for (const c of cases) {
      const res = await change(user.id, headers, { oldPassword: TEST_PASSWORD, ...c });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("refuses another user's password: 403 in the organisation, 404 outside it", async () => {
    const me = await buildUser(t.database.db, orgId, { email: unique('me') });
    const colleague = await buildUser(t.database.db, orgId, { email: unique('colleague') });
    const stranger = await buildUser(t.database.db, (await buildOrg(t.database.db)).id, {
      email: unique('stranger'),
    });
    const headers = await t.login(me.email);
    const body = { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordVerify: NEW_PASSWORD };
    expect((await change(colleague.id, headers, body)).statusCode).toBe(403);
    expect((await change(stranger.id, headers, body)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, colleague.id));
    expect(row!.tokenVersion).toBe(0);
  });
});
