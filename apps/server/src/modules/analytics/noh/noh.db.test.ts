import type {
  AsyncReportResult,
  MonthlyNohReport,
  NohHourFigures,
  OrgNohReport,
  SiteOffHoursEnergy,
} from '@sw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources } from '../../../db/schema';
import {
  type AnalyticsFixture,
  buildAnalyticsFixture,
  buildNohFixtureSite,
  FIXTURE_FROM,
  FIXTURE_SITES,
  FIXTURE_STEP_MS,
  FIXTURE_TO,
  type FixtureSiteDef,
  fixtureValues,
  localParts,
  NOH_SITE,
  type NohFixtureSite,
} from '../../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildUser } from '../../../test/factories';

// The NOH reports recomputed from the readings the fixture ingested: the expected figures below walk
// the fixture's quarter-hour instants with Intl (localParts, isOpenAt), never the server's SQL.

let t: TestContext;
let f: AnalyticsFixture;
let noh: NohFixtureSite;
let stranger: { authorization: string };
let scoped: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  noh = await buildNohFixtureSite(t, f);
  const other = await buildOrg(t.database.db);
  stranger = await t.login((await buildUser(t.database.db, other.id)).email);
  // A user who may see the London site only.
  const user = await buildUser(t.database.db, f.orgId, { role: null });
  await t.database.db.insert(accessResources).values({
    orgId: f.orgId,
    userId: user.id,
    resourceType: 'SITE',
    resourceId: f.sites.london.id,
    role: 'VIEWER',
  });
  scoped = await t.login(user.email);
}, 180_000);
afterAll(() => t.close());

const root = '/api/analytics';

