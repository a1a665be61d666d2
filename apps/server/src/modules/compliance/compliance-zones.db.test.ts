import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';
import {
  buildProbeSite,
  type ProbeSite,
  postReadings,
  type Span,
  steppedReadings,
} from '../../test/zone-fixtures';

// Temperature compliance across DST changes and month boundaries (issue 11, "Tests and figures"):
// three sites, one probe each on a 0–5 °C cooler, reading 3 °C every 15 minutes through the ingestion
// API except at a few known local hours. Every expected figure is worked out by hand below from
// docs/analytics.md "Temperature compliance": one point per UTC hour (its readings' average), counted in
// the local day and hour it starts in; compliance = points in range ÷ valid points (bounds compliant);
// a DST-repeated hour is two points and one averaged grid cell; a skipped hour is a NoData cell.

const STEP_MS = 15 * 60_000;

interface ZoneSite {
  title: string;
  timeZone: string;
  readings: Span;
  events: (Span & { value: number })[];
  gaps: Span[];
}

const ZONES: Record<'newYork' | 'sydney' | 'kolkata', ZoneSite> = {
  // EDT (UTC−4) until 2 Nov 2025 06:00Z, when 02:00 EDT falls back to 01:00 EST (UTC−5).
  newYork: {
    title: 'Zone New York',
    timeZone: 'America/New_York',
    // Local 31 Oct 00:00 EDT to 3 Nov 00:00 EST: 24 + 24 + 25 hours.
    readings: { from: '2025-10-31T04:00:00Z', to: '2025-11-03T05:00:00Z' },
    events: [
      // 31 Oct 23:00–24:00 EDT, the last hour of October.
      { from: '2025-11-01T03:00:00Z', to: '2025-11-01T04:00:00Z', value: 6 },
      // 1 Nov 00:00–01:00 EDT, the first hour of November.
      { from: '2025-11-01T04:00:00Z', to: '2025-11-01T05:00:00Z', value: -2 },
      // 2 Nov 01:00–02:00 EDT, the first of the two 01:00 hours (01:00 EST, 06:00Z, stays at 3 °C).
      { from: '2025-11-02T05:00:00Z', to: '2025-11-02T06:00:00Z', value: 8 },
    ],
    gaps: [],
  },
  // AEST (UTC+10) until 4 Oct 2025 16:00Z, when 5 Oct 02:00 AEST jumps to 03:00 AEDT (UTC+11).
  sydney: {
    title: 'Zone Sydney',
    timeZone: 'Australia/Sydney',
    // Local 30 Sep 00:00 AEST to 6 Oct 00:00 AEDT: 5 × 24 + 23 hours.
    readings: { from: '2025-09-29T14:00:00Z', to: '2025-10-05T13:00:00Z' },
    events: [
      // 30 Sep 23:00–24:00 AEST, the last hour of September.
      { from: '2025-09-30T13:00:00Z', to: '2025-09-30T14:00:00Z', value: 7 },
      // 3 Oct 06:00–06:30 AEST: two quarters at −3 °C, the hour averages (−3 − 3 + 3 + 3) ÷ 4 = 0.
      { from: '2025-10-02T20:00:00Z', to: '2025-10-02T20:30:00Z', value: -3 },
      // 5 Oct 03:00–04:00 AEDT, the first hour after the jump.
      { from: '2025-10-04T16:00:00Z', to: '2025-10-04T17:00:00Z', value: 6 },
    ],
    // 1 Oct 10:00–12:00 AEST: the probe was silent.
    gaps: [{ from: '2025-10-01T00:00:00Z', to: '2025-10-01T02:00:00Z' }],
  },
  // IST, UTC+5:30: UTC hour buckets run from :30 to :30 local.
  kolkata: {
    title: 'Zone Kolkata',
    timeZone: 'Asia/Kolkata',
    // Local 29 Sep 23:30 to 2 Oct 00:30: 49 whole UTC hours. The first (18:00Z, 23:30–00:30) starts on
    // 29 September and is outside every period below; 30 Sep and 1 Oct have 24 buckets each.
    readings: { from: '2025-09-29T18:00:00Z', to: '2025-10-01T19:00:00Z' },
    events: [
      // 30 Sep 06:30–07:30 IST: exactly the 01:00Z bucket (cell '06').
      { from: '2025-09-30T01:00:00Z', to: '2025-09-30T02:00:00Z', value: -2 },
      // 1 Oct 00:00–00:30 IST, the first half hour of October: inside the 18:00Z bucket (30 Sep
      // 23:30–1 Oct 00:30), which counts on 30 September: (3 + 3 + 9 + 9) ÷ 4 = 6.
      { from: '2025-09-30T18:30:00Z', to: '2025-09-30T19:00:00Z', value: 9 },
      // 1 Oct 14:00–15:00 IST: half of the 08:00Z bucket (cell '13') and half of 09:00Z (cell '14'), 6 each.
      { from: '2025-10-01T08:30:00Z', to: '2025-10-01T09:30:00Z', value: 9 },
    ],
    gaps: [],
  },
};

