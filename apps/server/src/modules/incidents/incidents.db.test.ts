import type { IncidentInfoPayload } from '@sw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlingLogs, incidents, notifications, sentinels } from '../../db/schema';
import type { BusEvent } from '../../lib/event-bus';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';
import { buildEquipment } from '../../test/telemetry-factories';
import { ALREADY_DISMISSED } from './dismiss';

let t: TestContext;
let apiKey: string;
let orgA: number;
let orgB: number;
let siteA: number;
let siteList: number;
let equipmentId: number;
let temp: { id: number; uuid: string };
let defrost: { id: number; uuid: string };
let mutedSensor: { id: number; uuid: string };
let door: { id: number; uuid: string };
let tempSentinel: number;
let mutedSentinel: number;
let email: { admin: string; manager: string; viewer: string; other: string };
let theirIncident: number;
let theirNotification: number;
const published: IncidentInfoPayload[] = [];

const MIN = 60_000;
const DAY = 86_400_000;
/** A past instant on a 5-minute boundary: readings may not be in the future. */
const BASE = Math.floor((Date.now() - 8 * 3_600_000) / (5 * MIN)) * 5 * MIN;
const at = (min: number) => new Date(BASE + min * MIN);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await buildOrg(db)).id;
  orgB = (await buildOrg(db)).id;
  siteA = (await buildSite(db, orgA)).id;
  siteList = (await buildSite(db, orgA)).id;
  const siteB = (await buildSite(db, orgB)).id;
  const g = await buildGateway(db, orgA, siteA);
  apiKey = g.apiKey;
  equipmentId = (await buildEquipment(db, orgA, siteA)).id;
  const sensor = (o: object = {}) =>
    buildSensor(db, orgA, siteA, { gatewayId: g.gateway.id, equipmentId, ...o });
  temp = await sensor();
  defrost = await sensor();
  mutedSensor = await sensor();
  door = await sensor({ sensorType: 'DOOR', unit: 'open' });
  const range = { min: 0, max: 5, durationMinutes: 30, ignoreDuringDefrost: true };
  const base = { orgId: orgA, siteId: siteA, equipmentId, equipmentIds: [equipmentId] };
  const [a, , m] = await db
    .insert(sentinels)
    .values([
      {
        ...base,
        sensorIds: [temp.id],
        sentinelType: 'TEMPERATURE_RANGE',
        title: 'Cooler range',
        params: range,
      },
      {
        ...base,
        sensorIds: [defrost.id],
        sentinelType: 'TEMPERATURE_RANGE',
        title: 'Freezer',
        params: { ...range, min: -25, max: -10 },
      },
      {
        ...base,
        sensorIds: [mutedSensor.id],
        sentinelType: 'TEMPERATURE_RANGE',
        title: 'Muted',
        params: range,
        muted: true,
      },
      {
        ...base,
        sensorIds: [door.id],
        sentinelType: 'DOOR_OPEN',
        title: 'Door',
        params: { maxOpenMinutes: 10 },
      },
    ])
    .returning();
  tempSentinel = a!.id;
  mutedSentinel = m!.id;
  email = {
    admin: (await buildUser(db, orgA)).email,
    manager: (await buildUser(db, orgA, { role: 'MANAGER' })).email,
    viewer: (await buildUser(db, orgA, { role: 'VIEWER' })).email,
    other: (await buildUser(db, orgB)).email,
  };
  const theirs = await fixture(orgB, siteB, { createdAt: new Date(Date.now() - DAY), logs: [[0, 'HIGH']] });
  theirIncident = theirs.incident;
  theirNotification = theirs.notification;
  t.app.services.events.subscribe((e: BusEvent) => {
    if (e.type === 'INCIDENT_INFO') published.push(e.payload);
  });
});
afterAll(() => t.close());

