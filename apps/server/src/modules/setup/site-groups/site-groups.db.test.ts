import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, siteGroupMembers, siteGroups } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildSite, buildUser } from '../../../test/factories';
import { buildSiteGroup } from '../../../test/setup-factories-people';
import { type Auth, callAs, lastAuditRow, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let admin: Auth;
let manager: Auth;
let siteAdmin: Auth;
let viewer: Auth;
let viewerId: number;
let site1: number;
let site2: number;
let site3: number;
let foreignSiteId: number;
let foreignGroupId: number;

const call = callAs(() => t);
const visibleSites = async (h: Auth) =>
  ((await call('GET', '/api/v1/sites/online-status', h)).json().sites as { siteId: number }[])
    .map((s) => s.siteId)
    .sort((a, b) => a - b);
const lastAudit = (action: string) => lastAuditRow(t, orgId, action);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db)).id;
  const other = await buildOrg(db);
  site1 = (await buildSite(db, orgId)).id;
  site2 = (await buildSite(db, orgId)).id;
  site3 = (await buildSite(db, orgId)).id;
  foreignSiteId = (await buildSite(db, other.id)).id;
  foreignGroupId = (await buildSiteGroup(db, other.id, [foreignSiteId])).id;
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, orgId, site1));
  const v = await buildUser(db, orgId, { role: null });
  viewerId = v.id;
  viewer = await t.login(v.email);
});
afterAll(() => t.close());

describe('setup site groups', () => {
  let id: number;

  it('creates a site group with its sites, audited', async () => {
    const res = await call('POST', '/api/v1/setup/site-groups', admin, {
      title: 'North',
      description: 'Northern stores',
      siteIds: [site2, site1],
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({
      id,
      title: 'North',
      description: 'Northern stores',
      siteIds: [site1, site2],
    });
    expect((await lastAudit('SITE_GROUP_CREATED'))?.payload).toMatchObject({
      before: null,
      after: { title: 'North', siteIds: [site1, site2] },
    });
    const site = (await call('GET', `/api/v1/setup/sites/${site1}`, admin)).json();
    expect(site.siteGroupIds).toEqual([id]);
  });

  it('names each field at fault', async () => {
    const bad = await call('POST', '/api/v1/setup/site-groups', admin, { title: '', siteIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['title', 'siteIds.0']),
    );
    const foreign = await call('POST', '/api/v1/setup/site-groups', admin, {
      title: 'Mixed',
      siteIds: [site1, foreignSiteId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('siteIds');
    expect(await t.database.db.$count(siteGroups, eq(siteGroups.orgId, orgId))).toBe(1);
  });

  it('replaces the sites when siteIds is sent; SITE_GROUP access follows at once', async () => {
    await call('POST', '/api/v1/setup/access', admin, {
      userId: viewerId,
      resourceType: 'SITE_GROUP',
      resourceId: id,
      role: 'VIEWER',
    });
    expect(await visibleSites(viewer)).toEqual([site1, site2]);
    const res = await call('PATCH', `/api/v1/setup/site-groups/${id}`, admin, { siteIds: [site3] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'North', siteIds: [site3] });
    expect(await visibleSites(viewer)).toEqual([site3]);
    const renamed = await call('PATCH', `/api/v1/setup/site-groups/${id}`, admin, { title: 'North-East' });
    expect(renamed.json()).toMatchObject({ title: 'North-East', siteIds: [site3] });
    expect((await lastAudit('SITE_GROUP_UPDATED'))?.payload).toMatchObject({
      before: { title: 'North' },
      after: { title: 'North-East' },
    });
  });

  it('deletes a site group with the access given on it; its sites stay', async () => {
    const res = await call('DELETE', `/api/v1/setup/site-groups/${id}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    const db = t.database.db;
    expect(await db.$count(siteGroupMembers, eq(siteGroupMembers.siteGroupId, id))).toBe(0);
    expect(
      await db.$count(
        accessResources,
        and(eq(accessResources.resourceType, 'SITE_GROUP'), eq(accessResources.resourceId, id)),
      ),
    ).toBe(0);
    expect(await visibleSites(viewer)).toEqual([]);
    expect((await call('GET', `/api/v1/setup/sites/${site3}`, admin)).statusCode).toBe(200);
    expect((await lastAudit('SITE_GROUP_DELETED'))?.payload).toMatchObject({
      before: { id, siteIds: [site3] },
      after: null,
    });
    expect((await lastAudit('ACCESS_DELETED'))?.payload).toMatchObject({
      before: { userId: viewerId, resourceType: 'SITE_GROUP', resourceId: id },
      after: null,
    });
  });

  it('is for administrators of the whole organisation only', async () => {
    const group = await buildSiteGroup(t.database.db, orgId, [site1]);
    for (const h of [manager, siteAdmin]) {
      expect((await call('GET', '/api/v1/setup/site-groups', h)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/setup/site-groups', h, { title: 'No' })).statusCode).toBe(403);
      expect(
        (await call('PATCH', `/api/v1/setup/site-groups/${group.id}`, h, { title: 'No' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/v1/setup/site-groups/${group.id}`, h)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another organisation's site group and changes nothing", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/v1/setup/site-groups/${foreignGroupId}`, undefined],
      ['PATCH', `/api/v1/setup/site-groups/${foreignGroupId}`, { title: 'Taken over', siteIds: [] }],
      ['DELETE', `/api/v1/setup/site-groups/${foreignGroupId}`, undefined],
    ] as const) {
      expect((await call(method, url, admin, body)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(siteGroups).where(eq(siteGroups.id, foreignGroupId));
    expect(row?.title).not.toBe('Taken over');
    expect(
      await t.database.db.$count(siteGroupMembers, eq(siteGroupMembers.siteGroupId, foreignGroupId)),
    ).toBe(1);
  });
});
