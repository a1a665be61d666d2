import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildAccess, buildOrg, buildSite, buildUser } from '../../../test/factories';
import { buildGroup, buildSiteGroup } from '../../../test/setup-factories-people';
import { type Auth, callAs, lastAuditRow, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let otherOrgId: number;
let admin: Auth;
let manager: Auth;
let siteAdmin: Auth;
let member: Auth;
let memberId: number;
let groupId: number;
let site1: number;
let site2: number;
let siteGroupId: number;
let foreign: { userId: number; groupId: number; siteId: number; siteGroupId: number; accessId: number };

const call = callAs(() => t);
const post = (h: Auth, payload: object) => call('POST', '/api/v1/setup/access', h, payload);
const visibleSites = async (h: Auth) =>
  ((await call('GET', '/api/v1/sites/online-status', h)).json().sites as { siteId: number }[])
    .map((s) => s.siteId)
    .sort((a, b) => a - b);
const roleOf = async (h: Auth) => (await call('GET', '/api/v1/auth/user', h)).json().effectiveRole;
const lastAudit = (action: string) => lastAuditRow(t, orgId, action);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db)).id;
  otherOrgId = (await buildOrg(db)).id;
  site1 = (await buildSite(db, orgId, { title: 'Access One' })).id;
  site2 = (await buildSite(db, orgId, { title: 'Access Two' })).id;
  siteGroupId = (await buildSiteGroup(db, orgId, [site2])).id;
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, orgId, site1));
  const m = await buildUser(db, orgId, { role: null });
  memberId = m.id;
  member = await t.login(m.email);
  groupId = (await buildGroup(db, orgId, [memberId])).id;
  const fUser = await buildUser(db, otherOrgId);
  const fSite = await buildSite(db, otherOrgId);
  foreign = {
    userId: fUser.id,
    groupId: (await buildGroup(db, otherOrgId)).id,
    siteId: fSite.id,
    siteGroupId: (await buildSiteGroup(db, otherOrgId, [fSite.id])).id,
    accessId: (
      await buildAccess(db, otherOrgId, {
        userId: fUser.id,
        resourceType: 'SITE',
        resourceId: fSite.id,
        role: 'VIEWER',
      })
    ).id,
  };
});
afterAll(() => t.close());