/** An incident written straight to the tables, with handling logs [minutes after createdAt, level]. */
async function fixture(
  orgId: number,
  siteId: number,
  o: {
    createdAt: Date;
    recoveredAt?: Date;
    logs: [number, 'NORMAL' | 'HIGH' | 'HIGHEST'][];
    dismissed?: boolean;
  },
): Promise<{ incident: number; notification: number }> {
  const db = t.database.db;
  const [s] = await db
    .insert(sentinels)
    .values({ orgId, siteId, sentinelType: 'DOOR_OPEN', title: 'Fixture', params: { maxOpenMinutes: 10 } })
    .returning();
  const [i] = await db
    .insert(incidents)
    .values({
      orgId,
      siteId,
      siteIds: [siteId],
      sentinelId: s!.id,
      sentinelType: 'DOOR_OPEN',
      priority: o.logs.at(-1)![1],
      createdAt: o.createdAt,
      recoveredAt: o.recoveredAt ?? null,
      resolved: !!o.recoveredAt,
      dismissedAt: o.dismissed ? new Date() : null,
    })
    .returning();
  let notification = 0;
  for (const [min, level] of o.logs) {
    const when = new Date(o.createdAt.getTime() + min * MIN);
    const [n] = await db
      .insert(notifications)
      .values({ orgId, incidentId: i!.id, siteId, sentinelId: s!.id, ts: when, priorityLevel: level })
      .returning();
    notification ||= n!.id;
    await db
      .insert(handlingLogs)
      .values({ orgId, incidentId: i!.id, notificationId: n!.id, at: when, priorityLevel: level });
  }
  return { incident: i!.id, notification };
}

/** Readings every 5 minutes from `fromMin` to `toMin` (inclusive) through the ingestion route. */
async function send(sensor: { uuid: string }, fromMin: number, toMin: number, value: number) {
  const readings = [];
  for (let m = fromMin; m <= toMin; m += 5)
    readings.push({ sensor: sensor.uuid, ts: at(m).toISOString(), value });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': apiKey },
    payload: { readings },
  });
  expect(res.json().accepted).toBe(readings.length);
  await t.app.services.incidents.idle();
}

const incidentsOf = (sentinelId: number) =>
  t.database.db.select().from(incidents).where(eq(incidents.sentinelId, sentinelId));

async function get(url: string, who = email.admin) {
  return t.app.inject({ url, headers: await t.login(who) });
}