let t: TestContext;
let orgId: number;
let admin: { authorization: string };
const sites = {} as Record<keyof typeof ZONES, ProbeSite>;

beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.database.db);
  orgId = org.id;
  admin = await t.login((await buildUser(t.database.db, orgId, { role: 'ADMIN' })).email);
  for (const [key, z] of Object.entries(ZONES) as [keyof typeof ZONES, ZoneSite][]) {
    const site = await buildProbeSite(t, orgId, { title: z.title, timeZone: z.timeZone, lo: 0, hi: 5 });
    sites[key] = site;
    await postReadings(
      t,
      site.apiKey,
      steppedReadings(site.sensorUuid, z.readings, STEP_MS, 3, z.events, z.gaps),
    );
  }
}, 120_000);
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/api/analytics${url}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const siteReport = (key: keyof typeof ZONES, from: string, to: string) =>
  get(`/report/site_compliance_by_sensor/${sites[key].siteId}/${from}/${to}`);
const orgReport = (from: string, to: string, qs = '') =>
  get(`/report/org_compliance_by_site/${orgId}/${from}/${to}${qs}`);

type Grid = Record<string, Record<string, { value: number | null; compliance_level: string }>>;

/**
 * Every cell of a grid that is not Compliant, as 'day hour level value', in day and hour order (sorted:
 * an object lists the keys '10'…'23' before '00'…'09').
 */
const offCells = (grid: Grid) =>
  Object.entries(grid)
    .flatMap(([day, hours]) =>
      Object.entries(hours)
        .filter(([, c]) => c.compliance_level !== 'Compliant')
        .map(([hour, c]) => `${day} ${hour} ${c.compliance_level} ${c.value}`),
    )
    .sort();
const cellCount = (grid: Grid) => Object.values(grid).reduce((n, d) => n + Object.keys(d).length, 0);

/** The figures a report gives a site or sensor. */
const figures = (x: {
  valid_points: number;
  compliant_points: number;
  defrost_points: number;
  within_compliance: number | null;
}) => [x.valid_points, x.compliant_points, x.defrost_points, x.within_compliance];

