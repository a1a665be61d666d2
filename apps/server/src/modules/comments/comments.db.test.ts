import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEquipment } from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let adminUser: { id: number; email: string };
let viewer: { authorization: string };
let noRole: { authorization: string };
let scoped: { authorization: string };
let other: { authorization: string };
let orgId: number;
let site: { id: number };
let site2: { id: number };
let eq: { id: number };
let sensor: { id: number };
let theirSensor: { id: number };

const count = async () =>
  Number((await t.database.query<{ n: number }>('select count(*)::int as n from comments'))[0]!.n);

const post = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/comments', headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  orgId = a.id;
  site = await buildSite(db, a.id, { title: 'Alpha' });
  site2 = await buildSite(db, a.id, { title: 'Beta' });
  eq = await buildEquipment(db, a.id, site.id, { title: 'Walk-in cooler' });
  sensor = await buildSensor(db, a.id, site.id, { equipmentId: eq.id, title: 'Cabinet' });
  const theirSite = await buildSite(db, b.id);
  theirSensor = await buildSensor(db, b.id, theirSite.id);
  adminUser = await buildUser(db, a.id, { firstName: 'Ada', lastName: 'Lovelace' });
  admin = await t.login(adminUser.email);
  viewer = await t.login((await buildUser(db, a.id, { role: 'VIEWER' })).email);
  noRole = await t.login((await buildUser(db, a.id, { role: null })).email);
  const scopedUser = await buildUser(db, a.id, { role: null });
  await db.insert(accessResources).values({
    orgId: a.id,
    userId: scopedUser.id,
    resourceType: 'SITE',
    resourceId: site2.id,
    role: 'VIEWER',
  });
  scoped = await t.login(scopedUser.email);
  other = await t.login((await buildUser(db, b.id)).email);
});
afterAll(() => t.close());