describe('rule engine on ingest', () => {
  it('opens a temperature incident (NEW), keeps it EXISTING, escalates and resolves it', async () => {
    await send(temp, 0, 30, 3);
    await send(temp, 35, 80, 9); // 45 minutes out of range: within the defrost allowance
    expect(await incidentsOf(tempSentinel)).toEqual([]);
    await send(temp, 85, 85, 9);
    let [row] = await incidentsOf(tempSentinel);
    expect(row).toMatchObject({
      status: 'NEW',
      priority: 'HIGH',
      resolved: false,
      sensorId: temp.id,
      equipmentId,
    });
    expect(row!.createdAt.getTime()).toBe(at(80).getTime());
    expect(published.at(-1)).toMatchObject({
      incidentId: row!.id,
      status: 'NEW',
      priority: 'HIGH',
      resolved: false,
    });

    await send(temp, 90, 100, 9);
    [row] = await incidentsOf(tempSentinel);
    expect(row).toMatchObject({ status: 'EXISTING', priority: 'HIGH' });

    await send(temp, 105, 175, 9); // > 3 × 45 minutes
    [row] = await incidentsOf(tempSentinel);
    expect(row!.priority).toBe('HIGHEST');
    expect(published.at(-1)).toMatchObject({ incidentId: row!.id, priority: 'HIGHEST' });

    await send(temp, 180, 190, 3);
    [row] = await incidentsOf(tempSentinel);
    expect(row).toMatchObject({ resolved: true });
    expect(row!.recoveredAt!.getTime()).toBe(at(180).getTime());
    expect(published.at(-1)).toMatchObject({ incidentId: row!.id, resolved: true });

    const res = await get(`/api/v1/incidents/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      incidentId: row!.id,
      id: row!.id,
      siteId: siteA,
      siteIds: [siteA],
      sentinelId: tempSentinel,
      sentinelType: 'TEMPERATURE_RANGE',
      sentinelTitle: 'Cooler range',
      sensorId: temp.id,
      equipmentIds: [equipmentId],
      incidentPriority: 'HIGHEST',
      resolved: true,
      notificationCount: 2,
      notificationCountsByPriority: { NORMAL: 0, HIGH: 1, HIGHEST: 1 },
      handlingLogs: [
        { at: at(80).toISOString(), priorityLevel: 'HIGH' },
        { at: at(170).toISOString(), priorityLevel: 'HIGHEST' },
      ],
      sensorParams: { sensorId: temp.id, type: 'EQUIPMENT', resourceId: equipmentId },
    });
    expect(res.json().notifications[0]).toMatchObject({
      priorityLevel: 'HIGH',
      timestamp: at(80).toISOString(),
    });
  });

  it('raises nothing for a defrost-like rise that returns within 45 minutes', async () => {
    await send(defrost, 0, 20, -18);
    await send(defrost, 25, 65, 12);
    await send(defrost, 70, 90, -18);
    expect(await incidentsOf((await sentinelOf(defrost.id))!)).toEqual([]);
  });

  it('raises nothing for a muted sentinel', async () => {
    await send(mutedSensor, 0, 300, 20);
    expect(await incidentsOf(mutedSentinel)).toEqual([]);
  });

  it('opens a door incident when the door stays open longer than maxOpenMinutes', async () => {
    await send(door, 0, 10, 0);
    await send(door, 15, 25, 1);
    const id = (await sentinelOf(door.id))!;
    expect(await incidentsOf(id)).toEqual([]);
    await send(door, 30, 30, 1);
    const [row] = await incidentsOf(id);
    expect(row).toMatchObject({
      sentinelType: 'DOOR_OPEN',
      status: 'NEW',
      priority: 'HIGH',
      resolved: false,
    });
    await send(door, 35, 35, 0);
    expect((await incidentsOf(id))[0]!.resolved).toBe(true);
  });
});

async function sentinelOf(sensorId: number): Promise<number | undefined> {
  const rows = await t.database.query<{ id: number }>(
    `select id from sentinels where sensor_ids @> $1::jsonb`,
    [JSON.stringify([sensorId])],
  );
  return rows[0]?.id;
}

describe('GET /api/v1/incidents', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const now = Date.now();
    const f = (o: Parameters<typeof fixture>[2]) => fixture(orgA, siteList, o).then((r) => r.incident);
    ids = {
      highOld: await f({ createdAt: new Date(now - 3 * DAY), logs: [[0, 'HIGH']] }),
      highest: await f({
        createdAt: new Date(now - 4 * DAY),
        logs: [
          [0, 'HIGH'],
          [60, 'HIGHEST'],
        ],
      }),
      highNew: await f({ createdAt: new Date(now - 2 * DAY), logs: [[0, 'HIGH']] }),
      dismissed: await f({ createdAt: new Date(now - 1 * DAY), logs: [[0, 'HIGHEST']], dismissed: true }),
      // Resolved, started before the default range: only a non-strict list shows it.
      straddling: await f({
        createdAt: new Date(now - 10 * DAY),
        recoveredAt: new Date(now - 6 * DAY),
        logs: [[0, 'NORMAL']],
      }),
      longAgo: await f({
        createdAt: new Date(now - 30 * DAY),
        recoveredAt: new Date(now - 29 * DAY),
        logs: [[0, 'HIGH']],
      }),
      activeOld: await f({ createdAt: new Date(now - 20 * DAY), logs: [[0, 'NORMAL']] }),
    };
  });
  const list = async (qs: string, who = email.admin) => {
    const res = await get(`/api/v1/incidents?siteIds=${siteList}${qs}`, who);
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }[]).map((i) => i.id);
  };

  it('answers the last 7 days by default, in the spec list order', async () => {
    const got = await list('');
    // undismissed first; HIGHEST; then HIGH newest first; then NORMAL (newest log first); dismissed last
    expect(got).toEqual([
      ids.highest,
      ids.highNew,
      ids.highOld,
      ids.straddling,
      ids.activeOld,
      ids.dismissed,
    ]);
  });

  it('clips resolved incidents to the range when strict', async () => {
    const got = await list('&strict=true');
    expect(got).not.toContain(ids.straddling);
    expect(got).toContain(ids.activeOld);
    expect(await list('&strict=false')).toContain(ids.straddling);
  });

  it('filters by status, range and equipment', async () => {
    expect(await list('&incidentStatus=resolved')).toEqual([ids.straddling]);
    expect(await list('&incidentStatus=active')).not.toContain(ids.straddling);
    const from = new Date(Date.now() - 31 * DAY).toISOString();
    const to = new Date(Date.now() - 28 * DAY).toISOString();
    expect(await list(`&from=${from}&to=${to}`)).toEqual([ids.longAgo]);
    expect(await list(`&equipmentIds=${equipmentId}`)).toEqual([]);
    const mine = await get(`/api/v1/incidents?equipmentIds=${equipmentId}&from=${at(-60).toISOString()}`);
    expect(
      mine
        .json()
        .map((i: { sentinelType: string }) => i.sentinelType)
        .sort(),
    ).toEqual(['DOOR_OPEN', 'TEMPERATURE_RANGE']);
  });

  it('refuses bad filters with 400', async () => {
    for (const qs of [
      'incidentStatus=open',
      'strict=yes',
      'from=never',
      'siteIds=abc',
      'from=2026-02-01&to=2026-01-01',
    ]) {
      const res = await get(`/api/v1/incidents?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('reads identical lists asked at once once, and a dismissal is seen by every list asked after it', async () => {
    const extra = await fixture(orgA, siteList, {
      createdAt: new Date(Date.now() - DAY),
      logs: [[0, 'HIGH']],
    });
    const headers = await t.login(email.admin);
    const url = `/api/v1/incidents?siteIds=${siteList}`;
    // Hold every incident-list read until released, counting them.
    const database = t.database as { query: typeof t.database.query };
    const real = database.query;
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    database.query = (async (text: string, params?: unknown[]) => {
      if (text.includes('from incidents i join sentinels')) {
        reads++;
        await gate;
      }
      return real.call(t.database, text, params);
    }) as typeof real;
    try {
      const early = Array.from({ length: 5 }, () => t.app.inject({ url, headers }));
      await new Promise((r) => setTimeout(r, 100));
      expect(reads).toBe(1);
      const dismissed = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/notifications/${extra.notification}/dismiss`,
        headers,
        payload: { dismissedComment: 'Seen while a list was being read' },
      });
      expect(dismissed.statusCode).toBe(200);
      const late = t.app.inject({ url, headers });
      await new Promise((r) => setTimeout(r, 100));
      expect(reads).toBe(2);
      release();
      const dismissedIn = (body: string) =>
        (JSON.parse(body) as { id: number; dismissedAt: string | null }[]).find(
          (i) => i.id === extra.incident,
        )?.dismissedAt ?? null;
      for (const res of await Promise.all(early)) expect(res.statusCode).toBe(200);
      expect(dismissedIn((await late).body)).toBe(dismissed.json().dismissedAt);
    } finally {
      database.query = real;
      release();
    }
  });

  it("never shows another organisation's incidents", async () => {
    expect((await get(`/api/v1/incidents/${theirIncident}`)).statusCode).toBe(404);
    const all = await get(`/api/v1/incidents?from=${new Date(Date.now() - 60 * DAY).toISOString()}`);
    expect(all.json().map((i: { id: number }) => i.id)).not.toContain(theirIncident);
    expect((await get(`/api/v1/incidents/${theirIncident}`, email.other)).statusCode).toBe(200);
  });
});

describe('PUT /api/v1/notifications/{id}/dismiss', () => {
  let target: { incident: number; notification: number };
  beforeAll(async () => {
    target = await fixture(orgA, siteList, {
      createdAt: new Date(Date.now() - DAY),
      logs: [
        [0, 'HIGH'],
        [5, 'HIGHEST'],
      ],
    });
  });
  const dismiss = async (id: number, payload: unknown, who = email.viewer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${id}/dismiss`,
      headers: await t.login(who),
      payload: payload as object,
    });

  it('validates the comment (1–250 characters)', async () => {
    for (const c of ['', '   ', 'x'.repeat(251)]) {
      const res = await dismiss(target.notification, { dismissedComment: c });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
    }
    expect((await dismiss(target.notification, {})).statusCode).toBe(400);
  });

  it("answers 404 for another organisation's notification and changes nothing", async () => {
    const before = published.length;
    const res = await dismiss(theirNotification, { dismissedComment: 'not mine' });
    expect(res.statusCode).toBe(404);
    expect(published.length).toBe(before);
    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirNotification));
    expect(n!.dismissedAt).toBeNull();
    const [i] = await t.database.db.select().from(incidents).where(eq(incidents.id, theirIncident));
    expect(i!.dismissedAt).toBeNull();
  });

  it('dismisses the notification and its incident (a VIEWER may), once', async () => {
    const before = published.length;
    const res = await dismiss(target.notification, { dismissedComment: 'Checked, door closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.notification,
      incidentId: target.incident,
      dismissedComment: 'Checked, door closed',
    });
    const incident = (await get(`/api/v1/incidents/${target.incident}`)).json();
    expect(incident.dismissedComment).toBe('Checked, door closed');
    expect(incident.dismissedAt).toBe(res.json().dismissedAt);
    expect(published.slice(before).map((p) => p.incidentId)).toEqual([target.incident]);

    const again = await dismiss(target.notification, { dismissedComment: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_DISMISSED);
    expect((await get(`/api/v1/incidents/${target.incident}`)).json().dismissedComment).toBe(
      'Checked, door closed',
    );
  });
});

describe('sentinels', () => {
  it('lists with filters and gets one', async () => {
    const res = await get(`/api/v1/sentinels?siteIds=${siteA}&sentinelTypes=DOOR_OPEN`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ sentinelType: 'DOOR_OPEN', title: 'Door', muted: false }),
    ]);
    const bySensor = await get(`/api/v1/sentinels?sensorIds=${temp.id}`);
    expect(bySensor.json().map((s: { id: number }) => s.id)).toEqual([tempSentinel]);
    expect((await get(`/api/v1/sentinels?equipmentIds=${equipmentId}`)).json()).toHaveLength(4);
    expect((await get('/api/v1/sentinels?sentinelTypes=NOPE')).statusCode).toBe(400);
    const one = await get(`/api/v1/sentinels/${tempSentinel}`);
    expect(one.json()).toMatchObject({
      id: tempSentinel,
      sentinelType: 'TEMPERATURE_RANGE',
      title: 'Cooler range',
    });
  });

  it('lets a MANAGER mute and resume, an ADMIN delete; a VIEWER gets 403', async () => {
    const act = async (method: 'PUT' | 'DELETE', url: string, who: string) =>
      t.app.inject({ method, url, headers: await t.login(who) });
    expect((await act('PUT', `/api/v1/sentinels/${tempSentinel}/mute`, email.viewer)).statusCode).toBe(403);
    expect((await act('PUT', `/api/v1/sentinels/${tempSentinel}/resume`, email.viewer)).statusCode).toBe(403);
    expect((await act('DELETE', `/api/v1/sentinels/${tempSentinel}`, email.viewer)).statusCode).toBe(403);
    expect((await act('DELETE', `/api/v1/sentinels/${tempSentinel}`, email.manager)).statusCode).toBe(403);
    const muted = await act('PUT', `/api/v1/sentinels/${tempSentinel}/mute`, email.manager);
    expect(muted.statusCode).toBe(200);
    expect(muted.json().muted).toBe(true);
    const resumed = await act('PUT', `/api/v1/sentinels/${tempSentinel}/resume`, email.manager);
    expect(resumed.json().muted).toBe(false);
    // Another organisation's sentinel: 404 and nothing changes.
    expect((await act('PUT', `/api/v1/sentinels/${tempSentinel}/mute`, email.other)).statusCode).toBe(404);
    expect((await act('DELETE', `/api/v1/sentinels/${tempSentinel}`, email.other)).statusCode).toBe(404);
    expect((await get(`/api/v1/sentinels/${tempSentinel}`, email.other)).statusCode).toBe(404);
    expect((await get(`/api/v1/sentinels/${tempSentinel}`)).json().muted).toBe(false);
    expect((await act('DELETE', `/api/v1/sentinels/${tempSentinel}`, email.admin)).statusCode).toBe(204);
    expect((await get(`/api/v1/sentinels/${tempSentinel}`)).statusCode).toBe(404);
    // Its incidents stay readable.
    expect(
      (await get(`/api/v1/incidents?equipmentIds=${equipmentId}&from=${at(-60).toISOString()}`)).json()
        .length,
    ).toBe(2);
  });
});
