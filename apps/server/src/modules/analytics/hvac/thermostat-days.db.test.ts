import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsFixture,
  addHvacFixture,
  buildAnalyticsFixture,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { thermostatDays, WIDE_THERMOSTATS } from './thermostat-days.repository';

// The one-pass form of the thermostat days (bench/performance: many thermostats) must give exactly the
// rows of the per-thermostat form, on the fixture's zones (London, Sydney, Kolkata …) and its DST day.

let t: TestContext;
let f: AnalyticsFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  await addHvacFixture(t, f);
}, 240_000);
afterAll(async () => t?.close());

describe('thermostat days: wide and narrow forms', () => {
  it('agree row for row over every fixture site', async () => {
    const siteIds = Object.values(f.sites).map((s) => s.id);
    const a = { orgId: f.orgId, siteIds, from: '2025-10-19', to: '2025-10-27' };
    const narrow = await thermostatDays(t.database, a);
    const wide = await thermostatDays(t.database, { ...a, thermostatCount: WIDE_THERMOSTATS });
    expect(narrow.length).toBeGreaterThan(0);
    expect(wide).toEqual(narrow);
  });
});
