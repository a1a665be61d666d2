import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEquipment, buildRollupRows } from '../../test/telemetry-factories';

let t: TestContext;
let busyOrg: number;
let calmOrg: number;
let busyUser: { authorization: string };
let calmUser: { authorization: string };
/** While set, the busy organisation's reads of the hourly rollup wait for it. */
let hold: Promise<void> | null = null;
let held = 0;

const H = 3_600_000;
const url = (org: number) => `/api/analytics/report/org_compliance_by_site/${org}/2026-11-10/2026-11-10`;

async function organisation(db: TestContext['database']['db']) {
  const org = await buildOrg(db);
  const site = await buildSite(db, org.id, { timeZone: 'UTC' });
  const eq = await buildEquipment(db, org.id, site.id, { minTemp: 0, maxTemp: 5 });
  const sensor = await buildSensor(db, org.id, site.id, { equipmentId: eq.id });
  const start = Date.parse('2026-11-10T00:00:00Z');
  await buildRollupRows(
    db,
    'readings_1h',
    sensor,
    [3, 4, 9].map((v, i) => ({ bucket: start + i * H, values: [v] })),
  );
  return { org: org.id, login: await t.login((await buildUser(db, org.id, { role: 'VIEWER' })).email) };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ org: busyOrg, login: busyUser } = await organisation(db));
  ({ org: calmOrg, login: calmUser } = await organisation(db));
  const database: Database = t.database;
  const query = database.query.bind(database);
  database.query = (async (text: string, params?: unknown[], name?: string) => {
    if (hold && params?.[0] === busyOrg && text.includes('readings_1h')) {
      held++;
      await hold;
    }
    return query(text, params, name);
  }) as Database['query'];
});
afterAll(() => t.close());

describe('compliance reports under load', () => {
  it("runs at most 2 of an organisation's reports at once, refuses the overflow with 429 and Retry-After, and keeps other organisations going", async () => {
    let release!: () => void;
    hold = new Promise<void>((r) => {
      release = r;
    });
    const ask = (org: number, user: { authorization: string }) =>
      t.app.inject({ url: url(org), headers: user });
    const running = [ask(busyOrg, busyUser), ask(busyOrg, busyUser)];
    await until(() => held === 2);
    // 8 may wait for a slot; the 9th is refused at once.
    const waiting = Array.from({ length: 9 }, () => ask(busyOrg, busyUser));
    const first = await Promise.race(waiting);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    expect(first.json().message).toMatch(/try again/i);
    // Another organisation is not queued behind the busy one.
    const calm = await ask(calmOrg, calmUser);
    expect(calm.statusCode).toBe(200);
    expect(calm.json().by_org).toEqual({
      valid_points: 3,
      compliant_points: 2,
      defrost_points: 0,
      within_compliance: 66.67,
    });
    expect(held).toBe(2);
    hold = null;
    release();
    const all = await Promise.all([...running, ...waiting]);
    const statuses = all.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});
