import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';

let t: TestContext;
let ours: { id: number }[];
let theirs: { id: number };
let adminEmail: string;
let scopedEmail: string;
let otherEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  ours = [await buildSite(db, a.id, { title: 'Alpha' }), await buildSite(db, a.id, { title: 'Beta' })];
  theirs = await buildSite(db, b.id, { title: 'Gamma' });
  await buildSensor(db, a.id, ours[0]!.id, { lastSeenAt: new Date(), sensorType: 'DOOR', unit: 'open' });
  adminEmail = (await buildUser(db, a.id)).email;
  const scoped = await buildUser(db, a.id, { role: null });
  scopedEmail = scoped.email;
  await db.insert(accessResources).values({
    orgId: a.id,
    userId: scoped.id,
    resourceType: 'SITE',
    resourceId: ours[1]!.id,
    role: 'VIEWER',
  });
  otherEmail = (await buildUser(db, b.id)).email;
});
afterAll(() => t.close());

describe('sites', () => {
  it("lists only the caller's organisation's sites, with the spec fields", async () => {
    const res = await t.app.inject({ url: '/api/v1/sites', headers: await t.login(adminEmail) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((s: { title: string }) => s.title)).toEqual(['Alpha', 'Beta']);
    expect(body[0]).toMatchObject({
      id: ours[0]!.id,
      address: '1 Test Street',
      timeZone: 'Europe/London',
      status: 'ONLINE',
      numberActiveIncidents: 0,
    });
    expect(body[1].status).toBe('OFFLINE');
  });

  it('narrows to sites holding the requested sensor types', async () => {
    const res = await t.app.inject({
      url: '/api/v1/sites?sensorTypes=DOOR',
      headers: await t.login(adminEmail),
    });
    expect(res.json().map((s: { title: string }) => s.title)).toEqual(['Alpha']);
  });

  it("answers 404 for another organisation's site", async () => {
    const res = await t.app.inject({ url: `/api/v1/sites/${theirs.id}`, headers: await t.login(adminEmail) });
    expect(res.statusCode).toBe(404);
    const own = await t.app.inject({ url: `/api/v1/sites/${theirs.id}`, headers: await t.login(otherEmail) });
    expect(own.statusCode).toBe(200);
  });

  it('limits a user without a global role to the sites of their access resources', async () => {
    const h = await t.login(scopedEmail);
    const res = await t.app.inject({ url: '/api/v1/sites', headers: h });
    expect(res.json().map((s: { title: string }) => s.title)).toEqual(['Beta']);
    expect((await t.app.inject({ url: `/api/v1/sites/${ours[0]!.id}`, headers: h })).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    const h = await t.login(adminEmail);
    for (const id of ['abc', '-1', '0', '1e99', '..%2F..%2Fetc']) {
      const res = await t.app.inject({ url: `/api/v1/sites/${id}`, headers: h });
      expect(res.statusCode, id).toBe(400);
    }
  });
});