async function report<T>(path: string, headers = f.admin): Promise<AsyncReportResult<T>> {
  const start = await t.app.inject({ method: 'GET', url: `${root}/async_report/${path}`, headers });
  expect(start.statusCode, start.body).toBe(200);
  const { report_key } = start.json() as { report_key: string };
  await t.app.services.analyticsReports.settled();
  const [name, id] = path.split('/') as [string, string];
  const res = await t.app.inject({
    method: 'GET',
    url: `${root}/report/${name}/${id}/${report_key}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as AsyncReportResult<T>;
  expect(body.report_version).toBe(1);
  return body;
}

// localParts builds an Intl formatter per call: the walks below read each instant many times.
const partsCache = new Map<string, ReturnType<typeof localParts>>();
function parts(ms: number, timeZone: string) {
  const key = `${timeZone} ${ms}`;
  let p = partsCache.get(key);
  if (!p) {
    p = localParts(ms, timeZone);
    partsCache.set(key, p);
  }
  return p;
}

/** isOpenAt of the fixture, on the cached parts. */
function openAt(hours: FixtureSiteDef['hours'], ms: number, timeZone: string) {
  const p = parts(ms, timeZone);
  const span = hours[p.weekday];
  const minute = p.hour * 60 + p.minute;
  return span !== null && minute >= span.open && minute < span.close;
}

interface Expected {
  opKwh: number;
  nohKwh: number;
  opHours: number;
  nohHours: number;
  days: Set<string>;
}

/**
 * Energy and hours of local days [from, to] of a site, from its quarter-hour instants: `kwh(ms,
 * hour)` is what the meter read at that instant. Days [from, to] must lie inside the fixture window
 * for the hours to be whole days.
 */
function expected(
  site: { hours: FixtureSiteDef['hours']; timeZone: string },
  kwh: (ms: number, hour: number) => number,
  from: string,
  to: string,
): Expected {
  const e: Expected = { opKwh: 0, nohKwh: 0, opHours: 0, nohHours: 0, days: new Set() };
  for (let ms = FIXTURE_FROM; ms < FIXTURE_TO; ms += FIXTURE_STEP_MS) {
    const p = parts(ms, site.timeZone);
    if (p.day < from || p.day > to) continue;
    e.days.add(p.day);
    const v = kwh(ms, p.hour);
    if (openAt(site.hours, ms, site.timeZone)) {
      e.opKwh += v;
      e.opHours += 0.25;
    } else {
      e.nohKwh += v;
      e.nohHours += 0.25;
    }
  }
  return e;
}

const siteKwh = (def: FixtureSiteDef) => (_ms: number, hour: number) => {
  const v = fixtureValues(hour);
  return def.mainMeter ? v.main : v.sub1 + v.sub2;
};

const efficiency = (e: Expected) =>
  e.nohHours > 0 && e.opKwh > 0
    ? Math.min(1, Math.max(0, 1 - e.nohKwh / e.nohHours / (e.opKwh / e.opHours)))
    : null;

function expectHourFigures(actual: NohHourFigures, kwh: number, hours: number, areaM2: number | null) {
  expect(actual.energy_total).toBeCloseTo(kwh, 3);
  expect(actual.hours_total).toBeCloseTo(hours, 6);
  if (hours === 0) {
    expect(actual.energy_per_hour).toBeNull();
    expect(actual.hourly_eui).toBeNull();
  } else {
    expect(actual.energy_per_hour).toBeCloseTo(kwh / hours, 3);
    expect(actual.hourly_eui).toBeCloseTo(kwh / hours / areaM2!, 6);
  }
}

const nohStoreDef = { hours: NOH_SITE.hours, timeZone: NOH_SITE.timeZone };
const nohStoreMain = (ms: number) => {
  const open = openAt(NOH_SITE.hours, ms, NOH_SITE.timeZone);
  const l = NOH_SITE.loads;
  const u = NOH_SITE.unmetered;
  return (
    (open
      ? l.refrigeration.open + l.lighting.open + l.hvac.open + u.open
      : l.refrigeration.closed + l.lighting.closed + l.hvac.closed + u.closed) / 4
  );
};

describe('org_noh_report: October 2025 in five sites', () => {
  let october: OrgNohReport;
  beforeAll(async () => {
    october = (await report<OrgNohReport>(`org_noh_report/${f.orgId}/2025-10-01/2025-10-31`)).data!;
  });

  it('the NOH store by hand: 12 kWh an hour open, 8.9 closed, 429 and 316 hours (the 25-hour Sunday)', () => {
    const site = october.by_site[String(noh.id)]!;
    // October 2025: 27 days Monday–Saturday open 15 h, 4 Sundays open 6 h: 405 + 24 = 429 operating
    // hours; 31 × 24 + 1 (26 October has 25 hours) = 745 hours, so 316 non-operating hours.
    expect(site.site_noh.op_hour).toEqual({
      energy_total: 5148,
      hours_total: 429,
      energy_per_hour: 12,
      hourly_eui: 0.012,
    });
    expect(site.site_noh.non_op_hour.hours_total).toBe(316);
    expect(site.site_noh.non_op_hour.energy_total).toBeCloseTo(316 * 8.9, 3);
    expect(site.site_noh.non_op_hour.energy_per_hour).toBeCloseTo(8.9, 3);
    expect(site.site_noh.non_op_hour.hourly_eui).toBeCloseTo(0.0089, 6);
    // 1 − 8.9 / 12 = 0.25833…
    expect(site.site_noh.noh_efficiency).toBe(0.2583);
    expect(site).toMatchObject({
      site_comp_status: 'complete',
      site_data_comp: 1,
      days_with_data: 31,
      days_ended: 31,
      days_in_period: 31,
      open_around_the_clock: false,
      floor_area_m2: 1000,
    });
  });

  it('equipment: lighting 90 %, HVAC 10 % (an offender), refrigeration 0 % but runs around the clock', () => {
    const site = october.by_site[String(noh.id)]!;
    const eq = (id: number) => site.by_equipment[String(id)]!;
    expect(eq(noh.equipmentIds.lighting)).toMatchObject({
      noh_efficiency: 0.9,
      offender: false,
      always_on: false,
      days_with_data: 31,
    });
    expect(eq(noh.equipmentIds.hvac)).toMatchObject({
      noh_efficiency: 0.1,
      offender: true,
      always_on: false,
    });
    expect(eq(noh.equipmentIds.refrigeration)).toMatchObject({
      noh_efficiency: 0,
      offender: false,
      always_on: true,
      equipment_group_id: 222,
    });
    expect(eq(noh.equipmentIds.lighting).op_hour).toEqual({
      energy_total: 3 * 429,
      hours_total: 429,
      energy_per_hour: 3,
      hourly_eui: 0.003,
    });
    expect(site.num_of_offender).toBe(1);
  });

  it('key contributors: the groups’ non-operating load per m2, largest first', () => {
    const site = october.by_site[String(noh.id)]!;
    expect(site.key_contributors.map((c) => [c.group_title, c.hourly_eui, c.always_on])).toEqual([
      ['Refrigeration', 0.004, true],
      ['HVAC (test)', 0.0036, false],
      ['Lighting', 0.0003, false],
    ]);
    expect(site.equipment_group).toEqual({ '222': 0.004, '223': 0.0003, '990002': 0.0036 });
    expect(october.equipment_groups).toMatchObject({ '222': 'Refrigeration', '223': 'Lighting' });
  });

  it('the four fixture sites against an independent split of their readings', () => {
    for (const def of FIXTURE_SITES) {
      const site = october.by_site[String(f.sites[def.key].id)]!;
      const e = expected(def, siteKwh(def), '2025-10-01', '2025-10-31');
      expectHourFigures(site.site_noh.op_hour, e.opKwh, e.opHours, def.areaM2);
      expectHourFigures(site.site_noh.non_op_hour, e.nohKwh, e.nohHours, def.areaM2);
      const eff = efficiency(e);
      if (eff === null) expect(site.site_noh.noh_efficiency).toBeNull();
      else expect(site.site_noh.noh_efficiency).toBeCloseTo(eff, 4);
      expect(site.site_comp_status).toBe('complete');
      expect(site.days_with_data).toBe(31);
    }
  });

  it('hours by hand: London closed on Sundays (one of 25 hours), Kolkata half-hour openings, Sydney’s 23-hour day', () => {
    const hours = (key: FixtureSiteDef['key']) => october.by_site[String(f.sites[key].id)]!.site_noh;
    // London: 27 days open 12 h; NOH 27 × 12 + 3 Sundays × 24 + 26 October's 25.
    expect(hours('london').op_hour.hours_total).toBe(324);
    expect(hours('london').non_op_hour.hours_total).toBe(324 + 72 + 25);
    // London's meter draws the same 2 kWh an hour open and closed: nothing is switched off.
    expect(hours('london').op_hour.energy_per_hour).toBe(2);
    expect(hours('london').non_op_hour.energy_per_hour).toBe(2);
    expect(hours('london').noh_efficiency).toBe(0);
    // Kolkata: 27 days 09:30–21:30 (12 h), Sundays 10–18 (8 h); 744 hours in all.
    expect(hours('kolkata').op_hour.hours_total).toBe(27 * 12 + 4 * 8);
    expect(hours('kolkata').non_op_hour.hours_total).toBe(744 - 356);
    // Sydney: 27 days 07–22 (15 h), Sundays 08–21 (13 h); 5 October has 23 hours.
    expect(hours('sydney').op_hour.hours_total).toBe(27 * 15 + 4 * 13);
    expect(hours('sydney').non_op_hour.hours_total).toBe(743 - 457);
  });

  it('New York is open around the clock: no non-operating hour, efficiency null (N/A)', () => {
    const site = october.by_site[String(f.sites.newYork.id)]!;
    expect(site.open_around_the_clock).toBe(true);
    expect(site.site_noh.op_hour.hours_total).toBe(744);
    expect(site.site_noh.non_op_hour).toEqual({
      energy_total: 0,
      hours_total: 0,
      energy_per_hour: null,
      hourly_eui: null,
    });
    expect(site.site_noh.noh_efficiency).toBeNull();
    expect(site.num_of_offender).toBe(0);
    expect(site.key_contributors).toEqual([]);
    expect(Object.values(site.by_equipment).map((e) => e.noh_efficiency)).toEqual([null, null]);
  });

  it('fixture sub-meters: the cooler and the RTU of Kolkata by their own readings', () => {
    const site = october.by_site[String(f.sites.kolkata.id)]!;
    const def = FIXTURE_SITES.find((d) => d.key === 'kolkata')!;
    const [cooler, rtu] = f.sites.kolkata.equipmentIds;
    const eCooler = expected(def, (_ms, h) => fixtureValues(h).sub1, '2025-10-01', '2025-10-31');
    const eRtu = expected(def, () => fixtureValues(0).sub2, '2025-10-01', '2025-10-31');
    expectHourFigures(site.by_equipment[String(cooler)]!.non_op_hour, eCooler.nohKwh, eCooler.nohHours, 900);
    expect(site.by_equipment[String(cooler)]!.noh_efficiency).toBeCloseTo(efficiency(eCooler)!, 4);
    expectHourFigures(site.by_equipment[String(rtu)]!.op_hour, eRtu.opKwh, eRtu.opHours, 900);
    // A constant load: 0 % efficient, an offender (the test group is not refrigeration's 222).
    expect(site.by_equipment[String(rtu)]).toMatchObject({ noh_efficiency: 0, offender: true });
    expect(site.num_of_offender).toBe(
      Object.values(site.by_equipment).filter((e) => (e.noh_efficiency ?? 1) < 0.2).length,
    );
  });

  it('the organisation: sums of the sites, EUI over floor area × hours, efficiency weighed by the sites’ nights', () => {
    const all = [
      ...FIXTURE_SITES.map((def) => ({
        e: expected(def, siteKwh(def), '2025-10-01', '2025-10-31'),
        area: def.areaM2,
      })),
      { e: expected(nohStoreDef, nohStoreMain, '2025-10-01', '2025-10-31'), area: NOH_SITE.areaM2 },
    ];
    const sum = (g: (x: (typeof all)[number]) => number) => all.reduce((a, x) => a + g(x), 0);
    const org = october.by_org;
    expect(org.op_hour.energy_total).toBeCloseTo(
      sum((x) => x.e.opKwh),
      3,
    );
    expect(org.op_hour.hours_total).toBeCloseTo(
      sum((x) => x.e.opHours),
      6,
    );
    expect(org.op_hour.energy_per_hour).toBeCloseTo(sum((x) => x.e.opKwh) / sum((x) => x.e.opHours), 3);
    expect(org.non_op_hour.energy_total).toBeCloseTo(
      sum((x) => x.e.nohKwh),
      3,
    );
    expect(org.non_op_hour.hours_total).toBeCloseTo(
      sum((x) => x.e.nohHours),
      6,
    );
    expect(org.op_hour.hourly_eui).toBeCloseTo(sum((x) => x.e.opKwh) / sum((x) => x.e.opHours * x.area), 6);
    expect(org.non_op_hour.hourly_eui).toBeCloseTo(
      sum((x) => x.e.nohKwh) / sum((x) => x.e.nohHours * x.area),
      6,
    );
    expect(october.org_hourly_eui_in).toBe(org.op_hour.hourly_eui);
    expect(october.org_hourly_eui_out).toBe(org.non_op_hour.hourly_eui);
    // New York has no nights: it adds to the sums but not to the efficiency.
    const withNights = all.filter((x) => efficiency(x.e) !== null);
    const measured = withNights.reduce((a, x) => a + x.e.nohKwh, 0);
    const allOn = withNights.reduce((a, x) => a + (x.e.opKwh / x.e.opHours) * x.e.nohHours, 0);
    expect(withNights).toHaveLength(4);
    expect(org.noh_efficiency).toBeCloseTo(Math.max(0, 1 - measured / allOn), 4);
  });

  it('the trend: the 6 months ending with October, oldest first', () => {
    expect(october.trend_months).toEqual(['2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10']);
    const trend = october.by_site[String(noh.id)]!.trend;
    expect(trend.map((p) => p.status)).toEqual([
      'no_data',
      'no_data',
      'no_data',
      'no_data',
      'incomplete',
      'complete',
    ]);
    expect(trend[0]!.noh_efficiency).toBeNull();
    expect(trend[5]!.noh_efficiency).toBe(0.2583);
    // September: the 28th (a Sunday whose readings start at 01:00 BST: a partial day counts whole, its
    // missing hour diluting the night) to the 30th. Open 6 + 15 + 15 h at 12 kWh an hour; closed
    // 18 + 9 + 9 scheduled hours, 17 + 9 + 9 of them measured at 8.9 kWh an hour:
    // 1 − (35 × 8.9 / 36) / 12 = 0.2789.
    expect(trend[4]!.noh_efficiency).toBe(0.2789);
  });
});

describe('incomplete data, site filter and scope', () => {
  it('a period reaching before the readings: incomplete, with the share of its days that have data', async () => {
    const r = (await report<OrgNohReport>(`org_noh_report/${f.orgId}/2025-09-20/2025-10-10`)).data!;
    for (const def of FIXTURE_SITES) {
      const site = r.by_site[String(f.sites[def.key].id)]!;
      // A day counts once every energy source reported on it (partial first days included).
      const days = expected(def, siteKwh(def), '2025-09-20', '2025-10-10').days;
      expect(site.site_comp_status).toBe('incomplete');
      expect(site.days_with_data).toBe(days.size);
      expect(site.days_in_period).toBe(21);
      expect(site.site_data_comp).toBeCloseTo(days.size / 21, 4);
      expect(days.size).toBeLessThan(21);
    }
    const store = r.by_site[String(noh.id)]!;
    // Only whole local days 29 September … 10 October and the partial 28th (from 01:00 BST).
    expect(store.days_with_data).toBe(13);
  });

  it('site_id narrows the report, and a scoped user sees only their sites', async () => {
    const narrowed = (
      await report<OrgNohReport>(`org_noh_report/${f.orgId}/2025-10-01/2025-10-31?site_id=${noh.id}`)
    ).data!;
    expect(Object.keys(narrowed.by_site)).toEqual([String(noh.id)]);
    // One site: the organisation figures are the site's.
    expect(narrowed.by_org.noh_efficiency).toBe(0.2583);
    const mine = (await report<OrgNohReport>(`org_noh_report/${f.orgId}/2025-10-01/2025-10-31`, scoped))
      .data!;
    expect(Object.keys(mine.by_site)).toEqual([String(f.sites.london.id)]);
  });

  it('another organisation gets 404 for the start and for the result', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/org_noh_report/${f.orgId}/2025-10-01/2025-10-31`,
      headers: stranger,
    });
    expect(start.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/monthly_noh_report/${f.orgId}/2025-10`,
      headers: f.admin,
    });
    await t.app.services.analyticsReports.settled();
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${root}/report/monthly_noh_report/${f.orgId}/${mine.json().report_key}`,
      headers: stranger,
    });
    expect(foreign.statusCode).toBe(404);
    const startMonthly = await t.app.inject({
      method: 'GET',
      url: `${root}/async_report/monthly_noh_report/${f.orgId}/2025-10`,
      headers: stranger,
    });
    expect(startMonthly.statusCode).toBe(404);
  });

  it('refuses bad dates with 400 and a message', async () => {
    for (const path of [
      `org_noh_report/${f.orgId}/2025-10-31/2025-10-01`,
      `org_noh_report/${f.orgId}/2025-02-30/2025-03-01`,
      `org_noh_report/${f.orgId}/2024-01-01/2025-06-30`,
      `org_noh_report/${f.orgId}/yesterday/2025-10-01`,
      `monthly_noh_report/${f.orgId}/2025-13`,
      `monthly_noh_report/${f.orgId}/October`,
      `org_noh_report/${f.orgId}/2025-10-01/2025-10-31?site_id=abc`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${root}/async_report/${path}`,
        headers: f.admin,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toEqual(expect.any(String));
    }
  });
});

describe('monthly_noh_report', () => {
  it('12 months ending with November; October of each site and of the organisation as in the period report', async () => {
    const [monthly, october] = [
      (await report<MonthlyNohReport>(`monthly_noh_report/${f.orgId}/2025-11`)).data!,
      (await report<OrgNohReport>(`org_noh_report/${f.orgId}/2025-10-01/2025-10-31`)).data!,
    ];
    expect(monthly.month).toBe('2025-11');
    expect(monthly.months).toHaveLength(12);
    expect(monthly.months[0]).toBe('2024-12');
    expect(monthly.months[11]).toBe('2025-11');
    expect(monthly.by_org.by_month['2025-10']!.noh).toEqual(october.by_org);
    expect(monthly.by_org.by_month['2025-10']!.status).toBe('complete');
    expect(monthly.by_org.by_month['2025-09']!.status).toBe('incomplete');
    expect(monthly.by_org.by_month['2025-03']).toMatchObject({
      status: 'no_data',
      noh: { noh_efficiency: null },
    });
    const store = monthly.by_site[String(noh.id)]!;
    expect(store.by_month['2025-10']).toEqual({
      noh: october.by_site[String(noh.id)]!.site_noh,
      status: 'complete',
      days_with_data: 31,
      days_in_month: 31,
    });
    // November: the 1st to the 4th have data (the window ends 5 November 00:00 UTC).
    expect(store.by_month['2025-11']).toMatchObject({
      status: 'incomplete',
      days_with_data: 4,
      days_in_month: 30,
    });
    expect(monthly.by_site[String(f.sites.newYork.id)]!.by_month['2025-10']!.noh.noh_efficiency).toBeNull();
  });

  it('a day names its month', async () => {
    const r = (await report<MonthlyNohReport>(`monthly_noh_report/${f.orgId}/2025-10-15`)).data!;
    expect(r.month).toBe('2025-10');
    expect(r.months[0]).toBe('2024-11');
  });
});

describe('site_off_hours_energy', () => {
  const get = (path: string, headers = f.admin) =>
    t.app.inject({ method: 'GET', url: `${root}/report/site_off_hours_energy/${path}`, headers });

  it('one day: the NOH store’s 25-hour Sunday, open 10:00–16:00', async () => {
    const res = await get(`${noh.id}/2025-10-26`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as SiteOffHoursEnergy;
    expect(r.days).toHaveLength(1);
    expect(r.days[0]).toMatchObject({ date: '2025-10-26', op_hours: 6, noh_hours: 19, status: 'complete' });
    expect(r.days[0]!.op_kwh).toBeCloseTo(72, 6);
    expect(r.days[0]!.noh_kwh).toBeCloseTo(19 * 8.9, 6);
    expect(r.site_noh.noh_efficiency).toBe(0.2583);
    expect(r.site_comp_status).toBe('complete');
  });

  it('one month and a range: every day, the totals of the days with data', async () => {
    const month = (await get(`${noh.id}/2025-10`)).json() as SiteOffHoursEnergy;
    expect(month.days).toHaveLength(31);
    expect(month.site_noh.op_hour.hours_total).toBe(429);
    expect(month.site_noh.non_op_hour.hours_total).toBe(316);
    const range = await get(`${f.sites.sydney.id}/2025-10-04/2025-10-06`);
    expect(range.statusCode).toBe(200);
    const days = (range.json() as SiteOffHoursEnergy).days;
    // Sydney's 5 October (a Sunday, 08–21) has 23 hours.
    expect(days.map((d) => [d.date, d.op_hours, d.noh_hours])).toEqual([
      ['2025-10-04', 15, 9],
      ['2025-10-05', 13, 10],
      ['2025-10-06', 15, 9],
    ]);
    const before = (await get(`${noh.id}/2025-09-26/2025-09-28`)).json() as SiteOffHoursEnergy;
    expect(before.days.map((d) => d.status)).toEqual(['no_data', 'no_data', 'complete']);
    expect(before.days[0]!.op_kwh).toBeNull();
    expect(before.site_comp_status).toBe('incomplete');
    expect(before.site_data_comp).toBeCloseTo(1 / 3, 4);
  });

  it('404 for another organisation’s site or one outside the caller’s scope; 400 for bad dates', async () => {
    expect((await get(`${noh.id}/2025-10-26`, stranger)).statusCode).toBe(404);
    expect((await get(`${noh.id}/2025-10-26`, scoped)).statusCode).toBe(404);
    expect((await get(`${f.sites.london.id}/2025-10-26`, scoped)).statusCode).toBe(200);
    for (const path of [
      `${noh.id}/2025-10-32`,
      `${noh.id}/2025-10-10/2025-10-01`,
      `${noh.id}/2024-01-01/2025-06-30`,
      `${noh.id}/latest`,
      `abc/2025-10-01`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toEqual(expect.any(String));
    }
  });
});
