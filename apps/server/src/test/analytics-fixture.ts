import type { OperatingHours } from '../db/schema';
import { recordWeather, type WeatherReadingRow } from '../modules/weather';
import type { TestContext } from './app';
import { buildGateway, buildOrg, buildSite, buildUser } from './factories';
import {
  buildEnergySensor,
  buildEquipment,
  TEST_GROUP,
  TEST_GROUP_2,
  TEST_TYPE_2,
} from './telemetry-factories';

/**
 * The analytics fixture (issue 11): four sites in Europe/London, America/New_York, Asia/Kolkata
 * (+5:30) and Australia/Sydney, fed through the ingestion API with a reading every 15 minutes from
 * 2025-09-28 to 2025-11-05 UTC: across a month boundary and the 2025 DST changes of London (26 Oct,
 * a 25-hour day), New York (2 Nov, 25 hours) and Sydney (5 Oct, 23 hours). Each reading's value
 * depends on its local hour, so a reading counted in the wrong local hour, day or month changes the
 * sums. The expected figures are computed here independently of the server (Intl, not SQL).
 */

export const FIXTURE_FROM = Date.parse('2025-09-28T00:00:00Z');
export const FIXTURE_TO = Date.parse('2025-11-05T00:00:00Z');
export const FIXTURE_STEP_MS = 15 * 60_000;

const span = (open: number, close: number) => ({ open, close });
const week = (
  mf: { open: number; close: number } | null,
  sat: { open: number; close: number } | null,
  sun: { open: number; close: number } | null,
): OperatingHours => ({ mon: mf, tue: mf, wed: mf, thu: mf, fri: mf, sat, sun });

export interface FixtureSiteDef {
  key: 'london' | 'newYork' | 'kolkata' | 'sydney';
  timeZone: string;
  areaM2: number;
  co2: number;
  hours: OperatingHours;
  /** Without a main meter the site's energy is the sum of its two sub-meters. */
  mainMeter: boolean;
}

export const FIXTURE_SITES: FixtureSiteDef[] = [
  // Closed on Sundays: the 25-hour Sunday of 26 Oct is all non-operating hours.
  {
    key: 'london',
    timeZone: 'Europe/London',
    areaM2: 1200,
    co2: 0.207,
    hours: week(span(8 * 60, 20 * 60), span(8 * 60, 20 * 60), null),
    mainMeter: true,
  },
  // Open around the clock: no non-operating hours at all.
  {
    key: 'newYork',
    timeZone: 'America/New_York',
    areaM2: 400,
    co2: 0.402,
    hours: week(span(0, 1440), span(0, 1440), span(0, 1440)),
    mainMeter: true,
  },
  // Opening on the half hour in a half-hour zone.
  {
    key: 'kolkata',
    timeZone: 'Asia/Kolkata',
    areaM2: 900,
    co2: 0.71,
    hours: week(span(9 * 60 + 30, 21 * 60 + 30), span(9 * 60 + 30, 21 * 60 + 30), span(10 * 60, 18 * 60)),
    mainMeter: true,
  },
  {
    key: 'sydney',
    timeZone: 'Australia/Sydney',
    areaM2: 2500,
    co2: 0.66,
    hours: week(span(7 * 60, 22 * 60), span(7 * 60, 22 * 60), span(8 * 60, 21 * 60)),
    mainMeter: false,
  },
];

/** Local wall-clock parts of an instant in a zone. */
export function localParts(ms: number, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    month: `${p.year}-${p.month}`,
    hour: Number(p.hour),
    minute: Number(p.minute),
    weekday: (p.weekday as string).toLowerCase().slice(0, 3) as keyof OperatingHours,
  };
}

/** The fixture's reading values: main meter and the two sub-meters, by local hour. */
export const fixtureValues = (hour: number) => ({
  main: 0.25 * (1 + (hour % 3)),
  sub1: 0.1 * (1 + (hour % 2)),
  sub2: 0.05,
});

export function isOpenAt(hours: OperatingHours, ms: number, timeZone: string): boolean {
  const p = localParts(ms, timeZone);
  const s = hours[p.weekday];
  const minute = p.hour * 60 + p.minute;
  return s !== null && minute >= s.open && minute < s.close;
}

