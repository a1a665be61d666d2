import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyMeters, sensors } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite, buildUser } from '../../test/factories';
import { buildEnergySensor, buildEquipment } from '../../test/telemetry-factories';

// C-028: the online-status answer says whether the site's energy meters ("EnergyPro") report.

let t: TestContext;
let h: { authorization: string };
const site: Record<string, number> = {};

const MIN = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  for (const k of ['MainOk', 'MainSilent', 'MainInactive', 'SubOnly', 'NoMeter'])
    site[k] = (await buildSite(db, org.id, { title: k })).id;
  const seen = async (sensorId: number, lastSeenAt: Date, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') =>
    db.update(sensors).set({ lastSeenAt, status }).where(eq(sensors.id, sensorId));
  // MainOk: the main meter reports; a silent sub-meter does not count while a main meter exists.
  await seen((await buildEnergySensor(db, org.id, site.MainOk!, { main: true })).id, ago(1));
  const eqOk = await buildEquipment(db, org.id, site.MainOk!);
  const subOk = await buildEnergySensor(db, org.id, site.MainOk!, { equipmentId: eqOk.id });
  await seen(subOk.id, ago(120));
  await db.insert(energyMeters).values({
    orgId: org.id,
    siteId: site.MainOk!,
    sensorId: subOk.id,
    title: 'Sub meter',
    uuid: 'sub-ok',
    vendor: 'test',
  });
  // MainSilent: heard from 31 minutes ago only (beyond the 30-minute online window).
  await seen((await buildEnergySensor(db, org.id, site.MainSilent!, { main: true })).id, ago(31));
  // MainInactive: recent but INACTIVE (counts as offline, D-039).
  await seen(
    (await buildEnergySensor(db, org.id, site.MainInactive!, { main: true })).id,
    ago(1),
    'INACTIVE',
  );
  // SubOnly: no main meter; two registered sub-meters, one silent.
  const eqSub = await buildEquipment(db, org.id, site.SubOnly!);
  for (const [i, minutes] of [1, 90].entries()) {
    const sensor = await buildEnergySensor(db, org.id, site.SubOnly!, { equipmentId: eqSub.id });
    await seen(sensor.id, ago(minutes));
    await db.insert(energyMeters).values({
      orgId: org.id,
      siteId: site.SubOnly!,
      sensorId: sensor.id,
      title: `Sub ${i}`,
      uuid: `sub-only-${i}`,
      vendor: 'test',
    });
  }
  h = await t.login((await buildUser(db, org.id)).email);
});
afterAll(() => t.close());

const meters = async (key: string) =>
  (await t.app.inject({ url: `/api/v1/sites/${site[key]}/online-status`, headers: h })).json().energyMeters;

describe('energy meters in the site online status (C-028)', () => {
  it('counts the main meter only when the site has one', async () => {
    expect(await meters('MainOk')).toEqual({ total: 1, online: 1, offline: 0 });
  });

  it('counts a main meter silent beyond the window or INACTIVE as offline', async () => {
    expect(await meters('MainSilent')).toEqual({ total: 1, online: 0, offline: 1 });
    expect(await meters('MainInactive')).toEqual({ total: 1, online: 0, offline: 1 });
  });

  it('falls back to the registered sub-meters, and gives zeros without a meter', async () => {
    expect(await meters('SubOnly')).toEqual({ total: 2, online: 1, offline: 1 });
    expect(await meters('NoMeter')).toEqual({ total: 0, online: 0, offline: 0 });
  });

  it('gives the same counts in the all-sites answer', async () => {
    const all = (await t.app.inject({ url: '/api/v1/sites/online-status', headers: h })).json();
    const of = (id: number) => all.sites.find((s: { siteId: number }) => s.siteId === id).energyMeters;
    expect(of(site.MainSilent!)).toEqual({ total: 1, online: 0, offline: 1 });
    expect(of(site.SubOnly!)).toEqual({ total: 2, online: 1, offline: 1 });
  });
});
