import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboards } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';

let t: TestContext;
let me: { id: number; email: string };
let colleague: { id: number; email: string };
let stranger: { id: number; email: string };
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  me = await buildUser(db, org.id, { role: 'VIEWER' });
  colleague = await buildUser(db, org.id);
  stranger = await buildUser(db, (await buildOrg(db)).id);
  headers = await t.login(me.email);
});
afterAll(() => t.close());

const post = (userId: number, payload: unknown, h = headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${userId}/dashboards`,
    headers: h,
    payload: payload as never,
  });
const put = (userId: number, payload: unknown, h = headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${userId}/dashboards`,
    headers: h,
    payload: payload as never,
  });
const del = (userId: number, id: number, h = headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/users/${userId}/dashboards/${id}`, headers: h });

describe('dashboards', () => {
  it('creates, updates and deletes the caller’s own dashboards, shown in the current user', async () => {
    const a = await post(me.id, { title: 'Energy', config: { tiles: ['energy', 'co2'] }, isDefault: true });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      userId: me.id,
      title: 'Energy',
      config: { tiles: ['energy', 'co2'] },
      isDefault: true,
    });
    const b = await post(me.id, { title: 'Compliance' });
    expect(b.json()).toMatchObject({ config: {}, isDefault: false });

    // One default per user.
    const up = await put(me.id, { id: b.json().id, title: 'Compliance (stores)', isDefault: true });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ title: 'Compliance (stores)', isDefault: true });
    const user = (await t.app.inject({ url: '/api/v1/auth/user', headers })).json();
    expect(
      user.dashboardProfiles.map((d: { title: string; isDefault: boolean }) => [d.title, d.isDefault]),
    ).toEqual([
      ['Energy', false],
      ['Compliance (stores)', true],
    ]);

    expect((await del(me.id, a.json().id)).statusCode).toBe(204);
    expect((await del(me.id, a.json().id)).statusCode).toBe(404);
  });

  it("refuses another user's dashboards: 403 in the organisation, 404 outside, nothing changed", async () => {
    const theirs = await post(colleague.id, { title: 'Mine' }, await t.login(colleague.email));
    const before = await t.database.db.select().from(dashboards);
    expect((await post(colleague.id, { title: 'x' })).statusCode).toBe(403);
    expect((await post(stranger.id, { title: 'x' })).statusCode).toBe(404);
    expect((await put(colleague.id, { id: theirs.json().id, title: 'x' })).statusCode).toBe(403);
    // Someone else's dashboard id under my own user id is simply not found.
    expect((await put(me.id, { id: theirs.json().id, title: 'x' })).statusCode).toBe(404);
    expect((await del(me.id, theirs.json().id)).statusCode).toBe(404);
    expect((await del(stranger.id, theirs.json().id)).statusCode).toBe(404);
    expect(await t.database.db.select().from(dashboards)).toEqual(before);
  });

  it('validates the dashboard payload', async () => {
    for (const payload of [
      {},
      { title: '' },
      { title: 'x', config: [] },
      { title: 'x', config: { big: 'y'.repeat(70_000) } },
    ]) {
      const res = await post(me.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
    }
    expect((await put(me.id, { title: 'no id' })).statusCode).toBe(400);
    const rows = await t.database.db.select().from(dashboards).where(eq(dashboards.userId, me.id));
    expect(rows.every((r) => r.title !== '')).toBe(true);
  });
});