export interface FixtureSite extends FixtureSiteDef {
  id: number;
  mainSensorId: number | null;
  subSensorIds: [number, number];
  equipmentIds: [number, number];
}

export interface AnalyticsFixture {
  orgId: number;
  admin: { authorization: string };
  sites: Record<FixtureSiteDef['key'], FixtureSite>;
}

/** Builds the organisation and its sites and ingests the readings through POST /api/v1/ingest/readings. */
export async function buildAnalyticsFixture(t: TestContext): Promise<AnalyticsFixture> {
  const db = t.database.db;
  const org = await buildOrg(db);
  const user = await buildUser(db, org.id, { role: 'ADMIN' });
  const sites = {} as AnalyticsFixture['sites'];
  for (const def of FIXTURE_SITES) {
    const site = await buildSite(db, org.id, {
      title: `Fixture ${def.key}`,
      timeZone: def.timeZone,
      floorAreaM2: def.areaM2,
      co2FactorKgPerKwh: def.co2,
      operatingHours: def.hours,
    });
    const { gateway, apiKey } = await buildGateway(db, org.id, site.id);
    const refrig = await buildEquipment(db, org.id, site.id, { title: 'Cooler', groupId: TEST_GROUP.id });
    const hvac = await buildEquipment(db, org.id, site.id, {
      title: 'RTU',
      typeId: TEST_TYPE_2.id,
      groupId: TEST_GROUP_2.id,
    });
    const main = def.mainMeter
      ? await buildEnergySensor(db, org.id, site.id, { gatewayId: gateway.id, main: true })
      : null;
    const sub1 = await buildEnergySensor(db, org.id, site.id, {
      gatewayId: gateway.id,
      equipmentId: refrig.id,
    });
    const sub2 = await buildEnergySensor(db, org.id, site.id, {
      gatewayId: gateway.id,
      equipmentId: hvac.id,
    });
    sites[def.key] = {
      ...def,
      id: site.id,
      mainSensorId: main?.id ?? null,
      subSensorIds: [sub1.id, sub2.id],
      equipmentIds: [refrig.id, hvac.id],
    };
    const readings: { sensor: string; ts: string; value: number }[] = [];
    for (let ms = FIXTURE_FROM; ms < FIXTURE_TO; ms += FIXTURE_STEP_MS) {
      const v = fixtureValues(localParts(ms, def.timeZone).hour);
      const ts = new Date(ms).toISOString();
      if (main) readings.push({ sensor: main.uuid, ts, value: v.main });
      readings.push({ sensor: sub1.uuid, ts, value: v.sub1 }, { sensor: sub2.uuid, ts, value: v.sub2 });
    }
    for (let i = 0; i < readings.length; i += 5000) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/ingest/readings',
        headers: { 'x-api-key': apiKey },
        payload: { readings: readings.slice(i, i + 5000) },
      });
      if (res.statusCode !== 200) throw new Error(`ingest failed: ${res.statusCode} ${res.body}`);
    }
  }
  return { orgId: org.id, admin: await t.login(user.email), sites };
}

/** Expected site energy (kWh) per local month and per local day with its opening-hours split. */
export function expectedEnergy(site: FixtureSiteDef) {
  const months = new Map<string, number>();
  const days = new Map<string, { op: number; noh: number }>();
  for (let ms = FIXTURE_FROM; ms < FIXTURE_TO; ms += FIXTURE_STEP_MS) {
    const p = localParts(ms, site.timeZone);
    const v = fixtureValues(p.hour);
    const kwh = site.mainMeter ? v.main : v.sub1 + v.sub2;
    months.set(p.month, (months.get(p.month) ?? 0) + kwh);
    const d = days.get(p.day) ?? { op: 0, noh: 0 };
    if (isOpenAt(site.hours, ms, site.timeZone)) d.op += kwh;
    else d.noh += kwh;
    days.set(p.day, d);
  }
  return { months, days };
}

/**
 * The weather fixture (weather-normalised EUI, docs/analytics.md): one site, 'Fixture Toronto'
 * (America/Toronto, 1,000 m2), in an organisation of its own so that the four sites' figures above
 * stay as they are. Its outdoor temperature is one value a month, the same every hour of the month's
 * local days, for 2022–2024, stored through the weather write path (recordWeather); its main meter
 * reads one reading a local day (at local noon) for 2023 and 2024, each day's kWh made by a known
 * model: kWh/day = a + b·HDD + c·CDD, HDD at 15.5 °C and CDD at 18 °C of the day's temperature, with
 * 2023's base load 10 kWh a day lower (the site's own change). Every figure can be worked by hand.
 */
