import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginThrottles, userOrganizations, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser, TEST_PASSWORD } from '../../test/factories';
import { emailKey, LOCK_SECONDS, MAX_FAILED_LOGINS } from './login-throttle';

let t: TestContext;
let email: string;
let orgId: number;
const unique = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.database.db, { title: 'Acme Stores' });
  orgId = org.id;
  email = (await buildUser(t.database.db, org.id, { role: 'MANAGER', firstName: 'Ada' })).email;
});
afterAll(() => t.close());

describe('POST /api/v1/auth/login', () => {
  it('answers a token and the user for the right password', async () => {
    const res = await login(email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.user).toMatchObject({
      email,
      firstName: 'Ada',
      role: 'MANAGER',
      organizationTitle: 'Acme Stores',
    });
    expect(body.user.lastLogin).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|tokenVersion/);
    expect(res.headers.servertime).toBeTruthy();
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const a = await login(email, 'nope');
    const b = await login(unique('nobody'), 'nope');
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
    await login(email, TEST_PASSWORD); // clears the failure counted above
  });

  it('answers 400 with a message for a malformed body', async () => {
    for (const payload of [{}, { email: 'x', password: 'y' }, { email: 1, password: [] }, 'not json']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: payload as never,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('lock states', () => {
  it(`time-locks after ${MAX_FAILED_LOGINS} failures with remaining seconds that count down, then unlocks`, async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('locked') });
    for (let i = 1; i < MAX_FAILED_LOGINS; i++)
      expect((await login(user.email, 'wrong')).statusCode).toBe(401);
    const locking = await login(user.email, 'wrong');
    expect(locking.statusCode).toBe(423);
    expect(locking.json().errors[0]).toMatchObject({ message: 'TIME_LOCKED', lockType: 'TIME_LOCKED' });
    expect(locking.json().errors[0].remainingSeconds).toBe(LOCK_SECONDS);

    // Even the right password waits; the countdown moves on and attempts do not extend the lock.
    await new Promise((r) => setTimeout(r, 1100));
    const waiting = await login(user.email, TEST_PASSWORD);
    expect(waiting.statusCode).toBe(423);
    const remaining = waiting.json().errors[0].remainingSeconds;
    expect(remaining).toBeLessThan(LOCK_SECONDS);
    expect(remaining).toBeGreaterThan(LOCK_SECONDS - 10);
    expect(waiting.json().message).toContain(`${remaining} seconds`);

    // The lock runs out (moved into the past here rather than waited for).
    await t.database.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottles.emailKey, emailKey(user.email)));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Success cleared the count: one more failure is a plain 401 again.
    expect((await login(user.email, 'wrong')).statusCode).toBe(401);
  });

  it('locks unknown emails exactly like known ones (no account enumeration through the lock)', async () => {
    const nobody = unique('ghost');
    const codes = [];
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) codes.push((await login(nobody, 'wrong')).statusCode);
    expect(codes).toEqual([...Array(MAX_FAILED_LOGINS - 1).fill(401), 423, 423]);
  });

  it('answers a suspended account 403 SUSPENDED, only after the right password', async () => {
    const user = await buildUser(t.database.db, orgId, {
      email: unique('suspended'),
      userStatus: 'SUSPENDED',
    });
    expect((await login(user.email, 'wrong')).statusCode).toBe(401);
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({ message: 'SUSPENDED', lockType: 'SUSPENDED' });
  });

  it('an invited user without a password cannot sign in', async () => {
    const user = await buildUser(t.database.db, orgId, {
      email: unique('invited'),
      userStatus: 'INVITED',
      passwordHash: null,
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('rate-limits sign-in attempts per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {},
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 400)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('GET /api/v1/auth/user', () => {
  it('needs a valid bearer token', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/user' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/api/v1/auth/user',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('returns the current user with every spec field', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/user', headers: await t.login(email) });
    expect(res.statusCode).toBe(200);
    const keys = Object.keys(res.json());
    for (const k of [
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'role',
      'position',
      'organizationId',
      'organizationTitle',
      'measurementSystem',
      'temperatureUnit',
      'dateFormat',
      'timeFormat',
      'timeZone',
      'userStatus',
      'lastLogin',
      'passwordUpdatedAt',
      'dashboardProfiles',
      'area',
      'kiosk',
      'groupIds',
      'accessResources',
    ]) {
      expect(keys).toContain(k);
    }
  });

  it('rejects the token of a user suspended since', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('later-suspended') });
    const headers = await t.login(user.email);
    await t.database.db.update(users).set({ userStatus: 'SUSPENDED' }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/v1/auth/user', headers })).statusCode).toBe(401);
  });
});

describe('resolved tokens (AUTH_CACHE_SECONDS)', () => {
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/auth/user', headers });

  it('reuse the answer for a few seconds; dropping them shows a change made by hand at once', async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('reused') });
    const headers = await t.login(user.email);
    expect((await me(headers)).statusCode).toBe(200);
    await t.database.db.update(users).set({ userStatus: 'SUSPENDED' }).where(eq(users.id, user.id));
    expect((await me(headers)).statusCode).toBe(200); // within the reuse time: no database read
    t.app.services.identity.forgetAll();
    expect((await me(headers)).statusCode).toBe(401);
  });

  it("never keep an answer that was being read while the user's sessions ended", async () => {
    const user = await buildUser(t.database.db, orgId, { email: unique('race') });
    const headers = await t.login(user.email);
    const token = headers.authorization.slice('Bearer '.length);
    // The lookup starts, then (before it has read the database) a password change ends the sessions.
    const lookup = t.app.services.identity.authenticate(token);
    t.app.services.identity.sessionsEnded(user.id, orgId);
    await lookup;
    // Had that answer been kept, this token would still pass after its version moved.
    await t.database.db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    expect((await me(headers)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/switch/organization/{id}', () => {
  const switchTo = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/switch/organization/${id}`, headers });

  it('switches a member of two organisations, with the role held there, and back', async () => {
    const db = t.database.db;
    const second = await buildOrg(db, { title: 'Second Org' });
    const user = await buildUser(db, orgId, { email: unique('member'), role: 'ADMIN' });
    await db.insert(userOrganizations).values({ userId: user.id, orgId: second.id, role: 'VIEWER' });
    const res = await switchTo(second.id, await t.login(user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      organizationId: second.id,
      organizationTitle: 'Second Org',
      role: 'VIEWER',
    });
    const headers = { authorization: `Bearer ${res.json().accessToken}` };
    const me = await t.app.inject({ url: '/api/v1/auth/user', headers });
    expect(me.json()).toMatchObject({ organizationId: second.id, effectiveRole: 'VIEWER' });
    // VIEWER there: administration is refused in the switched organisation.
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/invite',
      headers,
      payload: { email: unique('x'), role: 'VIEWER' },
    });
    expect(invite.statusCode).toBe(403);
    const back = await switchTo(orgId, headers);
    expect(back.json().user).toMatchObject({ organizationId: orgId, role: 'ADMIN' });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'SWITCH_ORGANIZATION'));
    expect(audits.filter((a) => a.userId === user.id)).toHaveLength(2);
  });

  it('ends the switched session when the membership is revoked', async () => {
    const db = t.database.db;
    const second = await buildOrg(db);
    const user = await buildUser(db, orgId, { email: unique('revoked') });
    await db.insert(userOrganizations).values({ userId: user.id, orgId: second.id, role: 'MANAGER' });
    const res = await switchTo(second.id, await t.login(user.email));
    const headers = { authorization: `Bearer ${res.json().accessToken}` };
    await db.delete(userOrganizations).where(eq(userOrganizations.userId, user.id));
    expect((await t.app.inject({ url: '/api/v1/auth/user', headers })).statusCode).toBe(401);
  });

  it('lets internal staff (organisation 275) into any organisation as VIEWER', async () => {
    const db = t.database.db;
    await buildOrg(db, { id: 275, title: 'Internal Operations' });
    const staff = await buildUser(db, 275, { email: unique('ops'), role: 'ADMIN' });
    const res = await switchTo(orgId, await t.login(staff.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ organizationId: orgId, role: 'VIEWER', effectiveRole: 'VIEWER' });
    expect((await switchTo(987_654, await t.login(staff.email))).statusCode).toBe(404);
  });

  it('answers 404 alike for an organisation the caller may not enter and for an unknown one', async () => {
    const other = await buildOrg(t.database.db);
    const headers = await t.login(email);
    const a = await switchTo(other.id, headers);
    const b = await switchTo(987_655, headers);
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(404);
    expect(a.json()).toEqual(b.json());
  });

  it('switching into the own organisation answers a fresh session', async () => {
    const res = await switchTo(orgId, await t.login(email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.organizationId).toBe(orgId);
  });
});
