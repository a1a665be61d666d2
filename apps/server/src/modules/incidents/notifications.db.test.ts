import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { scopedAudiences } from '../../test/audiences';
import { buildOrg, buildSite } from '../../test/factories';
import { buildEquipment } from '../../test/telemetry-factories';
import { buildIncident } from './incident-fixtures';

let t: TestContext;
let orgA: number;
let orgB: number;
let london: number;
let newYork: number;
let siteB: number;
let equipmentId: number;
let spaceId: number;
let callers: { admin: Headers; scoped: Headers; other: Headers };
type Headers = { authorization: string };
/** Notification ids: n1a/n1b of the active temperature incident, n2 of the resolved door one, n3 on a space (dismissed). */
let n: Record<'n1a' | 'n1b' | 'n2' | 'n3' | 'old' | 'theirs', number>;
let incident1: number;

const MIN = 60_000;
const DAY = 86_400_000;
/** Two days ago on the hour: inside the default 7-day range. */
const BASE = Math.floor((Date.now() - 2 * DAY) / 3_600_000) * 3_600_000;
const at = (min: number) => new Date(BASE + min * MIN);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgA = (await buildOrg(db)).id;
  orgB = (await buildOrg(db)).id;
  london = (await buildSite(db, orgA, { title: 'London', timeZone: 'Europe/London' })).id;
  newYork = (await buildSite(db, orgA, { title: 'New York', timeZone: 'America/New_York' })).id;
  siteB = (await buildSite(db, orgB)).id;
  equipmentId = (await buildEquipment(db, orgA, london, { title: 'Cooler 1' })).id;
  spaceId = (
    await db.insert(spaces).values({ orgId: orgA, siteId: newYork, title: 'Back office' }).returning()
  )[0]!.id;
  const i1 = await buildIncident(db, {
    orgId: orgA,
    siteId: london,
    equipmentId,
    sensorId: 777,
    title: 'Cooler range',
    createdAt: at(0),
    status: 'EXISTING',
    logs: [
      [0, 'HIGH'],
      [60, 'HIGHEST'],
    ],
  });
  incident1 = i1.incident;
  const i2 = await buildIncident(db, {
    orgId: orgA,
    siteId: london,
    equipmentId,
    sentinelType: 'DOOR_OPEN',
    title: 'Door',
    createdAt: at(120),
    recoveredAt: at(180),
    logs: [[0, 'HIGH']],
  });
  const i3 = await buildIncident(db, {
    orgId: orgA,
    siteId: newYork,
    spaceId,
    sensorId: 888,
    title: 'Office temperature',
    createdAt: at(30),
    logs: [[0, 'NORMAL', true]],
  });
  const old = await buildIncident(db, {
    orgId: orgA,
    siteId: london,
    equipmentId,
    createdAt: new Date(BASE - 30 * DAY),
    recoveredAt: new Date(BASE - 29 * DAY),
    logs: [[0, 'HIGH']],
  });
  const theirs = await buildIncident(db, {
    orgId: orgB,
    siteId: siteB,
    createdAt: at(10),
    logs: [[0, 'HIGH']],
  });
  n = {
    n1a: i1.notifications[0]!,
    n1b: i1.notifications[1]!,
    n2: i2.notifications[0]!,
    n3: i3.notifications[0]!,
    old: old.notifications[0]!,
    theirs: theirs.notifications[0]!,
  };
  const { h, scoped, other } = await scopedAudiences(t, orgA, newYork, orgB);
  callers = { admin: h, scoped, other };
});
afterAll(() => t.close());

// One sign-in per caller (scopedAudiences): the login route is rate limited.
async function get(url: string, who = callers.admin) {
  return t.app.inject({ url, headers: who });
}
async function ids(url: string, who = callers.admin): Promise<number[]> {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((r: { id: number }) => r.id);
}

