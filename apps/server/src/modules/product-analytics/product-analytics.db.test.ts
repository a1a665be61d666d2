import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';

let t: TestContext;
let external: { authorization: string };
let internal: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  external = await t.login((await buildUser(db, (await buildOrg(db)).id, { role: 'VIEWER' })).email);
  internal = await t.login((await buildUser(db, (await buildOrg(db, { id: 275 })).id)).email);
});
afterAll(() => t.close());

const send = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers, payload: payload as never });

describe('POST /api/v1/analytics/events', () => {
  it('stores each spec event with organisation, user and audience', async () => {
    const sessionId = crypto.randomUUID();
    for (const name of ['page view', 'user visit', 'Filter Applied', 'report generation'])
      expect(
        (await send(external, { name, sessionId, properties: { path: '/today', count: 2, ok: true } }))
          .statusCode,
      ).toBe(204);
    expect((await send(internal, { name: 'page view', sessionId: crypto.randomUUID() })).statusCode).toBe(
      204,
    );
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.audience === 'external')).toHaveLength(4);
    expect(rows.find((r) => r.audience === 'internal')).toMatchObject({
      orgId: 275,
      name: 'page view',
      properties: {},
    });
    expect(rows[0]).toMatchObject({ sessionId, properties: { path: '/today', count: 2, ok: true } });
  });

  it('refuses unknown names, malformed session ids and oversized properties', async () => {
    const sessionId = crypto.randomUUID();
    const bad = [
      { name: 'page visit', sessionId },
      { name: 'page view', sessionId: 'not-a-uuid' },
      { name: 'page view' },
      { name: 'page view', sessionId, properties: { nested: { deep: 1 } } },
      {
        name: 'page view',
        sessionId,
        properties: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
      },
      { name: 'page view', sessionId, properties: { long: 'x'.repeat(1001) } },
    ];
    for (const payload of bad)
      expect((await send(external, payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    expect((await send({}, { name: 'page view', sessionId })).statusCode).toBe(401);
  });
});
