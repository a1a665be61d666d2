import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, groupMembers, groups } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildAccess, buildOrg, buildSite, buildUser } from '../../../test/factories';
import { buildGroup } from '../../../test/setup-factories-people';
import { type Auth, callAs, lastAuditRow, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let admin: Auth;
let manager: Auth;
let siteAdmin: Auth;
let member: Auth;
let memberId: number;
let otherId: number;
let siteId: number;
let foreignUserId: number;
let foreignGroupId: number;

const call = callAs(() => t);
const lastAudit = (action: string) => lastAuditRow(t, orgId, action);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db)).id;
  const other = await buildOrg(db);
  siteId = (await buildSite(db, orgId)).id;
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, orgId, siteId));
  const m = await buildUser(db, orgId, { role: null });
  memberId = m.id;
  member = await t.login(m.email);
  otherId = (await buildUser(db, orgId, { role: 'VIEWER' })).id;
  foreignUserId = (await buildUser(db, other.id)).id;
  foreignGroupId = (await buildGroup(db, other.id, [foreignUserId])).id;
});
afterAll(() => t.close());

describe('setup user groups', () => {
  let id: number;

  it('creates a group with its members, audited', async () => {
    const res = await call('POST', '/api/v1/setup/groups', admin, {
      title: 'Store managers',
      description: 'North region',
      memberIds: [memberId],
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({
      id,
      title: 'Store managers',
      description: 'North region',
      memberIds: [memberId],
      accessResources: [],
    });
    expect((await lastAudit('GROUP_CREATED'))?.payload).toMatchObject({
      before: null,
      after: { title: 'Store managers', memberIds: [memberId] },
    });
    const list = (await call('GET', '/api/v1/setup/groups', admin)).json();
    expect(list.map((g: { id: number }) => g.id)).toEqual([id]);
    const user = (await call('GET', `/api/v1/setup/users/${memberId}`, admin)).json();
    expect(user.groupIds).toEqual([id]);
  });

  it('names each field at fault', async () => {
    const bad = await call('POST', '/api/v1/setup/groups', admin, { title: ' ', colour: 'red' });
    expect(bad.statusCode).toBe(400);
    const foreign = await call('POST', '/api/v1/setup/groups', admin, {
      title: 'Mixed',
      memberIds: [memberId, foreignUserId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({ field: 'memberIds' });
    const patch = await call('PATCH', `/api/v1/setup/groups/${id}`, admin, { memberIds: [foreignUserId] });
    expect(patch.json().errors[0].field).toBe('memberIds');
    expect(await t.database.db.$count(groups, eq(groups.orgId, orgId))).toBe(1);
  });

  it('replaces the members when memberIds is sent, recording before and after', async () => {
    const res = await call('PATCH', `/api/v1/setup/groups/${id}`, admin, { memberIds: [otherId, memberId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Store managers', memberIds: [memberId, otherId] });
    const renamed = await call('PATCH', `/api/v1/setup/groups/${id}`, admin, { title: 'Managers' });
    expect(renamed.json()).toMatchObject({ title: 'Managers', memberIds: [memberId, otherId] });
    expect((await lastAudit('GROUP_UPDATED'))?.payload).toMatchObject({
      before: { title: 'Store managers' },
      after: { title: 'Managers' },
    });
  });

  it("deleting a group takes away its members' access through it, at once", async () => {
    await call('POST', '/api/v1/setup/access', admin, {
      groupId: id,
      resourceType: 'SITE',
      resourceId: siteId,
      role: 'MANAGER',
    });
    expect((await call('GET', '/api/v1/auth/user', member)).json().effectiveRole).toBe('MANAGER');
    const res = await call('DELETE', `/api/v1/setup/groups/${id}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', '/api/v1/auth/user', member)).json().effectiveRole).toBeNull();
    const db = t.database.db;
    expect(await db.$count(accessResources, eq(accessResources.groupId, id))).toBe(0);
    expect(await db.$count(groupMembers, eq(groupMembers.groupId, id))).toBe(0);
    expect((await lastAudit('GROUP_DELETED'))?.payload).toMatchObject({
      before: { id, memberIds: [memberId, otherId], accessResources: [{ role: 'MANAGER' }] },
      after: null,
    });
    expect((await call('GET', `/api/v1/setup/groups/${id}`, admin)).statusCode).toBe(404);
  });

  it('does not let an administrator through a group remove their own administration', async () => {
    const db = t.database.db;
    const viaGroup = await buildUser(db, orgId, { role: null });
    const group = await buildGroup(db, orgId, [viaGroup.id, memberId]);
    await buildAccess(db, orgId, {
      groupId: group.id,
      resourceType: 'ORGANIZATION',
      resourceId: orgId,
      role: 'ADMIN',
    });
    const h = await t.login(viaGroup.email);
    const patch = await call('PATCH', `/api/v1/setup/groups/${group.id}`, h, { memberIds: [memberId] });
    expect(patch.statusCode).toBe(409);
    expect((await call('DELETE', `/api/v1/setup/groups/${group.id}`, h)).statusCode).toBe(409);
    expect((await call('GET', `/api/v1/setup/groups/${group.id}`, h)).json().memberIds).toContain(
      viaGroup.id,
    );
    // Removing someone else is fine.
    const ok = await call('PATCH', `/api/v1/setup/groups/${group.id}`, h, { memberIds: [viaGroup.id] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is for administrators of the whole organisation only', async () => {
    for (const h of [manager, siteAdmin]) {
      expect((await call('GET', '/api/v1/setup/groups', h)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/setup/groups', h, { title: 'No' })).statusCode).toBe(403);
    }
  });

  it("answers 404 for another organisation's group and changes nothing", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/v1/setup/groups/${foreignGroupId}`, undefined],
      ['PATCH', `/api/v1/setup/groups/${foreignGroupId}`, { title: 'Taken over', memberIds: [] }],
      ['DELETE', `/api/v1/setup/groups/${foreignGroupId}`, undefined],
    ] as const) {
      expect((await call(method, url, admin, body)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, foreignGroupId));
    expect(row?.title).not.toBe('Taken over');
    expect(await t.database.db.$count(groupMembers, eq(groupMembers.groupId, foreignGroupId))).toBe(1);
  });
});