describe('site_compliance_by_sensor across DST changes and month boundaries', () => {
  it('New York, 31 Oct–2 Nov: the 25-hour 2 November repeats 01:00 (two points, one averaged cell)', async () => {
    const r = await siteReport('newYork', '2025-10-31', '2025-11-02');
    const s = r.by_sensor[sites.newYork.sensorId];
    // 24 + 24 + 25 = 73 hours; out of range: 31 Oct 23:00 (6 °C), 1 Nov 00:00 (−2 °C) and the first
    // 01:00 of 2 Nov (8 °C): 70 in range, 70 ÷ 73 = 95.89 %.
    expect(figures(s)).toEqual([73, 70, 0, 95.89]);
    expect(figures(r)).toEqual([73, 70, 0, 95.89]);
    expect(r.time_zone).toBe('America/New_York');
    // 72 cells: the repeated hour is one cell averaging (8 + 3) ÷ 2 = 5.5.
    expect(cellCount(s.hourly_avg)).toBe(72);
    expect(offCells(s.hourly_avg)).toEqual([
      '2025-10-31 23 AboveRange 6',
      '2025-11-01 00 BelowRange -2',
      '2025-11-02 01 AboveRange 5.5',
    ]);
    expect(s.hourly_avg['2025-11-02']['00']).toEqual({ value: 3, compliance_level: 'Compliant' });
    expect(s.hourly_avg['2025-11-02']['02']).toEqual({ value: 3, compliance_level: 'Compliant' });
    // The 15-minute runs out of range, newest first; none recurs, so none is a defrost.
    expect(
      s.excursions.map((e: Record<string, unknown>) => [e.start, e.end, e.direction, e.peak, e.explanation]),
    ).toEqual([
      ['2025-11-02T05:00:00.000Z', '2025-11-02T06:00:00.000Z', 'ABOVE', 8, 'UNEXPLAINED'],
      ['2025-11-01T04:00:00.000Z', '2025-11-01T05:00:00.000Z', 'BELOW', -2, 'UNEXPLAINED'],
      ['2025-11-01T03:00:00.000Z', '2025-11-01T04:00:00.000Z', 'ABOVE', 6, 'UNEXPLAINED'],
    ]);
    expect(s.defrost.cycles).toEqual([]);
  });

  it('Sydney, 30 Sep–5 Oct: the 23-hour 5 October has no 02:00; the gap and the skipped hour are NoData', async () => {
    const r = await siteReport('sydney', '2025-09-30', '2025-10-05');
    const s = r.by_sensor[sites.sydney.sensorId];
    // 5 × 24 + 23 = 143 hours, 2 silent (1 Oct 10:00, 11:00): 141 valid; out of range 30 Sep 23:00
    // (7 °C) and 5 Oct 03:00 (6 °C): 139 ÷ 141 = 98.58 %.
    expect(figures(s)).toEqual([141, 139, 0, 98.58]);
    expect(figures(r)).toEqual([141, 139, 0, 98.58]);
    expect(offCells(s.hourly_avg)).toEqual([
      '2025-09-30 23 AboveRange 7',
      '2025-10-01 10 NoData null',
      '2025-10-01 11 NoData null',
      '2025-10-05 02 NoData null',
      '2025-10-05 03 AboveRange 6',
    ]);
    // The hour before the jump is there; 06:00 on 3 Oct averages exactly the lower bound: compliant.
    expect(s.hourly_avg['2025-10-05']['01']).toEqual({ value: 3, compliance_level: 'Compliant' });
    expect(s.hourly_avg['2025-10-03']['06']).toEqual({ value: 0, compliance_level: 'Compliant' });
    // The half hour at −3 °C is still an excursion (15-minute trace), though its hour is compliant.
    expect(
      s.excursions.map((e: Record<string, unknown>) => [
        e.start,
        e.end,
        e.minutes,
        e.direction,
        e.explanation,
      ]),
    ).toEqual([
      ['2025-10-04T16:00:00.000Z', '2025-10-04T17:00:00.000Z', 60, 'ABOVE', 'UNEXPLAINED'],
      ['2025-10-02T20:00:00.000Z', '2025-10-02T20:30:00.000Z', 30, 'BELOW', 'UNEXPLAINED'],
      ['2025-09-30T13:00:00.000Z', '2025-09-30T14:00:00.000Z', 60, 'ABOVE', 'UNEXPLAINED'],
    ]);
  });

  it('Kolkata (+5:30), 30 Sep–1 Oct: a local hour splits over two buckets, October’s first half hour counts on 30 September', async () => {
    const r = await siteReport('kolkata', '2025-09-30', '2025-10-01');
    const s = r.by_sensor[sites.kolkata.sensorId];
    // 48 buckets (19:00Z on 29 Sep to 18:00Z on 1 Oct); out of range: 01:00Z (−2), 18:00Z on 30 Sep
    // (6) and 08:00Z, 09:00Z on 1 Oct (6 each): 44 ÷ 48 = 91.67 %.
    expect(figures(s)).toEqual([48, 44, 0, 91.67]);
    expect(offCells(s.hourly_avg)).toEqual([
      '2025-09-30 06 BelowRange -2',
      '2025-09-30 23 AboveRange 6',
      '2025-10-01 13 AboveRange 6',
      '2025-10-01 14 AboveRange 6',
    ]);
    // 1 Oct alone: its 24 buckets start at 00:30 local, so the warm 00:00–00:30 is not among them.
    const oct = await siteReport('kolkata', '2025-10-01', '2025-10-01');
    expect(figures(oct)).toEqual([24, 22, 0, 91.67]);
    expect(oct.by_sensor[sites.kolkata.sensorId].hourly_avg['2025-10-01']['00']).toEqual({
      value: 3,
      compliance_level: 'Compliant',
    });
    expect(s.excursions.map((e: Record<string, unknown>) => [e.start, e.end, e.direction, e.peak])).toEqual([
      ['2025-10-01T08:30:00.000Z', '2025-10-01T09:30:00.000Z', 'ABOVE', 9],
      ['2025-09-30T18:30:00.000Z', '2025-09-30T19:00:00.000Z', 'ABOVE', 9],
      ['2025-09-30T01:00:00.000Z', '2025-09-30T02:00:00.000Z', 'BELOW', -2],
    ]);
  });
});