describe('POST /api/v1/comments', () => {
  it('creates a comment; the server sets author, organisation, site and timestamps', async () => {
    const res = await post(viewer, {
      comment: '  Door left open after delivery  ',
      resourceId: sensor.id,
      resourceType: 'SENSOR',
      value: 7.4,
      valueType: 'TEMPERATURE',
      from: '2026-11-20T10:00:00Z',
      to: '2026-11-20T10:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      comment: 'Door left open after delivery',
      commentType: 'GENERAL',
      orgId,
      siteId: site.id,
      resourceId: String(sensor.id),
      resourceType: 'SENSOR',
      value: '7.4',
      valueType: 'TEMPERATURE',
      from: '2026-11-20T10:00:00.000Z',
      subComments: [],
    });
    expect(c.username).toMatch(/^Test User/);
    expect(Date.parse(c.createdAt)).toBeGreaterThan(0);
  });

  it('uses the full name of the author and accepts exactly 250 characters', async () => {
    const res = await post(admin, {
      comment: 'x'.repeat(250),
      resourceId: String(eq.id),
      resourceType: 'EQUIPMENT',
      commentType: 'DAILY_CHECK',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'Ada Lovelace',
      commentType: 'DAILY_CHECK',
      siteId: site.id,
    });
  });

  it.each([
    ['empty', { comment: '' }],
    ['blank', { comment: '    ' }],
    ['251 characters', { comment: 'y'.repeat(251) }],
    ['unknown type', { comment: 'ok', commentType: 'RANT' }],
    ['bad resource type', { comment: 'ok', resourceType: 'PLANET' }],
    ['bad from', { comment: 'ok', from: '2026-13-45' }],
    ['from after to', { comment: 'ok', from: '2026-11-21T00:00:00Z', to: '2026-11-20T00:00:00Z' }],
  ])('refuses %s with 400 and creates nothing', async (_, override) => {
    const before = await count();
    const res = await post(admin, { resourceId: sensor.id, resourceType: 'SENSOR', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await count()).toBe(before);
  });

  it('refuses a siteId that is not the resource site', async () => {
    const res = await post(admin, {
      comment: 'hi',
      resourceId: sensor.id,
      resourceType: 'SENSOR',
      siteId: site2.id,
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another organisation's resource, or one outside the caller's sites, creating nothing", async () => {
    const before = await count();
    expect(
      (await post(admin, { comment: 'hi', resourceId: theirSensor.id, resourceType: 'SENSOR' })).statusCode,
    ).toBe(404);
    expect(
      (await post(other, { comment: 'hi', resourceId: sensor.id, resourceType: 'SENSOR' })).statusCode,
    ).toBe(404);
    expect(
      (await post(scoped, { comment: 'hi', resourceId: sensor.id, resourceType: 'SENSOR' })).statusCode,
    ).toBe(404);
    // the right id with the wrong type is not that resource either
    expect(
      (await post(admin, { comment: 'hi', resourceId: sensor.id, resourceType: 'THERMOSTAT' })).statusCode,
    ).toBe(404);
    expect(await count()).toBe(before);
  });

  it('needs a role: a user without any gets 403', async () => {
    const res = await post(noRole, { comment: 'hi', resourceId: site.id, resourceType: 'SITE' });
    expect(res.statusCode).toBe(403);
  });

  it('nests replies under their comment; a reply to a reply joins the top-level comment', async () => {
    const top = (await post(admin, { comment: 'Top', resourceId: site.id, resourceType: 'SITE' })).json();
    const r1 = await post(viewer, {
      comment: 'Reply',
      resourceId: site.id,
      resourceType: 'SITE',
      parentId: top.id,
    });
    expect(r1.statusCode).toBe(201);
    const r2 = await post(admin, {
      comment: 'Reply to reply',
      resourceId: site.id,
      resourceType: 'SITE',
      parentId: r1.json().id,
    });
    expect(r2.json().parentId).toBe(top.id);
    // a parent on another resource is refused, another organisation's is not found
    expect(
      (await post(admin, { comment: 'x', resourceId: sensor.id, resourceType: 'SENSOR', parentId: top.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(other, {
          comment: 'x',
          resourceId: theirSensor.id,
          resourceType: 'SENSOR',
          parentId: top.id,
        })
      ).statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      url: `/api/v1/comments/resource/${site.id}?resourceType=SITE`,
      headers: admin,
    });
    const mine = list.json().find((c: { id: number }) => c.id === top.id);
    expect(mine.subComments.map((s: { comment: string }) => s.comment)).toEqual(['Reply', 'Reply to reply']);
    expect(list.json().some((c: { id: number }) => c.id === r1.json().id)).toBe(false);
  });
});

describe('GET /api/v1/comments/resource/{id}', () => {
  it('filters by type, text, author and time', async () => {
    await post(admin, {
      comment: 'Compressor noisy',
      resourceId: sensor.id,
      resourceType: 'SENSOR',
      commentType: 'MAINTENANCE',
      from: '2026-11-01T08:00:00Z',
    });
    const get = async (qs: string) =>
      (
        await t.app.inject({
          url: `/api/v1/comments/resource/${sensor.id}?resourceType=SENSOR&${qs}`,
          headers: admin,
        })
      ).json() as {
        comment: string;
      }[];
    expect((await get('')).map((c) => c.comment)).toEqual([
      'Compressor noisy',
      'Door left open after delivery',
    ]);
    expect((await get('commentType=MAINTENANCE')).map((c) => c.comment)).toEqual(['Compressor noisy']);
    expect((await get('query=DOOR')).map((c) => c.comment)).toEqual(['Door left open after delivery']);
    expect((await get('from=2026-11-19T00:00:00Z&to=2026-11-21T00:00:00Z')).map((c) => c.comment)).toEqual([
      'Door left open after delivery',
    ]);
    expect(await get(`userId=${adminUser.id}`)).toHaveLength(1);
    expect(await get('valueType=TEMPERATURE')).toHaveLength(1);
  });

  it('answers 404 for another organisation (resource or orgId) and 400 for bad filters', async () => {
    const as = (h: { authorization: string }, url: string) => t.app.inject({ url, headers: h });
    expect((await as(other, `/api/v1/comments/resource/${sensor.id}`)).statusCode).toBe(404);
    expect(
      (await as(admin, `/api/v1/comments/resource/${theirSensor.id}?resourceType=SENSOR`)).statusCode,
    ).toBe(404);
    expect((await as(admin, `/api/v1/comments/resource/${sensor.id}?orgId=${orgId + 1}`)).statusCode).toBe(
      404,
    );
    expect((await as(admin, `/api/v1/comments/resource/${sensor.id}?orgId=${orgId}`)).statusCode).toBe(200);
    expect((await as(admin, `/api/v1/comments/resource/abc`)).statusCode).toBe(400);
    expect((await as(admin, `/api/v1/comments/resource/${sensor.id}?from=yesterday`)).statusCode).toBe(400);
    expect((await as(admin, `/api/v1/comments/resource/${sensor.id}?commentType=NOPE`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/comments/resource/${sensor.id}` })).statusCode).toBe(401);
  });

  it('answers 400 when one of from/to is valid and the other too long, on every comments call', async () => {
    const valid = '2026-01-01T00:00:00Z';
    const long = `2026-01-02T00:00:00Z${'0'.repeat(60)}`;
    for (const [from, to] of [
      [valid, long],
      [long, valid],
      [long, long],
    ]) {
      const qs = `from=${encodeURIComponent(from!)}&to=${encodeURIComponent(to!)}`;
      for (const url of [
        `/api/v1/comments/resource/${sensor.id}?${qs}`,
        `/api/v1/comments/resource/${site.id}/downstream?${qs}`,
      ]) {
        const res = await t.app.inject({ url, headers: admin });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(/^Invalid querystring: (from|to)/);
      }
      const res = await post(admin, {
        comment: 'Range with a bad edge',
        resourceId: sensor.id,
        resourceType: 'SENSOR',
        from,
        to,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body: (from|to)/);
    }
  });
});

describe('GET /api/v1/comments/resource/{id}/downstream', () => {
  it('gives a site everything below it and an equipment its sensors, never their own comments', async () => {
    const down = async (id: number, qs = '') =>
      (
        (
          await t.app.inject({ url: `/api/v1/comments/resource/${id}/downstream${qs}`, headers: admin })
        ).json() as {
          resourceType: string;
        }[]
      ).map((c) => c.resourceType);
    const ofSite = await down(site.id, '?resourceType=SITE');
    expect(ofSite.filter((x) => x === 'SENSOR')).toHaveLength(2);
    expect(new Set(ofSite)).toEqual(new Set(['SENSOR', 'EQUIPMENT']));
    expect(new Set(await down(eq.id, '?resourceType=EQUIPMENT'))).toEqual(new Set(['SENSOR']));
    expect(await down(sensor.id, '?resourceType=SENSOR')).toEqual([]);
    expect(await down(site.id, '?resourceType=SITE&commentType=DAILY_CHECK')).toEqual(['EQUIPMENT']);
    const res = await t.app.inject({
      url: `/api/v1/comments/resource/${site.id}/downstream`,
      headers: other,
    });
    expect(res.statusCode).toBe(404);
  });
});