export const WEATHER_FIXTURE = {
  timeZone: 'America/Toronto',
  areaM2: 1000,
  model: { a: 100, b: 5, heatingBase: 15.5, c: 8, coolingBase: 18 },
  /** Base load of each energy year against `model.a` (kWh a day). */
  baseShift: { 2023: -10, 2024: 0 } as Record<number, number>,
  /** °C of each month, January to December. */
  temps: {
    2022: [3, 3, 7, 13, 16, 17.5, 20, 22, 18.5, 14, 8, 4],
    2023: [0, 5, 9, 11, 14, 17, 22, 23, 20, 12, 6, 1],
    2024: [2, 4, 8, 12, 15, 16.5, 21, 24, 19, 13, 7, 3],
  } as Record<number, number[]>,
} as const;

/** Heating and cooling degree-days of a day at the fixture's temperature `t` (the same all day). */
export const fixtureDegreeDays = (t: number) => ({
  hdd: Math.max(0, WEATHER_FIXTURE.model.heatingBase - t),
  cdd: Math.max(0, t - WEATHER_FIXTURE.model.coolingBase),
});

/** The fixture's kWh on a day of `year` at temperature `t`. */
export function fixtureDayKwh(year: number, t: number): number {
  const { a, b, c } = WEATHER_FIXTURE.model;
  const dd = fixtureDegreeDays(t);
  return a + (WEATHER_FIXTURE.baseShift[year] ?? 0) + b * dd.hdd + c * dd.cdd;
}

export interface WeatherFixture {
  orgId: number;
  siteId: number;
  admin: { authorization: string };
}

/** Builds the weather fixture: weather through recordWeather, energy through the ingestion API. */
export async function buildWeatherFixture(t: TestContext): Promise<WeatherFixture> {
  const db = t.database.db;
  const f = WEATHER_FIXTURE;
  const org = await buildOrg(db);
  const user = await buildUser(db, org.id, { role: 'ADMIN' });
  const site = await buildSite(db, org.id, {
    title: 'Fixture Toronto',
    timeZone: f.timeZone,
    floorAreaM2: f.areaM2,
    co2FactorKgPerKwh: 0.03,
  });
  const { gateway, apiKey } = await buildGateway(db, org.id, site.id);
  const main = await buildEnergySensor(db, org.id, site.id, { gatewayId: gateway.id, main: true });
  const weather: WeatherReadingRow[] = [];
  const from = Date.parse('2022-01-01T00:00:00Z');
  const to = Date.parse('2025-01-02T00:00:00Z');
  for (let ms = from; ms < to; ms += 3_600_000) {
    const p = localParts(ms, f.timeZone);
    const temps = f.temps[Number(p.day.slice(0, 4))];
    if (!temps) continue;
    const temperature = temps[Number(p.day.slice(5, 7)) - 1]!;
    weather.push({
      siteId: site.id,
      orgId: org.id,
      ts: new Date(ms),
      temperature,
      humidity: 60,
      windchill: temperature,
    });
  }
  for (let i = 0; i < weather.length; i += 5000) await recordWeather(t.database, weather.slice(i, i + 5000));
  const readings: { sensor: string; ts: string; value: number }[] = [];
  for (
    let ms = Date.parse('2023-01-01T17:00:00Z');
    ms < Date.parse('2025-01-01T17:00:00Z');
    ms += 86_400_000
  ) {
    // 17:00 UTC is 12:00 or 13:00 in Toronto: one reading inside each local day.
    const p = localParts(ms, f.timeZone);
    const year = Number(p.day.slice(0, 4));
    const temp = f.temps[year]![Number(p.day.slice(5, 7)) - 1]!;
    readings.push({ sensor: main.uuid, ts: new Date(ms).toISOString(), value: fixtureDayKwh(year, temp) });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': apiKey },
    payload: { readings },
  });
  if (res.statusCode !== 200) throw new Error(`ingest failed: ${res.statusCode} ${res.body}`);
  return { orgId: org.id, siteId: site.id, admin: await t.login(user.email) };
}
