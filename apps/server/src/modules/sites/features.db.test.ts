import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessResources,
  equipmentGroups,
  equipmentTypeGroups,
  equipmentTypes,
  spaces,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEnergySensor, buildEquipment, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let h: { authorization: string };
let scoped: { authorization: string };
let orgA: number;
let orgB: number;
let full: number;
let plain: number;
let theirs: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await buildOrg(db)).id;
  orgB = (await buildOrg(db)).id;
  // The real HVAC group id (221) so that the equipment group component is recognised.
  await db.insert(equipmentGroups).values({ id: 221, title: 'HVAC' }).onConflictDoNothing();
  await db.insert(equipmentTypeGroups).values({ id: 5708, title: 'HVAC' }).onConflictDoNothing();
  await db
    .insert(equipmentTypes)
    .values({ id: 12, title: 'HVAC', icon: 'hvac', groupId: 221, typeGroupId: 5708 })
    .onConflictDoNothing();
  full = (await buildSite(db, orgA, { title: 'Full' })).id;
  plain = (await buildSite(db, orgA, { title: 'Plain', latitude: 0, longitude: 0 })).id;
  theirs = (await buildSite(db, orgB, { title: 'Theirs' })).id;
  await db.insert(spaces).values({ orgId: orgA, siteId: full, title: 'Floor' });
  const rtu = await buildEquipment(db, orgA, full, { typeId: 12, groupId: 221 });
  const cooler = await buildEquipment(db, orgA, full, { minTemp: 0, maxTemp: 5 });
  await buildSensor(db, orgA, full, { equipmentId: cooler.id });
  await buildThermostat(db, orgA, full, rtu.id);
  await buildEnergySensor(db, orgA, full, { main: true });
  await buildEnergySensor(db, orgA, full, { equipmentId: rtu.id });
  h = await t.login((await buildUser(db, orgA)).email);
  const viewer = await buildUser(db, orgA, { role: null });
  await db
    .insert(accessResources)
    .values({ orgId: orgA, userId: viewer.id, resourceType: 'SITE', resourceId: plain, role: 'VIEWER' });
  scoped = await t.login(viewer.email);
});
afterAll(() => t.close());

const get = (url: string, headers = h) => t.app.inject({ url, headers });

describe('site features (I-050, I-051)', () => {
  it('derives a site’s lists from what it has', async () => {
    const res = await get(`/api/v1/features/site/${full}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      SITE_NAV: [
        'DASHBOARD',
        'INCIDENTS',
        'EQUIPMENT',
        'SPACES',
        'SENSORS_GATEWAYS',
        'CONTROLS_THERMOSTATS',
        'CONTROLS_SAVINGS',
        'TASKS',
        'TEMPERATURE_REVIEW',
        'TEMPERATURE_COMPLIANCE',
        'EQUIPMENT_ENERGY_CONSUMPTION',
      ],
      SITE_COMPONENT: [
        'WEATHER',
        'ENERGY_CHART',
        'TEMPERATURE_CHART',
        'HVAC_CONTROLS',
        'EQUIPMENT_GROUP_HVAC',
      ],
      SITE_CARD: [
        'ACTIVE_INCIDENTS',
        'NON_OPERATING_HOUR_EFFICIENCY',
        'RECOMMENDATIONS',
        'ENERGY_USAGE',
        'TEMPERATURE_COMPLIANCE',
        'HVAC_CONTROLS_OPERATIONS',
        'DEVICE_CONNECTIVITY',
      ],
    });
    expect((await get(`/api/v1/features/site/${plain}`)).json()).toEqual({
      SITE_NAV: ['DASHBOARD', 'INCIDENTS'],
      SITE_COMPONENT: [],
      SITE_CARD: ['ACTIVE_INCIDENTS', 'NON_OPERATING_HOUR_EFFICIENCY'],
    });
  });

  it('gives the organisation what any of the caller’s sites has', async () => {
    const all = (await get(`/api/v1/features/site/multisite/${orgA}`)).json();
    expect(all.SITE_NAV).toContain('CONTROLS_THERMOSTATS');
    const onlyPlain = await get(`/api/v1/features/site/multisite/${orgA}`, scoped);
    expect(onlyPlain.statusCode).toBe(200);
    expect(onlyPlain.json().SITE_NAV).toEqual(['DASHBOARD', 'INCIDENTS']);
  });

  it('answers 404 for another organisation’s site or organisation, 400 for bad ids', async () => {
    expect((await get(`/api/v1/features/site/${theirs}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/features/site/${full}`, scoped)).statusCode).toBe(404);
    expect((await get(`/api/v1/features/site/multisite/${orgB}`)).statusCode).toBe(404);
    expect((await get('/api/v1/features/site/x')).statusCode).toBe(400);
    expect((await get('/api/v1/features/site/multisite/0')).statusCode).toBe(400);
  });
});
