import { EXCURSION_REVIEW_VALUE_TYPE } from '@sw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagEntries } from '../../db/schema';
import {
  type AnalyticsFixture,
  buildAnalyticsFixture,
  buildTemperatureFixture,
  COOLER_RANGE,
  DEFROST_MINUTES,
  DEFROST_STARTS,
  FIXTURE_SITES,
  type FixtureSiteDef,
  FREEZER_RANGE,
  localParts,
  TEMPERATURE_FROM,
  TEMPERATURE_STEP_MS,
  TEMPERATURE_TO,
  type TemperatureFixture,
  temperatureValues,
} from '../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite, buildUser } from '../../test/factories';
import { TEST_TYPE, TEST_TYPE_2 } from '../../test/telemetry-factories';

// Temperature compliance on the analytics fixture (docs/analytics.md "Temperature compliance"): four
// zones (London with its 25-hour 26 October, New York, Kolkata +5:30, Sydney), readings every 5
// minutes through the ingestion API, timer defrosts at 02:00 and 14:00 local, and one planted event
// per site. The expected figures are computed here from the readings with Intl, not with SQL.

const H = 3_600_000;
const FROM = '2025-10-24';
const TO = '2025-10-28';

let t: TestContext;
let fx: AnalyticsFixture;
let temp: TemperatureFixture;
let other: { authorization: string };
let denied: { authorization: string; orgId: number };
let theirSiteId: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await buildAnalyticsFixture(t);
  temp = await buildTemperatureFixture(t, fx);
  const db = t.database.db;
  const theirs = await buildOrg(db);
  theirSiteId = (await buildSite(db, theirs.id)).id;
  other = await t.login((await buildUser(db, theirs.id)).email);
  const blacklisted = await buildOrg(db);
  await db
    .insert(featureFlagEntries)
    .values({ feature: 'TEMPERATURE_REVIEW_TILE', orgId: blacklisted.id, list: 'BLACKLIST' });
  denied = { ...(await t.login((await buildUser(db, blacklisted.id)).email)), orgId: blacklisted.id };
}, 600_000);
afterAll(() => t?.close());

const get = (url: string, headers = fx.admin) => t.app.inject({ url: `/api/analytics${url}`, headers });
const siteUrl = (key: FixtureSiteDef['key'], from = FROM, to = TO, qs = '') =>
  `/report/site_compliance_by_sensor/${fx.sites[key].id}/${from}/${to}${qs}`;

const inDefrost = (site: FixtureSiteDef, ms: number) => {
  const p = localParts(ms, site.timeZone);
  const m = p.hour * 60 + p.minute;
  return DEFROST_STARTS.some((s) => m >= s && m < s + DEFROST_MINUTES);
};

/**
 * The figures by hand: each UTC hour's average of the readings, counted in the local day its hour
 * starts in (a half-hour zone's 18:00Z hour is 23:30–00:30 local and counts on the first day); an hour
 * above range is excused when every reading above range in it is a defrost reading.
 */
function expected(site: FixtureSiteDef, kind: 'cooler' | 'freezer', from = FROM, to = TO) {
  const range = kind === 'cooler' ? COOLER_RANGE : FREEZER_RANGE;
  const hours = new Map<number, { values: number[]; allDefrost: boolean }>();
  for (let ms = TEMPERATURE_FROM; ms < TEMPERATURE_TO; ms += TEMPERATURE_STEP_MS) {
    const h = Math.floor(ms / H) * H;
    const value = temperatureValues(site, ms)[kind];
    const e = hours.get(h) ?? { values: [], allDefrost: true };
    e.values.push(value);
    if (value > range.max && !(kind === 'freezer' && inDefrost(site, ms))) e.allDefrost = false;
    hours.set(h, e);
  }
  let valid = 0;
  let compliant = 0;
  let defrost = 0;
  const cells = new Map<string, string>();
  for (const [h, e] of hours) {
    const p = localParts(h, site.timeZone);
    if (p.day < from || p.day > to) continue;
    const avg = e.values.reduce((a, v) => a + v, 0) / e.values.length;
    valid++;
    let level = 'Compliant';
    if (avg > range.max) level = e.allDefrost ? 'Defrost' : 'AboveRange';
    else if (avg < range.min) level = 'BelowRange';
    if (level === 'Compliant') compliant++;
    if (level === 'Defrost') defrost++;
    cells.set(`${p.day} ${String(p.hour).padStart(2, '0')}`, level);
  }
  return { valid, compliant, defrost, cells };
}