describe('org_compliance_by_site across DST changes and month boundaries', () => {
  it('pools every site’s hours over 30 Sep–2 Nov and lists the least compliant site first', async () => {
    const r = await orgReport('2025-09-30', '2025-11-02');
    const by = (key: keyof typeof ZONES) => figures(r.by_site[sites[key].siteId]);
    expect(by('newYork')).toEqual([73, 70, 0, 95.89]);
    expect(by('sydney')).toEqual([141, 139, 0, 98.58]);
    expect(by('kolkata')).toEqual([48, 44, 0, 91.67]);
    // 73 + 141 + 48 = 262 hours, 70 + 139 + 44 = 253 in range: 96.56 %.
    expect(figures(r.by_org)).toEqual([262, 253, 0, 96.56]);
    expect(r.within_compliance).toBe(96.56);
    expect(r.sites).toEqual([
      { siteId: sites.kolkata.siteId, site_title: 'Zone Kolkata', within_compliance: 91.67 },
      { siteId: sites.newYork.siteId, site_title: 'Zone New York', within_compliance: 95.89 },
      { siteId: sites.sydney.siteId, site_title: 'Zone Sydney', within_compliance: 98.58 },
    ]);
  });

  it('splits at each site’s own month boundary', async () => {
    // September: Sydney's 30 Sep (24, 23 in range); Kolkata's 30 Sep with 1 Oct 00:00–00:30 (24, 22)
    // and the bucket 29 Sep 23:30–00:30 (in range): 25, 23.
    const sep = await orgReport('2025-09-01', '2025-09-30');
    expect(Object.keys(sep.by_site).sort()).toEqual(
      [sites.sydney.siteId, sites.kolkata.siteId].map(String).sort(),
    );
    expect(figures(sep.by_site[sites.sydney.siteId])).toEqual([24, 23, 0, 95.83]);
    expect(figures(sep.by_site[sites.kolkata.siteId])).toEqual([25, 23, 0, 92]);
    expect(figures(sep.by_org)).toEqual([49, 46, 0, 93.88]);
    // October: Sydney 22 + 24 + 24 + 24 + 23 = 117 (116 in range), Kolkata 24 (22), New York's 31 Oct 24 (23).
    const oct = await orgReport('2025-10-01', '2025-10-31');
    expect(figures(oct.by_site[sites.sydney.siteId])).toEqual([117, 116, 0, 99.15]);
    expect(figures(oct.by_site[sites.kolkata.siteId])).toEqual([24, 22, 0, 91.67]);
    expect(figures(oct.by_site[sites.newYork.siteId])).toEqual([24, 23, 0, 95.83]);
    expect(figures(oct.by_org)).toEqual([165, 161, 0, 97.58]);
    // November: New York's 1 Nov (24, 23) and 25-hour 2 Nov (25, 24).
    const nov = await orgReport('2025-11-01', '2025-11-30');
    expect(Object.keys(nov.by_site)).toEqual([String(sites.newYork.siteId)]);
    expect(figures(nov.by_org)).toEqual([49, 47, 0, 95.92]);
  });

  it('counts 25 hours on New York’s 2 November and 23 on Sydney’s 5 October, with the site report’s grids', async () => {
    const ny = await orgReport('2025-10-31', '2025-11-02', '?hourly=true&trend=true');
    const day = (c: { valid_points: number; compliant_points: number; within_compliance: number | null }) => [
      c.valid_points,
      c.compliant_points,
      c.within_compliance,
    ];
    expect(Object.keys(ny.by_site)).toEqual([String(sites.newYork.siteId)]);
    expect(Object.fromEntries(Object.entries(ny.by_day).map(([d, c]) => [d, day(c as never)]))).toEqual({
      '2025-10-31': [24, 23, 95.83],
      '2025-11-01': [24, 23, 95.83],
      '2025-11-02': [25, 24, 96],
    });
    const nyGrid = ny.by_site[sites.newYork.siteId].by_sensor[sites.newYork.sensorId].hourly_avg;
    expect(nyGrid).toEqual(
      (await siteReport('newYork', '2025-10-31', '2025-11-02')).by_sensor[sites.newYork.sensorId].hourly_avg,
    );

    const south = await orgReport('2025-09-30', '2025-10-05', '?hourly=true&trend=true');
    // Sydney and Kolkata pooled per own local day: 30 Sep 24 + 24 (23 + 22 in range), 1 Oct 22 + 24
    // (22 + 22), then Sydney alone, 5 Oct with 23 hours (22 in range).
    expect(Object.fromEntries(Object.entries(south.by_day).map(([d, c]) => [d, day(c as never)]))).toEqual({
      '2025-09-30': [48, 45, 93.75],
      '2025-10-01': [46, 44, 95.65],
      '2025-10-02': [24, 24, 100],
      '2025-10-03': [24, 24, 100],
      '2025-10-04': [24, 24, 100],
      '2025-10-05': [23, 22, 95.65],
    });
    const sydneyGrid = south.by_site[sites.sydney.siteId].by_sensor[sites.sydney.sensorId].hourly_avg;
    expect(offCells(sydneyGrid)).toEqual([
      '2025-09-30 23 AboveRange 7',
      '2025-10-01 10 NoData null',
      '2025-10-01 11 NoData null',
      '2025-10-05 02 NoData null',
      '2025-10-05 03 AboveRange 6',
    ]);
    const kolkataGrid = south.by_site[sites.kolkata.siteId].by_sensor[sites.kolkata.sensorId].hourly_avg;
    expect(offCells(kolkataGrid)).toEqual([
      '2025-09-30 06 BelowRange -2',
      '2025-09-30 23 AboveRange 6',
      '2025-10-01 13 AboveRange 6',
      '2025-10-01 14 AboveRange 6',
      // 2–5 Oct: no readings at Kolkata.
      ...['02', '03', '04', '05'].flatMap((d) =>
        Array.from({ length: 24 }, (_, h) => `2025-10-${d} ${String(h).padStart(2, '0')} NoData null`),
      ),
    ]);
  });
});
