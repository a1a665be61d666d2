import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, sentinels } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildGateway, buildOrg, buildSite, buildUser } from '../../../test/factories';
import { buildCooler } from '../../../test/setup-factories-sentinels';

// The proof that a sentinel made in setup is one the rule engine runs: readings ingested by a
// gateway open its incident, muting silences it, deleting it stops it.

let t: TestContext;
let apiKey: string;
let admin: { authorization: string };
let manager: { authorization: string };
let cooler: Awaited<ReturnType<typeof buildCooler>>;

const MIN = 60_000;
/** Readings once a minute over the last `minutes` minutes, the newest a second ago. */
const lastMinutes = (uuid: string, minutes: number, value: number) => {
  const end = Date.now() - 1000;
  return Array.from({ length: minutes + 1 }, (_, i) => ({
    sensor: uuid,
    ts: new Date(end - (minutes - i) * MIN).toISOString(),
    value,
  }));
};

async function ingest(readings: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': apiKey },
    payload: { readings },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().rejected).toBe(0);
  // The engine evaluates after the ingest commit, in the background: wait for it as engine.db.test.ts does.
  await t.app.services.incidents.idle();
}

async function create(body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/setup/sentinels',
    headers: admin,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().sentinels[0] as { id: number; muted: boolean };
}

const incidentsOf = (sentinelId: number) =>
  t.database.db.select().from(incidents).where(eq(incidents.sentinelId, sentinelId));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const site = await buildSite(db, org.id);
  const g = await buildGateway(db, org.id, site.id);
  apiKey = g.apiKey;
  cooler = await buildCooler(db, org.id, site.id, { title: 'Dairy Cooler', gatewayId: g.gateway.id });
  admin = await t.login((await buildUser(db, org.id, { role: 'ADMIN' })).email);
  manager = await t.login((await buildUser(db, org.id, { role: 'MANAGER' })).email);
});
afterAll(() => t.close());

describe('a sentinel created in setup, run by the engine', () => {
  it('opens an incident when ingested readings stay above max for longer than the duration', async () => {
    const s = await create({
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: cooler.temp.id },
      params: { min: 0, max: 5, durationMinutes: 15 },
    });
    // Stored as the demo seed stores its temperature rules (simulator/sentinels.ts).
    const [row] = await t.database.db.select().from(sentinels).where(eq(sentinels.id, s.id));
    expect(row).toMatchObject({
      equipmentId: cooler.equipment.id,
      equipmentIds: [cooler.equipment.id],
      sensorIds: [cooler.temp.id],
      params: { min: 0, max: 5, durationMinutes: 15 },
      muted: false,
      deletedAt: null,
    });

    await ingest(lastMinutes(cooler.temp.uuid, 10, 9)); // 10 minutes above max: not yet
    expect(await incidentsOf(s.id)).toEqual([]);
    await ingest(lastMinutes(cooler.temp.uuid, 20, 9)); // 20 minutes above max
    const [incident] = await incidentsOf(s.id);
    expect(incident).toMatchObject({
      sentinelType: 'TEMPERATURE_RANGE',
      sensorId: cooler.temp.id,
      equipmentId: cooler.equipment.id,
      priority: 'HIGH',
      resolved: false,
    });
    await ingest([{ sensor: cooler.temp.uuid, ts: new Date().toISOString(), value: 3 }]);
    expect((await incidentsOf(s.id))[0]?.resolved).toBe(true);
  });

  it('raises nothing while muted (PUT /sentinels/:id/mute), and again once resumed', async () => {
    const s = await create({
      sentinelType: 'DOOR_OPEN',
      target: { equipmentId: cooler.equipment.id },
      params: { maxOpenMinutes: 5 },
    });
    const mute = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/sentinels/${s.id}/mute`,
      headers: manager,
    });
    expect(mute.json().muted).toBe(true);
    await ingest(lastMinutes(cooler.door!.uuid, 10, 1));
    expect(await incidentsOf(s.id)).toEqual([]);
    const resumed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/sentinels/${s.id}/resume`,
      headers: manager,
    });
    expect(resumed.json().muted).toBe(false);
    await ingest([{ sensor: cooler.door!.uuid, ts: new Date().toISOString(), value: 1 }]);
    expect(await incidentsOf(s.id)).toHaveLength(1);
  });

  it('stops once deleted through DELETE /sentinels/:id (its incidents kept); setup then answers 404', async () => {
    const s = await create({
      sentinelType: 'TEMPERATURE_RANGE',
      target: { sensorId: cooler.temp.id },
      params: { min: -30, max: -18, durationMinutes: 15 },
    });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/sentinels/${s.id}`, headers: admin });
    expect(del.statusCode).toBe(204);
    await ingest(lastMinutes(cooler.temp.uuid, 20, 9));
    expect(await incidentsOf(s.id)).toEqual([]);
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/setup/sentinels/${s.id}`,
        headers: admin,
        ...(method === 'PATCH' ? { payload: { title: 'Back' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const listed = await t.app.inject({ url: '/api/v1/setup/sentinels', headers: admin });
    expect(listed.json().map((x: { id: number }) => x.id)).not.toContain(s.id);
  });
});
