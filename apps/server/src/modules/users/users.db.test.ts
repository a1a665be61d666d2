import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, groupMembers, groups, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser, TEST_PASSWORD } from '../../test/factories';

let t: TestContext;
let orgId: number;
let admin: { id: number; email: string };
let viewer: { id: number; email: string };
let stranger: { id: number; email: string };
let groupId: number;
let strangerGroupId: number;
const unique = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db)).id;
  const otherOrg = (await buildOrg(db)).id;
  admin = await buildUser(db, orgId, { email: unique('admin'), phone: '+1 555 0100' });
  viewer = await buildUser(db, orgId, { email: unique('viewer'), role: 'VIEWER' });
  stranger = await buildUser(db, otherOrg, { email: unique('stranger') });
  const [g] = await db.insert(groups).values({ orgId, title: 'Night shift', description: 'Ops' }).returning();
  groupId = g!.id;
  await db.insert(groupMembers).values({ orgId, groupId, userId: viewer.id });
  await db
    .insert(accessResources)
    .values({ orgId, groupId, resourceType: 'ORGANIZATION', resourceId: orgId, role: 'MANAGER' });
  const [sg] = await db.insert(groups).values({ orgId: otherOrg, title: 'Theirs' }).returning();
  strangerGroupId = sg!.id;
});
afterAll(() => t.close());

describe('users', () => {
  it('lists users of the organisation by ids, leaving out other organisations', async () => {
    const res = await t.app.inject({
      url: `/api/v1/users?ids=${admin.id},${viewer.id},${stranger.id}`,
      headers: await t.login(viewer.email),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { id: number }) => u.id)).toEqual([admin.id, viewer.id]);
    expect(res.json()[0]).toMatchObject({
      email: admin.email,
      phone: '+1 555 0100',
      role: 'ADMIN',
      userStatus: 'ACTIVE',
    });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|passwordHash|tokenVersion/);
    const all = await t.app.inject({ url: '/api/v1/users', headers: await t.login(viewer.email) });
    expect(all.json()).toHaveLength(2);
  });

  it('reads one user of the organisation; another organisation’s id is 404', async () => {
    const headers = await t.login(viewer.email);
    expect((await t.app.inject({ url: `/api/v1/users/${admin.id}`, headers })).json().email).toBe(
      admin.email,
    );
    expect((await t.app.inject({ url: `/api/v1/users/${stranger.id}`, headers })).statusCode).toBe(404);
  });

  it('an ADMIN suspends a user (ending their sessions) and lifts it', async () => {
    const target = await buildUser(t.database.db, orgId, { email: unique('target') });
    const theirs = await t.login(target.email);
    const headers = await t.login(admin.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${target.id}/status`,
      headers,
      payload: { userStatus: 'SUSPENDED' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userStatus).toBe('SUSPENDED');
    expect((await t.app.inject({ url: '/api/v1/auth/user', headers: theirs })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: target.email, password: TEST_PASSWORD },
    });
    expect(login.json().errors[0].lockType).toBe('SUSPENDED');
    const lift = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${target.id}/status`,
      headers,
      payload: { userStatus: 'ACTIVE' },
    });
    expect(lift.json().userStatus).toBe('ACTIVE');
    expect((await t.login(target.email)).authorization).toMatch(/^Bearer /);
  });

  it('refuses status changes on oneself (400), across organisations (404) and by non-ADMINs (403)', async () => {
    const put = async (id: number, as: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${id}/status`,
        headers: await t.login(as),
        payload: { userStatus: 'SUSPENDED' },
      });
    expect((await put(admin.id, admin.email)).statusCode).toBe(400);
    expect((await put(stranger.id, admin.email)).statusCode).toBe(404);
    expect((await put(admin.id, viewer.email)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row!.userStatus).toBe('ACTIVE');
  });
});

describe('groups', () => {
  it('lists groups with their members and access resources, by ids, within the organisation', async () => {
    const res = await t.app.inject({
      url: `/api/v1/groups?ids=${groupId},${strangerGroupId}`,
      headers: await t.login(viewer.email),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: groupId,
        title: 'Night shift',
        description: 'Ops',
        userIds: [viewer.id],
        accessResources: [
          expect.objectContaining({ resourceType: 'ORGANIZATION', role: 'MANAGER', groupId }),
        ],
      },
    ]);
  });

  it('rejects malformed id lists with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/groups?ids=1,abc', headers: await t.login(viewer.email) });
    expect(res.statusCode).toBe(400);
  });
});
