import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../test/factories';
import { MAX_JSON_DEPTH } from './input-guard';

// The texts the assessment found answering 500 with NUL, each in an otherwise valid request: now a
// 400 naming the NUL character, and nothing stored.
let t: TestContext;
let admin: { authorization: string };
let userId: number;
let sensorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.database.db);
  const site = await buildSite(t.database.db, org.id);
  sensorId = (await buildSensor(t.database.db, org.id, site.id)).id;
  const user = await buildUser(t.database.db, org.id);
  userId = user.id;
  admin = await t.login(user.email);
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number((await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

const send = (method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as never,
    url,
    headers: admin,
    ...(payload ? { payload: payload as never } : {}),
  });

describe('NUL in any text', () => {
  it.each([
    [
      'comment text',
      'comments',
      'POST',
      '/api/v1/comments',
      { comment: 'a\u0000b', resourceId: 0, resourceType: 'SENSOR' },
    ],
    ['dashboard title', 'dashboards', 'POST', '/api/v1/users/{user}/dashboards', { title: 'a\u0000b' }],
    [
      'dashboard config',
      'dashboards',
      'POST',
      '/api/v1/users/{user}/dashboards',
      { title: 'Mine', config: { k: 'a\u0000b' } },
    ],
    [
      'dashboard config key',
      'dashboards',
      'POST',
      '/api/v1/users/{user}/dashboards',
      { title: 'Mine', config: { 'k\u0000': 1 } },
    ],
    [
      'analytics properties',
      'analytics_events',
      'POST',
      '/api/v1/analytics/events',
      {
        name: 'page view',
        sessionId: '6f1c2a4e-1b7d-4c8e-9a3f-0d2e4b6c8a10',
        properties: { page: '/a\u0000' },
      },
    ],
    [
      'invitation names',
      'users',
      'POST',
      '/api/v1/users/invite',
      { email: 'new.person@test.example', firstName: 'A\u0000', role: 'VIEWER' },
    ],
  ])('%s answers 400 and stores nothing', async (_, table, method, url, body) => {
    const payload = JSON.parse(JSON.stringify(body).replace('"resourceId":0', `"resourceId":${sensorId}`));
    const before = await count(table);
    const res = await send(method, url.replace('{user}', String(userId)), payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/NUL character \(U\+0000\)/);
    expect(await count(table)).toBe(before);
  });

  it('answers 400 for NUL in a query or path value, naming where', async () => {
    const q = await send('GET', `/api/v1/comments/resource/${sensorId}?query=a%00b`);
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toBe('Invalid querystring: query must not contain the NUL character (U+0000)');
    const p = await send('GET', '/api/v1/sites/1%00');
    expect(p.statusCode).toBe(400);
    expect(p.json().message).toMatch(/^Invalid path: id must not contain the NUL/);
  });
});

describe('deeply nested JSON', () => {
  const config = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const post = (raw: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userId}/dashboards`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: raw,
    });

  it('answers 400 for thousands of levels in the dashboard config', async () => {
    const res = await post(`{"title":"Deep","config":${config(10_000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Invalid body: JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
    );
  });

  it('still accepts a config nested up to the limit', async () => {
    // The body object is level 1, config level 2: the config holds MAX_JSON_DEPTH - 1 levels.
    const res = await post(`{"title":"Deep enough","config":${config(MAX_JSON_DEPTH - 1)}}`);
    expect(res.statusCode, res.body).toBe(201);
    expect((await post(`{"title":"One too deep","config":${config(MAX_JSON_DEPTH)}}`)).statusCode).toBe(400);
  });
});
