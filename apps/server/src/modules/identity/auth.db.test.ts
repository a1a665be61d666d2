import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser, TEST_PASSWORD } from '../../test/factories';

let t: TestContext;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.database.db, { title: 'Acme Stores' });
  email = (await buildUser(t.database.db, org.id, { role: 'MANAGER', firstName: 'Ada' })).email;
});
afterAll(() => t.close());

describe('POST /api/v1/auth/login', () => {
  it('answers a token and the user for the right password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.user).toMatchObject({
      email,
      firstName: 'Ada',
      role: 'MANAGER',
      organizationTitle: 'Acme Stores',
    });
    expect(res.headers.servertime).toBeTruthy();
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'nope' },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@test.example', password: 'nope' },
    });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().message).toBe(b.json().message);
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

describe('GET /api/v1/auth/user', () => {
  it('needs a bearer token', async () => {
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
});
