import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, weatherReadings } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite, buildUser } from '../../test/factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
let s1: number;
let s2: number;
let quiet: number;
let theirs: number;

const HOUR = 3_600_000;
const hour = (n: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + n * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  s1 = (await buildSite(db, a.id, { title: 'Cold' })).id;
  s2 = (await buildSite(db, a.id, { title: 'Warm' })).id;
  quiet = (await buildSite(db, a.id, { title: 'Quiet' })).id;
  theirs = (await buildSite(db, b.id, { title: 'Theirs' })).id;
  const row = (siteId: number, orgId: number, ts: Date, temperature: number, windchill = temperature) => ({
    siteId,
    orgId,
    ts,
    temperature,
    humidity: 70,
    windchill,
  });
  await db.insert(weatherReadings).values([
    row(s1, a.id, hour(-2), 1.5, -2.1),
    row(s1, a.id, hour(-1), 2.5, -1.2),
    // A reading stamped in the future is not "latest" yet.
    row(s1, a.id, hour(3), 9.9),
    row(s2, a.id, hour(-1), 24.3),
    row(theirs, b.id, hour(-1), 30),
  ]);
  h = await t.login((await buildUser(db, a.id)).email);
  const viewer = await buildUser(db, a.id, { role: null });
  await db
    .insert(accessResources)
    .values({ orgId: a.id, userId: viewer.id, resourceType: 'SITE', resourceId: s2, role: 'VIEWER' });
  scoped = await t.login(viewer.email);
});
afterAll(() => t.close());

const post = (payload: unknown, headers = h) =>
  t.app.inject({ method: 'POST', url: '/weather/multisite/latest', payload: payload as object, headers });

describe('GET /weather/{siteId}/latest (I-052)', () => {
  it("answers the site's newest past reading", async () => {
    const res = await t.app.inject({ url: `/weather/${s1}/latest`, headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteId: s1,
      temperature: 2.5,
      humidity: 70,
      windchill: -1.2,
      timestamp: hour(-1).toISOString(),
    });
  });

  it('answers 204 for a site without weather, 404 for one not the caller’s, 400 for a bad id', async () => {
    expect((await t.app.inject({ url: `/weather/${quiet}/latest`, headers: h })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/weather/${theirs}/latest`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/weather/${s1}/latest`, headers: scoped })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/weather/abc/latest', headers: h })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/weather/${s1}/latest` })).statusCode).toBe(401);
  });

  it('answers JSON 404 for unknown paths under the weather root', async () => {
    const res = await t.app.inject({ url: '/weather/1/history', headers: h });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });
});

describe('POST /weather/multisite/latest (I-053)', () => {
  it('accepts a bare list and {siteIds}, leaving out sites without weather or not the caller’s', async () => {
    for (const body of [[s2, s1, quiet, theirs, s1], { siteIds: [s2, s1, quiet, theirs] }]) {
      const res = await post(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { siteId: s1, temperature: 2.5, humidity: 70, windchill: -1.2, timestamp: hour(-1).toISOString() },
        { siteId: s2, temperature: 24.3, humidity: 70, windchill: 24.3, timestamp: hour(-1).toISOString() },
      ]);
    }
    expect((await post([])).json()).toEqual([]);
    expect((await post([s1, s2], scoped)).json().map((w: { siteId: number }) => w.siteId)).toEqual([s2]);
  });

  it('rejects other bodies with 400', async () => {
    for (const body of [{}, { siteIds: 'x' }, ['1'], [0], [-3], [1.5], [true], { ids: [1] }, null]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/weather/multisite/latest',
      payload: '"nope"',
      headers: { ...h, 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect((await post(Array.from({ length: 10_001 }, (_, i) => i + 1))).statusCode).toBe(400);
  });
});
