import { hvacTileRows } from '@sw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thermostatStatus } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite, buildUser } from '../../test/factories';
import { buildEquipment, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let other: { authorization: string };
let orgId: number;
let alpha: { id: number };
let beta: { id: number };
const ids: Record<string, number> = {};

const recent = () => new Date(Date.now() - 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  orgId = a.id;
  alpha = await buildSite(db, a.id, { title: 'Alpha' });
  beta = await buildSite(db, a.id, { title: 'Beta' });
  const add = async (site: { id: number }, title: string, o: Parameters<typeof buildThermostat>[4] = {}) => {
    const eq = await buildEquipment(db, a.id, site.id, { title });
    const th = await buildThermostat(db, a.id, site.id, eq.id, {
      title: `${title} thermostat`,
      lastSeenAt: recent(),
      ...o,
    });
    ids[title] = th.id;
    return th;
  };
  await add(alpha, 'Zone A', { temperature: 23.5 });
  await add(alpha, 'Return air unit', { temperature: 25 });
  await add(alpha, 'Supply air unit', { temperature: 21, mode: 'cooling' });
  const override = await add(beta, 'Kitchen RTU', {
    temperature: 19,
    workingMode: 'LOCAL_ADJUSTMENT',
    heatSetPoint: 28,
    coolSetPoint: 30,
  });
  await db.insert(thermostatStatus).values({
    thermostatId: override.id,
    orgId: a.id,
    ts: recent(),
    online: true,
    localAdjustmentOverride: 'Keypad',
  });
  await add(beta, 'Stale RTU', { temperature: 40, lastSeenAt: new Date(Date.now() - 2 * 3600_000) });
  await add(beta, 'Off RTU', { temperature: 41, online: false });
  await add(beta, 'Never RTU', { temperature: 42, lastSeenAt: new Date(0) });
  await add(beta, 'F RTU', { temperature: 77, temperatureUnit: 'F' });
  const theirSite = await buildSite(db, b.id);
  const theirEq = await buildEquipment(db, b.id, theirSite.id);
  await buildThermostat(db, b.id, theirSite.id, theirEq.id, { lastSeenAt: recent() });
  admin = await t.login((await buildUser(db, a.id)).email);
  other = await t.login((await buildUser(db, b.id)).email);
});
afterAll(() => t.close());

describe('GET /api/v1/thermostat/controls/site/{id}', () => {
  it("lists the site's thermostats in the controls sort order with their state", async () => {
    const res = await t.app.inject({ url: `/api/v1/thermostat/controls/site/${alpha.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { equipmentTitle: string }) => c.equipmentTitle)).toEqual([
      'Supply air unit',
      'Return air unit',
      'Zone A',
    ]);
    expect(body[0]).toMatchObject({
      thermostatId: ids['Supply air unit'],
      siteId: alpha.id,
      siteTitle: 'Alpha',
      online: true,
      mode: 'cooling',
      workingMode: 'SCHEDULE',
      heatSetPoint: 21,
      coolSetPoint: 24,
      temperature: 21,
      temperatureUnit: 'C',
      localOverride: false,
      localAdjustmentOverride: null,
      controlMode: 'SCHEDULE',
    });
  });

  it("answers 404 for another organisation's site and 400 for a bad id", async () => {
    expect(
      (await t.app.inject({ url: `/api/v1/thermostat/controls/site/${alpha.id}`, headers: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/thermostat/controls/site/x', headers: admin })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/v1/aggregate-views/controllable-hvacs', () => {
  it('gives every unit of the organisation with connectivity and local override', async () => {
    const res = await t.app.inject({
      url: `/api/v1/aggregate-views/controllable-hvacs/organization/${orgId}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      equipmentTitle: string;
      online: boolean;
      localOverride: boolean;
      lastSeenAt: string | null;
      localAdjustmentOverride: unknown;
      temperature: number | null;
      temperatureUnit: 'C' | 'F';
      thermostatId: number;
    }[];
    expect(body).toHaveLength(8);
    const by = Object.fromEntries(body.map((r) => [r.equipmentTitle, r]));
    expect(by['Stale RTU']!.online).toBe(false);
    expect(by['Off RTU']!.online).toBe(false);
    expect(by['Never RTU']).toMatchObject({ online: false, lastSeenAt: null });
    expect(by['Kitchen RTU']).toMatchObject({
      localOverride: true,
      localAdjustmentOverride: { product: 'Keypad' },
      controlMode: 'LOCAL_ADJUSTMENT',
    });
    // the Today tile: override first, then warmest online (77 °F = 25 °C ties 'Return air unit' at 25 °C)
    expect(hvacTileRows(body).map((r) => r.equipmentTitle)).toEqual([
      'Kitchen RTU',
      'F RTU',
      'Return air unit',
      'Zone A',
      'Supply air unit',
    ]);
  });

  it('narrows to one site', async () => {
    const res = await t.app.inject({
      url: `/api/v1/aggregate-views/controllable-hvacs/site/${beta.id}`,
      headers: admin,
    });
    expect(res.json()).toHaveLength(5);
  });

  it('answers 404 for another organisation', async () => {
    const org = await t.app.inject({
      url: `/api/v1/aggregate-views/controllable-hvacs/organization/${orgId}`,
      headers: other,
    });
    expect(org.statusCode).toBe(404);
    const site = await t.app.inject({
      url: `/api/v1/aggregate-views/controllable-hvacs/site/${beta.id}`,
      headers: other,
    });
    expect(site.statusCode).toBe(404);
  });
});