describe('GET /api/v1/notifications', () => {
  it('answers the last 7 days newest first with the C-114 fields', async () => {
    expect(await ids('/api/v1/notifications')).toEqual([n.n2, n.n1b, n.n3, n.n1a]);
    const res = await get('/api/v1/notifications?limit=1&offset=1');
    expect(res.json()).toEqual([
      {
        id: n.n1b,
        incidentId: incident1,
        sentinelId: expect.any(Number),
        sentinelType: 'TEMPERATURE_RANGE',
        siteId: london,
        equipmentId,
        spaceId: null,
        timestamp: at(60).toISOString(),
        priorityLevel: 'HIGHEST',
        sensorParams: { sensorId: 777, type: 'EQUIPMENT', resourceId: equipmentId },
        sensorIds: [777],
        // the incident's escalation up to this notification, oldest first
        handlingLogs: [
          { at: at(0).toISOString(), priorityLevel: 'HIGH' },
          { at: at(60).toISOString(), priorityLevel: 'HIGHEST' },
        ],
        dismissedAt: null,
        dismissedBy: null,
        dismissedComment: null,
      },
    ]);
    const [first] = (await get('/api/v1/notifications?limit=1&offset=3')).json();
    expect(first.handlingLogs).toEqual([{ at: at(0).toISOString(), priorityLevel: 'HIGH' }]);
  });

  it('pages by page index: offset+1 while a full page comes back', async () => {
    const all: number[] = [];
    for (let offset = 0; ; offset++) {
      const page = await ids(`/api/v1/notifications?limit=3&offset=${offset}`);
      all.push(...page);
      if (page.length < 3) break;
    }
    expect(all).toEqual([n.n2, n.n1b, n.n3, n.n1a]);
    expect(await ids('/api/v1/notifications?limit=2&offset=1')).toEqual([n.n3, n.n1a]);
    expect(await ids('/api/v1/notifications?limit=2&offset=2')).toEqual([]);
  });

  it('filters by site, equipment, space, sensor, sentinel type, state and range (with aliases)', async () => {
    const list = (qs: string) => ids(`/api/v1/notifications?${qs}`);
    expect(await list(`siteId=${newYork}`)).toEqual([n.n3]);
    expect(await list(`siteIds=${london},${newYork}`)).toEqual([n.n2, n.n1b, n.n3, n.n1a]);
    expect(await list(`equipmentId=${equipmentId}`)).toEqual([n.n2, n.n1b, n.n1a]);
    expect(await list(`equipmentIds=${equipmentId}&sentinelTypes=DOOR_OPEN`)).toEqual([n.n2]);
    expect(await list(`spaceIds=${spaceId}`)).toEqual([n.n3]);
    expect(await list('sensorIds=777,999')).toEqual([n.n1b, n.n1a]);
    expect(await list('sentinelTypes=TEMPERATURE_RANGE')).toEqual([n.n1b, n.n3, n.n1a]);
    expect(await list('state=active')).toEqual([n.n1b, n.n3, n.n1a]);
    expect(await list('state=resolved')).toEqual([n.n2]);
    expect(await list('state=dismissed')).toEqual([n.n3]);
    expect(await list('state=undismissed')).toEqual([n.n2, n.n1b, n.n1a]);
    const from = at(30).toISOString();
    const to = at(60).toISOString();
    expect(await list(`from=${from}&to=${to}`)).toEqual([n.n1b, n.n3]);
    expect(await list(`fromDate=${from}&toDate=${to}`)).toEqual([n.n1b, n.n3]);
    expect(await list(`from=${from}&fromDate=${from}&toDate=${at(59).getTime()}`)).toEqual([n.n3]);
    const month = `from=${new Date(BASE - 31 * DAY).toISOString()}&to=${new Date(BASE - 28 * DAY).toISOString()}`;
    expect(await list(month)).toEqual([n.old]);
  });

  it("never reads another organisation's notifications, and follows the site scope", async () => {
    const wide = `from=${new Date(BASE - 60 * DAY).toISOString()}`;
    expect(await ids(`/api/v1/notifications?${wide}`)).not.toContain(n.theirs);
    expect(await ids(`/api/v1/notifications?siteIds=${siteB}`)).toEqual([]);
    expect(await ids(`/api/v1/flatnotifications?siteId=${siteB}`)).toEqual([]);
    expect(await ids(`/api/v1/notifications/enriched?siteIds=${siteB}`)).toEqual([]);
    expect(await ids('/api/v1/notifications', callers.other)).toEqual([n.theirs]);
    expect(await ids('/api/v1/notifications', callers.scoped)).toEqual([n.n3]);
    expect(await ids(`/api/v1/notifications?siteId=${london}`, callers.scoped)).toEqual([]);
    // Dismissing theirs (or, for the scoped user, another site's) is a 404 and changes nothing.
    for (const [id, who] of [
      [n.theirs, callers.admin],
      [n.n1a, callers.scoped],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/notifications/${id}/dismiss`,
        headers: who,
        payload: { dismissedComment: 'not mine' },
      });
      expect(res.statusCode).toBe(404);
    }
    const [theirs] = (await get('/api/v1/notifications?state=dismissed', callers.other)).json();
    expect(theirs).toBeUndefined();
    expect(await ids('/api/v1/notifications?state=undismissed', callers.other)).toEqual([n.theirs]);
    expect(await ids('/api/v1/notifications?state=undismissed')).toContain(n.n1a);
  });

  it('refuses bad queries with 400 and a message', async () => {
    for (const qs of [
      'limit=0',
      'limit=10001',
      'limit=abc',
      'offset=-1',
      'offset=1.5',
      'offset=100001',
      'state=open',
      'sentinelTypes=FOO',
      'from=never',
      'toDate=2026-13-01',
      'siteIds=abc',
      'siteId=0',
      'equipmentId=-3',
      'spaceIds=1,x',
      'sensorIds=99999999999',
      'from=2026-02-01&to=2026-01-01',
      'fromDate=2026-02-01&toDate=2026-01-01',
      'from=2026-01-01&fromDate=2026-01-02',
    ]) {
      for (const path of ['notifications', 'notifications/enriched', 'flatnotifications']) {
        const res = await get(`/api/v1/${path}?${qs}`);
        expect(res.statusCode, `${path}?${qs}`).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
    }
    expect((await t.app.inject({ url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/notifications/enriched and /api/v1/flatnotifications', () => {
  it('adds titles and the incident state', async () => {
    const res = await get('/api/v1/notifications/enriched');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([n.n2, n.n1b, n.n3, n.n1a]);
    expect(rows[1]).toMatchObject({
      id: n.n1b,
      siteTitle: 'London',
      siteTimeZone: 'Europe/London',
      equipmentTitle: 'Cooler 1',
      spaceTitle: null,
      resourceTitle: 'Cooler 1',
      sentinelTitle: 'Cooler range',
      sentinelDescription: 'Cooler range rule',
      incidentPriority: 'HIGHEST',
      incidentStatus: 'EXISTING',
      incidentResolved: false,
      incidentCreatedAt: at(0).toISOString(),
      incidentRecoveredAt: null,
      handlingLogs: [expect.anything(), expect.anything()],
    });
    expect(rows[2]).toMatchObject({
      id: n.n3,
      siteTitle: 'New York',
      equipmentTitle: null,
      spaceTitle: 'Back office',
      resourceTitle: 'Back office',
      dismissedComment: 'Checked',
      dismissedAt: at(30).toISOString(),
    });
    expect(rows[0]).toMatchObject({
      id: n.n2,
      incidentResolved: true,
      incidentRecoveredAt: at(180).toISOString(),
    });
    expect(await ids('/api/v1/notifications/enriched?state=dismissed&limit=1')).toEqual([n.n3]);
  });

  it('answers flat rows with timestamp and sensorIds', async () => {
    const res = await get(`/api/v1/flatnotifications?siteIds=${london}&limit=2`);
    expect(res.json()).toEqual([
      {
        id: n.n2,
        incidentId: expect.any(Number),
        sentinelId: expect.any(Number),
        sentinelType: 'DOOR_OPEN',
        siteId: london,
        equipmentId,
        spaceId: null,
        timestamp: at(120).toISOString(),
        priorityLevel: 'HIGH',
        sensorIds: [],
        dismissedAt: null,
      },
      expect.objectContaining({ id: n.n1b, sensorIds: [777], priorityLevel: 'HIGHEST' }),
    ]);
    expect(await ids(`/api/v1/flatnotifications?siteIds=${london}&limit=2&offset=1`)).toEqual([n.n1a]);
  });
});

describe('notification counts', () => {
  it('counts by site and equipment, keyed by every sentinel type', async () => {
    const res = await get('/api/v1/count/notifications/by-site-and-equipment');
    expect(res.statusCode).toBe(200);
    const zero = {
      TEMPERATURE_RANGE: 0,
      DOOR_OPEN: 0,
      DEVICE_OFFLINE: 0,
      ENERGY_BASELINE: 0,
      SETPOINT_DEVIATION: 0,
    };
    expect(res.json()).toEqual([
      { siteId: london, equipmentId, counts: { ...zero, TEMPERATURE_RANGE: 2, DOOR_OPEN: 1 }, total: 3 },
      { siteId: newYork, equipmentId: null, counts: { ...zero, TEMPERATURE_RANGE: 1 }, total: 1 },
    ]);
    const active = await get(
      '/api/v1/count/notifications/by-site-and-equipment?state=active&sentinelTypes=DOOR_OPEN',
    );
    expect(active.json()).toEqual([]);
    expect((await get(`/api/v1/count/notifications/by-site-and-equipment?siteIds=${siteB}`)).json()).toEqual(
      [],
    );
    const scoped = await get('/api/v1/count/notifications/by-site-and-equipment', callers.scoped);
    expect(scoped.json().map((r: { siteId: number }) => r.siteId)).toEqual([newYork]);
  });

  it("counts by day in each notification's site time zone", async () => {
    const day = (ms: number, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(ms);
    // One notification at 02:00:37 UTC in each city: New York's falls on the previous local day. The
    // odd seconds keep it apart from the other fixtures (whole minutes from BASE) at any time of day.
    const twoAm = Math.floor(BASE / DAY) * DAY + 2 * 3_600_000 + 37_000;
    for (const siteId of [london, newYork])
      await buildIncident(t.database.db, {
        orgId: orgA,
        siteId,
        sentinelType: 'DOOR_OPEN',
        createdAt: new Date(twoAm),
        recoveredAt: new Date(twoAm + MIN),
        logs: [[0, 'HIGHEST']],
      });
    const res = await get(
      `/api/v1/count/notifications/by-day?sentinelTypes=DOOR_OPEN&from=${twoAm}&to=${twoAm}`,
    );
    expect(res.statusCode).toBe(200);
    const expected = new Map<string, number>();
    for (const tz of ['Europe/London', 'America/New_York'])
      expected.set(day(twoAm, tz), (expected.get(day(twoAm, tz)) ?? 0) + 1);
    expect(res.json()).toEqual(
      [...expected.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, count]) => ({ date, count, countsByPriority: { NORMAL: 0, HIGH: 0, HIGHEST: count } })),
    );
    const all = (await get(`/api/v1/count/notifications/by-day?siteIds=${london}`)).json();
    expect(all.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(4);
  });

  it('refuses bad filters with 400', async () => {
    for (const path of ['by-site-and-equipment', 'by-day'])
      for (const qs of ['state=x', 'from=2026-02-01&to=2026-01-01', 'siteIds=a', 'sentinelTypes=X']) {
        const res = await get(`/api/v1/count/notifications/${path}?${qs}`);
        expect(res.statusCode, `${path}?${qs}`).toBe(400);
      }
  });
});
