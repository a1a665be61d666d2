import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';
import { ensureReleases } from './seed-releases';

let t: TestContext;
let a: { authorization: string };
let b: { authorization: string };
let futureId: number;

beforeAll(async () => {
  t = await createTestApp();
  expect(await ensureReleases(t.database)).toBe(3);
  expect(await ensureReleases(t.database)).toBe(0); // once only
  const [future] = await t.database.db
    .insert(releases)
    .values({ title: 'Not yet', body: 'Coming', publishedAt: new Date(Date.now() + 86_400_000) })
    .returning();
  futureId = future!.id;
  const db = t.database.db;
  a = await t.login((await buildUser(db, (await buildOrg(db)).id, { role: 'VIEWER' })).email);
  b = await t.login((await buildUser(db, (await buildOrg(db)).id)).email);
});
afterAll(() => t.close());

describe("What's New releases", () => {
  it('lists published releases newest first, all new for a first-time caller', async () => {
    const res = await t.app.inject({ url: '/api/release/all', headers: a });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { title: string }) => r.title)).toEqual([
      'Open-source notices',
      'Invite your team',
      'Safer sign-in',
    ]);
    expect(list.every((r: { isNew: boolean; visited: boolean }) => r.isNew && !r.visited)).toBe(true);
    expect(list[2].attachments[0]).toMatchObject({
      resourceId: 'sign-in-notes',
      contentType: 'text/plain',
      url: `/api/release/page/${list[2].id}/attachment/sign-in-notes`,
    });
  });

  it('records visits per user, idempotently', async () => {
    const [latest] = (await t.app.inject({ url: '/api/release/all', headers: a })).json();
    const before = await t.app.inject({ url: `/api/release/visit/${latest.id}`, headers: a });
    expect(before.json()).toEqual({ releaseId: latest.id, visited: false, visitedAt: null, isNew: true });
    const visit = await t.app.inject({ method: 'POST', url: `/api/release/visit/${latest.id}`, headers: a });
    expect(visit.statusCode).toBe(200);
    expect(visit.json()).toMatchObject({ visited: true, isNew: false });
    const again = await t.app.inject({ method: 'POST', url: `/api/release/visit/${latest.id}`, headers: a });
    expect(again.json().visitedAt).toBe(visit.json().visitedAt);
    const listA = (await t.app.inject({ url: '/api/release/all', headers: a })).json();
    expect(listA[0]).toMatchObject({ id: latest.id, isNew: false, visited: true });
    // Another user's marks are their own.
    expect((await t.app.inject({ url: '/api/release/all', headers: b })).json()[0].isNew).toBe(true);
  });

  it('serves attachments by id with their type; unknown ids and unpublished releases are 404', async () => {
    const list = (await t.app.inject({ url: '/api/release/all', headers: a })).json();
    const text = list.find((r: { title: string }) => r.title === 'Safer sign-in');
    const image = list.find((r: { title: string }) => r.title === 'Invite your team');
    const txt = await t.app.inject({ url: text.attachments[0].url, headers: a });
    expect(txt.statusCode).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.body).toContain('Reset links work once');
    const png = await t.app.inject({ url: image.attachments[0].url, headers: a });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['content-security-policy']).toContain('sandbox');

    for (const url of [
      `/api/release/page/${text.id}/attachment/nope`,
      `/api/release/page/${futureId}/attachment/sign-in-notes`,
      `/api/release/visit/${futureId}`,
      '/api/release/page/999999/attachment/sign-in-notes',
    ])
      expect((await t.app.inject({ url, headers: a })).statusCode, url).toBe(404);
    for (const url of [
      `/api/release/page/${text.id}/attachment/..%2F..%2Fetc%2Fpasswd`,
      `/api/release/page/${text.id}/attachment/.env`,
      '/api/release/page/abc/attachment/sign-in-notes',
    ])
      expect((await t.app.inject({ url, headers: a })).statusCode, url).toBe(400);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/release/all' })).statusCode).toBe(401);
  });
});
