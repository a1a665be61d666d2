import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';
import { ensureTestCatalogue, TEST_GROUP, TEST_TYPE } from '../../test/telemetry-factories';

let t: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await ensureTestCatalogue(t.database.db);
  const org = await buildOrg(t.database.db);
  headers = await t.login((await buildUser(t.database.db, org.id, { role: 'VIEWER' })).email);
});
afterAll(() => t.close());

describe('reference catalogue', () => {
  it('lists equipment groups and types', async () => {
    const groups = await t.app.inject({ url: '/api/v1/equipment-groups', headers });
    expect(groups.statusCode).toBe(200);
    expect(groups.json()).toContainEqual(TEST_GROUP);
    const types = await t.app.inject({ url: '/api/v1/equipment-types', headers });
    expect(types.json()).toContainEqual(
      expect.objectContaining({ ...TEST_TYPE, groupId: TEST_GROUP.id, icon: 'fridge' }),
    );
  });

  it('lists time zones with their current offsets', async () => {
    const res = await t.app.inject({ url: '/api/v1/basics/timezones', headers });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { title: string; offset: string; offsetMinutes: number }[];
    expect(list.find((z) => z.title === 'UTC')).toEqual({ title: 'UTC', offset: '+00:00', offsetMinutes: 0 });
    expect(list.every((z) => /^[+-]\d{2}:\d{2}$/.test(z.offset))).toBe(true);
  });

  it('needs a token', async () => {
    for (const url of ['/api/v1/equipment-groups', '/api/v1/equipment-types', '/api/v1/basics/timezones'])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