describe('setup access resources', () => {
  let groupAccessId: number;

  it("gives a user without a global role MANAGER on one site through a group's access, at once", async () => {
    expect(await roleOf(member)).toBeNull();
    expect(await visibleSites(member)).toEqual([]);
    const res = await post(admin, { groupId, resourceType: 'SITE', resourceId: site1, role: 'MANAGER' });
    expect(res.statusCode, res.body).toBe(201);
    groupAccessId = res.json().id;
    expect(res.json()).toMatchObject({
      userId: null,
      groupId,
      resourceType: 'SITE',
      resourceId: site1,
      resourceTitle: 'Access One',
      role: 'MANAGER',
    });
    // The same token, right away (the auth cache is on in tests): the new role and the one site.
    expect(await visibleSites(member)).toEqual([site1]);
    expect(await roleOf(member)).toBe('MANAGER');
    const setup = (await call('GET', `/api/v1/setup/users/${memberId}`, admin)).json();
    expect(setup).toMatchObject({ role: null, effectiveRole: 'MANAGER', groupIds: [groupId] });
    expect((await lastAudit('ACCESS_CREATED'))?.payload).toMatchObject({
      before: null,
      after: { groupId, resourceId: site1, role: 'MANAGER' },
    });
  });

  it('adds the sites of a site group, and the best role wins', async () => {
    const res = await post(admin, {
      userId: memberId,
      resourceType: 'SITE_GROUP',
      resourceId: siteGroupId,
      role: 'VIEWER',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await visibleSites(member)).toEqual([site1, site2]);
    expect(await roleOf(member)).toBe('MANAGER');
    const own = (await call('GET', `/api/v1/setup/access?userId=${memberId}`, admin)).json();
    expect(own.map((a: { resourceType: string }) => a.resourceType)).toEqual(['SITE_GROUP']);
    const ofGroup = (await call('GET', `/api/v1/setup/access?groupId=${groupId}`, admin)).json();
    expect(ofGroup.map((a: { id: number }) => a.id)).toEqual([groupAccessId]);
  });

  it('removes access: the role and sites it gave go at once, audited', async () => {
    const res = await call('DELETE', `/api/v1/setup/access/${groupAccessId}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await visibleSites(member)).toEqual([site2]);
    expect(await roleOf(member)).toBe('VIEWER');
    expect((await lastAudit('ACCESS_DELETED'))?.payload).toMatchObject({
      before: { id: groupAccessId, groupId, role: 'MANAGER' },
      after: null,
    });
  });

  it('names the field at fault: subject, resource of the organisation, duplicates (409)', async () => {
    const fieldOf = async (payload: object) => {
      const res = await post(admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors[0].field;
    };
    const base = { resourceType: 'SITE', resourceId: site1, role: 'VIEWER' };
    expect(await fieldOf({ ...base, userId: memberId, groupId })).toBe('userId');
    expect(await fieldOf(base)).toBe('userId');
    expect(await fieldOf({ ...base, userId: foreign.userId })).toBe('userId');
    expect(await fieldOf({ ...base, groupId: foreign.groupId })).toBe('groupId');
    expect(await fieldOf({ ...base, userId: memberId, resourceId: foreign.siteId })).toBe('resourceId');
    expect(
      await fieldOf({
        userId: memberId,
        resourceType: 'SITE_GROUP',
        resourceId: foreign.siteGroupId,
        role: 'VIEWER',
      }),
    ).toBe('resourceId');
    expect(
      await fieldOf({
        userId: memberId,
        resourceType: 'ORGANIZATION',
        resourceId: otherOrgId,
        role: 'VIEWER',
      }),
    ).toBe('resourceId');
    expect(await fieldOf({ ...base, userId: memberId, role: 'OWNER' })).toBe('role');
    expect(await fieldOf({ ...base, userId: memberId, resourceType: 'SPACE' })).toBe('resourceType');
    const dup = await post(admin, {
      userId: memberId,
      resourceType: 'SITE_GROUP',
      resourceId: siteGroupId,
      role: 'ADMIN',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('resourceId');
    expect(await t.database.db.$count(accessResources, eq(accessResources.userId, memberId))).toBe(1);
  });

  it('does not let an administrator remove their own administration', async () => {
    const db = t.database.db;
    const viaAccess = await buildUser(db, orgId, { role: null });
    const own = await buildAccess(db, orgId, {
      userId: viaAccess.id,
      resourceType: 'ORGANIZATION',
      resourceId: orgId,
      role: 'ADMIN',
    });
    const h = await t.login(viaAccess.email);
    const res = await call('DELETE', `/api/v1/setup/access/${own.id}`, h);
    expect(res.statusCode).toBe(409);
    expect(await db.$count(accessResources, eq(accessResources.id, own.id))).toBe(1);
    // Another administrator may.
    expect((await call('DELETE', `/api/v1/setup/access/${own.id}`, admin)).statusCode).toBe(204);
  });

  it('is for administrators of the whole organisation only', async () => {
    const body = { userId: memberId, resourceType: 'SITE', resourceId: site1, role: 'ADMIN' };
    for (const h of [manager, siteAdmin, member]) {
      expect((await call('GET', '/api/v1/setup/access', h)).statusCode).toBe(403);
      expect((await post(h, body)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/v1/setup/access/${groupAccessId}`, h)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another organisation's access, user or group and changes nothing", async () => {
    expect((await call('DELETE', `/api/v1/setup/access/${foreign.accessId}`, admin)).statusCode).toBe(404);
    expect(await t.database.db.$count(accessResources, eq(accessResources.id, foreign.accessId))).toBe(1);
    expect((await call('GET', `/api/v1/setup/access?userId=${foreign.userId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/setup/access?groupId=${foreign.groupId}`, admin)).statusCode).toBe(
      404,
    );
    const all = (await call('GET', '/api/v1/setup/access', admin)).json();
    expect(all.map((a: { id: number }) => a.id)).not.toContain(foreign.accessId);
  });
});