const share = (compliant: number, counted: number) => Math.round((compliant / counted) * 10_000) / 100;

interface SensorOut {
  sensor_id: number;
  valid_points: number;
  compliant_points: number;
  defrost_points: number;
  within_compliance: number | null;
  hourly_avg: Record<string, Record<string, { value: number | null; compliance_level: string }>>;
  excursions: {
    explanation: string;
    excused: boolean;
    start: string;
    end: string;
    minutes: number;
    detail: string;
    incident_id: number | null;
    reviews: { comment: string }[];
  }[];
  defrost: { cycles: { start: string; end: string }[]; per_day: number | null; mean_minutes: number | null };
}

describe('GET <ANALYTICS_ROOT>/report/site_compliance_by_sensor/{siteId}/{from}/{to}', () => {
  it.each(FIXTURE_SITES.map((s) => [s.key, s] as const))(
    '%s: counts hours as computed by hand, defrost hours excused, levels in every local cell',
    async (key, def) => {
      const res = await get(siteUrl(key));
      expect(res.statusCode).toBe(200);
      const r = res.json();
      const cooler = r.by_sensor[temp.sites[key].coolerSensorId] as SensorOut;
      const freezer = r.by_sensor[temp.sites[key].freezerSensorId] as SensorOut;
      let valid = 0;
      let compliant = 0;
      let defrost = 0;
      for (const [sensor, kind] of [
        [cooler, 'cooler'],
        [freezer, 'freezer'],
      ] as const) {
        const e = expected(def, kind);
        expect([sensor.valid_points, sensor.compliant_points, sensor.defrost_points]).toEqual([
          e.valid,
          e.compliant,
          e.defrost,
        ]);
        expect(sensor.within_compliance).toBe(share(e.compliant, e.valid - e.defrost));
        for (const [cell, level] of e.cells) {
          const [day, hour] = cell.split(' ') as [string, string];
          expect(`${cell} ${sensor.hourly_avg[day]![hour]!.compliance_level}`).toBe(`${cell} ${level}`);
        }
        valid += e.valid;
        compliant += e.compliant;
        defrost += e.defrost;
      }
      expect(r).toMatchObject({
        siteId: fx.sites[key].id,
        time_zone: def.timeZone,
        valid_points: valid,
        compliant_points: compliant,
        defrost_points: defrost,
        within_compliance: share(compliant, valid - defrost),
      });
    },
  );

  it('gives the hand-computed figures of London (25-hour 26 October) and Kolkata (half-hour zone)', async () => {
    const london = (await get(siteUrl('london'))).json();
    const lc = london.by_sensor[temp.sites.london.coolerSensorId] as SensorOut;
    const lf = london.by_sensor[temp.sites.london.freezerSensorId] as SensorOut;
    // 5 local days with 26 October's 25 hours: 121 hours; the cooler warm at 12:00 on two days.
    expect([lc.valid_points, lc.compliant_points, lc.defrost_points, lc.within_compliance]).toEqual([
      121, 119, 0, 98.35,
    ]);
    // Defrosts at 02:00 and 14:00 average (9 × −7 + 3 × −18) / 12 = −9.75 °C: 10 excused hours; the
    // door held open on the 27th leaves 10:00 at −12.67 °C: 110 of 111 counted hours.
    expect([lf.valid_points, lf.compliant_points, lf.defrost_points, lf.within_compliance]).toEqual([
      121, 110, 10, 99.1,
    ]);
    expect(lf.hourly_avg['2025-10-26']!['02']).toEqual({
      value: -9.75,
      compliance_level: 'Defrost',
      defrost_cycle: true,
    });
    expect(lf.hourly_avg['2025-10-27']!['10']).toEqual({ value: -12.67, compliance_level: 'AboveRange' });
    expect(london.within_compliance).toBe(98.71);

    // Kolkata: a defrost at 02:00 local is 20:30–21:15Z; the 20:00Z hour (01:30 local, cell '01')
    // averages (6 × −18 + 6 × −7) / 12 = −12.5 (excused), the 21:00Z hour −15.25 (compliant). The
    // cooler's warm local hour 12:00–13:00 straddles two UTC hours that each average 4.75 °C.
    const kolkata = (await get(siteUrl('kolkata'))).json();
    const kc = kolkata.by_sensor[temp.sites.kolkata.coolerSensorId] as SensorOut;
    const kf = kolkata.by_sensor[temp.sites.kolkata.freezerSensorId] as SensorOut;
    expect([kc.valid_points, kc.compliant_points, kc.within_compliance]).toEqual([120, 120, 100]);
    expect(kc.hourly_avg['2025-10-24']!['12']).toEqual({ value: 4.75, compliance_level: 'Compliant' });
    expect([kf.valid_points, kf.compliant_points, kf.defrost_points, kf.within_compliance]).toEqual([
      120, 110, 10, 100,
    ]);
    expect(kf.hourly_avg['2025-10-25']!['01']).toMatchObject({ value: -12.5, compliance_level: 'Defrost' });
    expect(kf.hourly_avg['2025-10-25']!['02']).toMatchObject({
      value: -15.25,
      compliance_level: 'Compliant',
    });
  });

  it('explains each excursion: defrost (excused), door open, equipment fault, unexplained', async () => {
    const kinds = async (key: FixtureSiteDef['key']) => {
      const r = (await get(siteUrl(key))).json();
      const count = (s: SensorOut) =>
        s.excursions.reduce<Record<string, number>>(
          (a, e) => Object.assign(a, { [e.explanation]: (a[e.explanation] ?? 0) + 1 }),
          {},
        );
      return {
        cooler: count(r.by_sensor[temp.sites[key].coolerSensorId]),
        freezer: count(r.by_sensor[temp.sites[key].freezerSensorId]),
        freezerOut: r.by_sensor[temp.sites[key].freezerSensorId] as SensorOut,
      };
    };
    const london = await kinds('london');
    expect(london.cooler).toEqual({ UNEXPLAINED: 2 });
    expect(london.freezer).toEqual({ DEFROST: 10, DOOR_OPEN: 1 });
    const door = london.freezerOut.excursions.find((e) => e.explanation === 'DOOR_OPEN')!;
    // 10:00–10:45 local (GMT on the 27th): the 10:00 quarter averages −12.67 °C.
    expect([door.start, door.end]).toEqual(['2025-10-27T10:00:00.000Z', '2025-10-27T10:45:00.000Z']);
    expect(door.detail).toBe('A door of this equipment was held open for 30 min as it began.');
    expect(
      london.freezerOut.excursions.filter((e) => e.excused).every((e) => e.explanation === 'DEFROST'),
    ).toBe(true);

    const newYork = await kinds('newYork');
    expect(newYork.freezer).toEqual({ DEFROST: 10, EQUIPMENT_FAULT: 1 });
    const sustained = newYork.freezerOut.excursions.find((e) => e.explanation === 'EQUIPMENT_FAULT')!;
    expect(sustained).toMatchObject({ minutes: 180, incident_id: null, start: '2025-10-27T19:00:00.000Z' });

    const sydney = await kinds('sydney');
    expect(sydney.freezer).toEqual({ DEFROST: 10, EQUIPMENT_FAULT: 1 });
    expect(sydney.freezerOut.excursions.find((e) => e.explanation === 'EQUIPMENT_FAULT')).toMatchObject({
      incident_id: temp.incidentId,
      minutes: 60,
    });

    const kolkata = await kinds('kolkata');
    expect(kolkata.cooler).toEqual({ UNEXPLAINED: 2 });
    expect(kolkata.freezer).toEqual({ DEFROST: 10, UNEXPLAINED: 1 });
  });

  it('lists each freezer defrost cycle at 02:00 and 14:00 local, two a day of 45 minutes', async () => {
    for (const def of FIXTURE_SITES) {
      const r = (await get(siteUrl(def.key))).json();
      const f = r.by_sensor[temp.sites[def.key].freezerSensorId] as SensorOut;
      expect(f.defrost.per_day).toBe(2);
      expect(f.defrost.mean_minutes).toBe(45);
      const starts = f.defrost.cycles.map((c) => {
        const p = localParts(Date.parse(c.start), def.timeZone);
        return `${p.hour}:${String(p.minute).padStart(2, '0')}`;
      });
      expect(starts).toEqual(Array(5).fill(['2:00', '14:00']).flat());
      expect((r.by_sensor[temp.sites[def.key].coolerSensorId] as SensorOut).defrost.cycles).toEqual([]);
    }
  });

  it('filters by equipment type', async () => {
    const r = (await get(siteUrl('london', FROM, TO, `?equipmentTypeIds=${TEST_TYPE_2.id}`))).json();
    expect(Object.keys(r.by_sensor)).toEqual([String(temp.sites.london.freezerSensorId)]);
    expect(r.availableEquipmentTypes.map((x: { id: number }) => x.id).sort()).toEqual(
      [TEST_TYPE.id, TEST_TYPE_2.id].sort(),
    );
  });

  it.each([
    ['a bad date', () => siteUrl('london', '2025-10-32')],
    ['to before from', () => siteUrl('london', '2025-10-24', '2025-10-23')],
    ['more than 31 days', () => siteUrl('london', '2025-09-01', '2025-10-02')],
    ['a bad type id', () => siteUrl('london', FROM, TO, '?equipmentTypeIds=x')],
    ['a bad site id', () => '/report/site_compliance_by_sensor/abc/2025-10-24/2025-10-28'],
  ])('refuses %s with 400', async (_, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it("answers 404 for another organisation's site, both ways", async () => {
    expect((await get(`/report/site_compliance_by_sensor/${theirSiteId}/${FROM}/${TO}`)).statusCode).toBe(
      404,
    );
    expect((await get(siteUrl('london'), other)).statusCode).toBe(404);
  });
});

describe('GET <ANALYTICS_ROOT>/report/org_compliance_by_site with defrost', () => {
  it('agrees with the site report: the same excused hours, shares and grid levels', async () => {
    const org = (
      await get(`/report/org_compliance_by_site/${fx.orgId}/${FROM}/${TO}?hourly=true&trend=true`)
    ).json();
    let valid = 0;
    let compliant = 0;
    let defrost = 0;
    for (const def of FIXTURE_SITES) {
      const site = (await get(siteUrl(def.key))).json();
      const o = org.by_site[fx.sites[def.key].id];
      expect([o.valid_points, o.compliant_points, o.defrost_points, o.within_compliance]).toEqual([
        site.valid_points,
        site.compliant_points,
        site.defrost_points,
        site.within_compliance,
      ]);
      const f = temp.sites[def.key].freezerSensorId;
      const levels = (grid: SensorOut['hourly_avg']) =>
        Object.values(grid).flatMap((d) => Object.values(d).map((c) => c.compliance_level));
      expect(levels(o.by_sensor[f].hourly_avg)).toEqual(levels(site.by_sensor[f].hourly_avg));
      valid += site.valid_points;
      compliant += site.compliant_points;
      defrost += site.defrost_points;
    }
    // 962 sensor-hours, 40 excused, 911 compliant.
    expect([valid, compliant, defrost]).toEqual([962, 911, 40]);
    expect(org.by_org).toEqual({
      valid_points: 962,
      compliant_points: 911,
      defrost_points: 40,
      within_compliance: 98.81,
    });
    expect(org.within_compliance).toBe(98.81);
    // The trend: each day pools every site's own local day; the types split coolers and freezers.
    const days = Object.values(org.by_day) as { valid_points: number; defrost_points: number }[];
    expect(Object.keys(org.by_day)).toEqual([
      '2025-10-24',
      '2025-10-25',
      '2025-10-26',
      '2025-10-27',
      '2025-10-28',
    ]);
    expect(days.reduce((a, d) => a + d.valid_points, 0)).toBe(962);
    expect(org.by_day['2025-10-26'].valid_points).toBe(8 * 24 + 2);
    expect(org.by_day['2025-10-26'].defrost_points).toBe(8);
    expect(org.by_equipment_type[TEST_TYPE.id]).toMatchObject({
      sensors: 4,
      sites: 4,
      valid_points: 481,
      defrost_points: 0,
    });
    expect(org.by_equipment_type[TEST_TYPE_2.id]).toMatchObject({ sensors: 4, sites: 4, defrost_points: 40 });
  });

  it('keeps the tile answer small and filters by site', async () => {
    const r = (
      await get(`/report/org_compliance_by_site/${fx.orgId}/${FROM}/${TO}?siteIds=${fx.sites.kolkata.id}`)
    ).json();
    expect(Object.keys(r.by_site)).toEqual([String(fx.sites.kolkata.id)]);
    expect(r.by_day).toBeUndefined();
    expect(
      r.by_site[fx.sites.kolkata.id].by_sensor[temp.sites.kolkata.freezerSensorId].hourly_avg,
    ).toBeUndefined();
    expect(r.sites).toEqual([
      { siteId: fx.sites.kolkata.id, site_title: 'Fixture kolkata', within_compliance: 100 },
    ]);
  });

  it('refuses trend over more than 31 days', async () => {
    const res = await get(`/report/org_compliance_by_site/${fx.orgId}/2025-09-01/2025-10-05?trend=true`);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET <ANALYTICS_ROOT>/report/temperature_excursions/{orgId}/{from}/{to}', () => {
  const url = (qs = '', org = fx.orgId) => `/report/temperature_excursions/${org}/${FROM}/${TO}${qs}`;

  it('lists every site’s excursions newest first, with their sites and types, filtered by site', async () => {
    const r = (await get(url())).json();
    // Per site: 10 defrosts and one planted freezer event; two warm cooler hours.
    expect(r.excursions).toHaveLength(4 * 13);
    const starts = r.excursions.map((e: { start: string }) => e.start);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(r.sites.map((s: { title: string }) => s.title)).toEqual([
      'Fixture kolkata',
      'Fixture london',
      'Fixture newYork',
      'Fixture sydney',
    ]);
    const sydney = (await get(url(`?siteIds=${fx.sites.sydney.id}`))).json();
    expect(sydney.excursions).toHaveLength(13);
    expect(sydney.excursions.every((e: { site_title: string }) => e.site_title === 'Fixture sydney')).toBe(
      true,
    );
    const coolers = (await get(url(`?equipmentTypeIds=${TEST_TYPE.id}`))).json();
    expect(coolers.excursions).toHaveLength(8);
  });

  it('shows a review note (a comment on the sensor over the excursion) on that excursion only', async () => {
    const before = (await get(url(`?siteIds=${fx.sites.newYork.id}`))).json();
    const fault = before.excursions.find((e: { explanation: string }) => e.explanation === 'EQUIPMENT_FAULT');
    expect(fault.reviews).toEqual([]);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: fx.admin,
      payload: {
        comment: 'Compressor reset by the store manager; product checked and kept.',
        resourceType: 'SENSOR',
        resourceId: fault.sensor_id,
        valueType: EXCURSION_REVIEW_VALUE_TYPE,
        value: fault.peak,
        from: fault.start,
        to: fault.end,
      },
    });
    expect(posted.statusCode).toBe(201);
    const after = (await get(url(`?siteIds=${fx.sites.newYork.id}`))).json();
    const reviewed = after.excursions.filter((e: { reviews: unknown[] }) => e.reviews.length > 0);
    expect(reviewed.map((e: { id: string }) => e.id)).toEqual([fault.id]);
    expect(reviewed[0].reviews[0].comment).toBe(
      'Compressor reset by the store manager; product checked and kept.',
    );
  });

  it('answers 404 for another organisation, 403 where the temperature review is blacklisted, 400 for bad input', async () => {
    expect((await get(url('', denied.orgId), other)).statusCode).toBe(404);
    const res = await get(url('', denied.orgId), denied);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_NOT_AVAILABLE');
    expect((await get(url('?siteIds=0'))).statusCode).toBe(400);
    expect((await get(`/report/temperature_excursions/${fx.orgId}/2025-09-01/2025-10-28`)).statusCode).toBe(
      400,
    );
  });
});
