import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timetables, weatherReadings } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite, buildUser } from '../../test/factories';
import { buildEquipment, buildScheduler, buildThermostat } from '../../test/telemetry-factories';

let t: TestContext;
let admin: { authorization: string };
let other: { authorization: string };
let site: { id: number };
let hvac: { id: number };
let lights: { id: number };
let ttA: number;
let ttB: number;

// 2026-11-23 is a Monday (weekday 0); New York is UTC−5 in November.
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildOrg(db);
  const b = await buildOrg(db);
  site = await buildSite(db, a.id, { timeZone: 'America/New_York' });
  hvac = await buildEquipment(db, a.id, site.id, { title: 'Rooftop unit' });
  lights = await buildEquipment(db, a.id, site.id, { title: 'Sales floor lights' });
  const supply = await buildEquipment(db, a.id, site.id, { title: 'Supply fan' });
  const th1 = await buildThermostat(db, a.id, site.id, hvac.id, { workingMode: 'SCHEDULE' });
  const th2 = await buildThermostat(db, a.id, site.id, hvac.id);
  const sch = await buildScheduler(db, a.id, site.id, lights.id);
  const base = { orgId: a.id, siteId: site.id, controlType: 'THERMOSTAT' };
  const [r1] = await db
    .insert(timetables)
    .values({
      ...base,
      equipmentId: hvac.id,
      thermostatId: th1.id,
      title: 'Evening',
      // a leading "off" is trimmed (D-047)
      events: [
        { weekday: 0, minute: 60, setAction: 0 },
        { weekday: 0, minute: 17 * 60, setAction: 1 },
        { weekday: 0, minute: 22 * 60, setAction: 0 },
      ],
      setPoint: 22,
      minTemp: 20,
      maxTemp: 24,
    })
    .returning();
  const [r2] = await db
    .insert(timetables)
    .values({
      ...base,
      equipmentId: hvac.id,
      thermostatId: th2.id,
      title: 'Morning',
      events: [
        { weekday: 0, minute: 6 * 60, setAction: 1 },
        { weekday: 0, minute: 12 * 60, setAction: 0 },
      ],
      setPoint: 21,
      minTemp: 19,
      maxTemp: 25,
    })
    .returning();
  ttA = r1!.id;
  ttB = r2!.id;
  await db.insert(timetables).values([
    {
      ...base,
      controlType: 'SCHEDULER',
      equipmentId: lights.id,
      schedulerId: sch.id,
      title: 'Lights',
      // 24-hour Monday: one "on" without an "off" (D-053)
      events: [{ weekday: 0, minute: 0, setAction: 1 }],
    },
    { ...base, equipmentId: supply.id, title: 'Supply', events: [] },
  ]);
  await db.insert(weatherReadings).values([
    {
      orgId: a.id,
      siteId: site.id,
      ts: new Date('2026-11-23T10:00:00Z'),
      temperature: 1.04,
      humidity: 70,
      windchill: -2,
    },
    {
      orgId: a.id,
      siteId: site.id,
      ts: new Date('2026-11-23T20:00:00Z'),
      temperature: 9.96,
      humidity: 50,
      windchill: 8,
    },
    // 03:00 UTC on the 24th is still the 23rd in New York
    {
      orgId: a.id,
      siteId: site.id,
      ts: new Date('2026-11-24T03:00:00Z'),
      temperature: -3,
      humidity: 80,
      windchill: -6,
    },
  ]);
  admin = await t.login((await buildUser(db, a.id)).email);
  other = await t.login((await buildUser(db, b.id)).email);
});
afterAll(() => t.close());

describe('GET /api/v1/timetables/previews/site/{siteId}', () => {
  it('pairs, stamps in the site zone and merges the thermostat timetables of one equipment', async () => {
    const res = await t.app.inject({
      url: `/api/v1/timetables/previews/site/${site.id}?startDate=2026-11-23&endDate=2026-11-24`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { equipment: { title: string }; date: string; [k: string]: unknown }[];
    // controls order: 'supply' first; then the rest alphabetically; each equipment by date
    expect(body.map((p) => `${p.equipment.title} ${p.date}`)).toEqual([
      'Supply fan 2026-11-23',
      'Supply fan 2026-11-24',
      'Rooftop unit 2026-11-23',
      'Rooftop unit 2026-11-24',
      'Sales floor lights 2026-11-23',
      'Sales floor lights 2026-11-24',
    ]);
    const monday = body[2]!;
    expect(monday).toMatchObject({
      equipmentId: hvac.id,
      siteId: site.id,
      controlType: 'THERMOSTAT',
      thermostatWorkingMode: 'SCHEDULE',
      timetableId: ttA,
      timetableIds: [ttA, ttB],
      setPoint: 22,
      minTemp: 19,
      maxTemp: 25,
      outsideMinTemp: -3,
      outsideMaxTemp: 10,
      events: [
        { time: '06:00', setAction: 1, timestamp: '2026-11-23T11:00:00.000Z' },
        { time: '12:00', setAction: 0, timestamp: '2026-11-23T17:00:00.000Z' },
        { time: '17:00', setAction: 1, timestamp: '2026-11-23T22:00:00.000Z' },
        { time: '22:00', setAction: 0, timestamp: '2026-11-24T03:00:00.000Z' },
      ],
    });
    expect(body[3]).toMatchObject({ events: [], outsideMinTemp: null, outsideMaxTemp: null });
    expect(body[4]).toMatchObject({
      controlType: 'SCHEDULER',
      thermostatWorkingMode: null,
      events: [
        { time: '00:00', setAction: 1, timestamp: '2026-11-23T05:00:00.000Z' },
        { time: '24:00', setAction: 0, timestamp: '2026-11-24T05:00:00.000Z' },
      ],
    });
  });

  it('defaults endDate to startDate', async () => {
    const res = await t.app.inject({
      url: `/api/v1/timetables/previews/site/${site.id}?startDate=2026-11-23`,
      headers: admin,
    });
    expect(res.json().map((p: { date: string }) => p.date)).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
    ]);
  });

  it.each([
    ['no startDate', ''],
    ['a date in another format', 'startDate=23/11/2026'],
    ['an impossible date', 'startDate=2026-02-30'],
    ['end before start', 'startDate=2026-11-23&endDate=2026-11-22'],
    ['more than 31 days', 'startDate=2026-01-01&endDate=2026-02-01'],
  ])('refuses %s with 400', async (_, qs) => {
    const res = await t.app.inject({
      url: `/api/v1/timetables/previews/site/${site.id}?${qs}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it("answers 404 for another organisation's site", async () => {
    const res = await t.app.inject({
      url: `/api/v1/timetables/previews/site/${site.id}?startDate=2026-11-23`,
      headers: other,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/v1/timetables/previews/equipment/{id}', () => {
  it("gives one equipment's merged preview", async () => {
    const res = await t.app.inject({
      url: `/api/v1/timetables/previews/equipment/${hvac.id}?startDate=2026-11-23&endDate=2026-11-23`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0].events.map((e: { time: string }) => e.time)).toEqual([
      '06:00',
      '12:00',
      '17:00',
      '22:00',
    ]);
    const none = await t.app.inject({
      url: `/api/v1/timetables/previews/equipment/${lights.id}?startDate=2026-11-24`,
      headers: admin,
    });
    expect(none.json()[0].events).toEqual([]);
  });

  it("answers 404 for another organisation's equipment", async () => {
    const res = await t.app.inject({
      url: `/api/v1/timetables/previews/equipment/${hvac.id}?startDate=2026-11-23`,
      headers: other,
    });
    expect(res.statusCode).toBe(404);
  });
});
