import { eq } from 'drizzle-orm';
import {
  equipmentGroups,
  equipment as equipmentTable,
  incidents,
  type OperatingHours,
  sentinels,
} from '../db/schema';
import { recordWeather, type WeatherReadingRow } from '../modules/weather';
import type { TestContext } from './app';
import { buildGateway, buildOrg, buildSensor, buildSite, buildUser } from './factories';
import {
  buildEnergySensor,
  buildEquipment,
  buildScheduler,
  buildThermostat,
  ensureTestCatalogue,
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
const formatters = new Map<string, Intl.DateTimeFormat>();

export function localParts(ms: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
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
 * The NOH fixture site (issue 11, NOH efficiency): a store in Europe/London open Monday to Saturday
 * 07:00–22:00 and Sunday 10:00–16:00, whose loads switch with its opening hours, so that every NOH
 * figure has a round value to check by hand. Each sub-metered load draws `open` kWh an hour while
 * the store is open and `closed` kWh an hour while it is closed; the main meter reads their sum plus
 * an unmetered 1 kWh an hour. Refrigeration sits in the catalogue's Refrigeration group (222), which
 * must run around the clock; lighting in Lighting (223); HVAC in the test HVAC group.
 */
export const NOH_SITE = {
  title: 'Fixture NOH store',
  timeZone: 'Europe/London',
  areaM2: 1000,
  hours: week(span(7 * 60, 22 * 60), span(7 * 60, 22 * 60), span(10 * 60, 16 * 60)),
  loads: {
    refrigeration: { open: 4, closed: 4, groupId: 222 },
    lighting: { open: 3, closed: 0.3, groupId: 223 },
    hvac: { open: 4, closed: 3.6, groupId: TEST_GROUP_2.id },
  },
  unmetered: { open: 1, closed: 1 },
} as const;

export interface NohFixtureSite {
  id: number;
  mainSensorId: number;
  equipmentIds: Record<keyof typeof NOH_SITE.loads, number>;
}

/** Adds the NOH fixture site to the fixture's organisation and ingests its readings (same window). */
export async function buildNohFixtureSite(t: TestContext, f: AnalyticsFixture): Promise<NohFixtureSite> {
  const db = t.database.db;
  await ensureTestCatalogue(db);
  await db
    .insert(equipmentGroups)
    .values([
      { id: 222, title: 'Refrigeration' },
      { id: 223, title: 'Lighting' },
    ])
    .onConflictDoNothing();
  const site = await buildSite(db, f.orgId, {
    title: NOH_SITE.title,
    timeZone: NOH_SITE.timeZone,
    floorAreaM2: NOH_SITE.areaM2,
    operatingHours: NOH_SITE.hours,
  });
  const { gateway, apiKey } = await buildGateway(db, f.orgId, site.id);
  const main = await buildEnergySensor(db, f.orgId, site.id, { gatewayId: gateway.id, main: true });
  const equipmentIds = {} as NohFixtureSite['equipmentIds'];
  const subs: { uuid: string; load: { open: number; closed: number } }[] = [];
  for (const [name, load] of Object.entries(NOH_SITE.loads) as [
    keyof typeof NOH_SITE.loads,
    (typeof NOH_SITE.loads)[keyof typeof NOH_SITE.loads],
  ][]) {
    const eq = await buildEquipment(db, f.orgId, site.id, { title: name, groupId: load.groupId });
    const sensor = await buildEnergySensor(db, f.orgId, site.id, {
      gatewayId: gateway.id,
      equipmentId: eq.id,
    });
    equipmentIds[name] = eq.id;
    subs.push({ uuid: sensor.uuid, load });
  }
  const readings: { sensor: string; ts: string; value: number }[] = [];
  for (let ms = FIXTURE_FROM; ms < FIXTURE_TO; ms += FIXTURE_STEP_MS) {
    const open = isOpenAt(NOH_SITE.hours, ms, NOH_SITE.timeZone);
    const ts = new Date(ms).toISOString();
    let total = open ? NOH_SITE.unmetered.open : NOH_SITE.unmetered.closed;
    for (const s of subs) {
      const perHour = open ? s.load.open : s.load.closed;
      total += perHour;
      readings.push({ sensor: s.uuid, ts, value: perHour / 4 });
    }
    readings.push({ sensor: main.uuid, ts, value: total / 4 });
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
  return { id: site.id, mainSensorId: main.id, equipmentIds };
}

/**
 * Scheduled hours per local day of a fixture site, counted independently of the server: the
 * quarter-hour instants of the fixture window that fall on each local day, open or closed (every
 * quarter of a day inside the window is an instant of the fixture, so 23- and 25-hour days count
 * their real length).
 */
export function expectedHours(hours: OperatingHours, timeZone: string) {
  const days = new Map<string, { op: number; noh: number }>();
  for (let ms = FIXTURE_FROM; ms < FIXTURE_TO; ms += FIXTURE_STEP_MS) {
    const day = localParts(ms, timeZone).day;
    const d = days.get(day) ?? { op: 0, noh: 0 };
    if (isOpenAt(hours, ms, timeZone)) d.op += 0.25;
    else d.noh += 0.25;
    days.set(day, d);
  }
  return days;
}

// ------------------------------------------------------------------------------------------------
// Controls, HVAC and recommendations (issue 11, hvac): thermostats, a scheduled lighting circuit with
// its control-board override sensor, a cooler probe, a cooler door and a humidity sensor on London and
// Kolkata, added to a built fixture by addHvacFixture (only the tests that need them pay for them).

/** Thermostat samples every 5 minutes, and the other HVAC readings, over [HVAC_FROM, HVAC_TO). */
export const HVAC_FROM = Date.parse('2025-10-19T00:00:00Z');
export const HVAC_TO = Date.parse('2025-10-28T00:00:00Z');
export const HVAC_STEP_MS = 5 * 60_000;
export const HVAC_SITES = ['london', 'kolkata'] as const;
export type HvacSiteKey = (typeof HVAC_SITES)[number];

/** A thermostat sample as the fixture sends it, in °C (Kolkata's thermostat reports °F). */
export interface HvacSampleSpec {
  online: boolean;
  mode: 'off' | 'cooling' | 'heating' | 'auto';
  workingMode: string;
  temperatureC: number;
  heatC: number;
  coolC: number;
  cooling: boolean;
  heating: boolean;
}

/**
 * The thermostat's sample at `ms`, or null when there is none (a data gap). By local time:
 * 22 °C, but 26.5 °C from 14:00 to 15:59 (2.5 °C above the cool set point: outside the 1.5 °C band and
 * above the 26 °C comfort band) and 25 °C from 16:00 to 16:59 (inside both); London heats from 06:00 to
 * 07:59 at 19 °C. Set points 20 / 24 °C, mode auto, but cooling all day on 24 October. Cooling runs
 * from 14:00 to 17:59 in London, after cycling 5 minutes on, 5 off from 12:00 (13 starts a day);
 * Kolkata cycles 5 on, 5 off from 00:00 to 17:59 (108 starts: short cycling). Local override from
 * 18:00 to 20:59 every day, manual mode (CALIBRATION) 09:00–09:59 on 25 October; offline 03:00–03:59
 * on 22 October; no samples 04:00–05:59 on 23 October.
 */
export function hvacSample(key: HvacSiteKey, ms: number): HvacSampleSpec | null {
  const def = FIXTURE_SITES.find((s) => s.key === key)!;
  const p = localParts(ms, def.timeZone);
  const m = p.hour * 60 + p.minute;
  if (p.day === '2025-10-23' && p.hour >= 4 && p.hour < 6) return null;
  const cycling = m % 10 < 5;
  const cooling =
    key === 'london' ? (m >= 720 && m < 840 && cycling) || (m >= 840 && m < 1080) : m < 1080 && cycling;
  const heating = key === 'london' && m >= 360 && m < 480;
  let temperatureC = 22;
  if (m >= 840 && m < 960) temperatureC = 26.5;
  else if (m >= 960 && m < 1020) temperatureC = 25;
  else if (heating) temperatureC = 19;
  return {
    online: !(p.day === '2025-10-22' && p.hour === 3),
    mode: p.day === '2025-10-24' ? 'cooling' : 'auto',
    workingMode:
      m >= 1080 && m < 1260
        ? 'LOCAL_ADJUSTMENT'
        : p.day === '2025-10-25' && p.hour === 9
          ? 'CALIBRATION'
          : 'SCHEDULE',
    temperatureC,
    heatC: 20,
    coolC: 24,
    cooling,
    heating,
  };
}

/** Control-board override state at a reading instant: 2 forced on 22:00–23:59, 1 forced off 12:00–12:59 on 22 October. */
export function overrideState(key: HvacSiteKey, ms: number): 0 | 1 | 2 {
  const p = localParts(ms, FIXTURE_SITES.find((s) => s.key === key)!.timeZone);
  if (p.hour >= 22) return 2;
  if (p.day === '2025-10-22' && p.hour === 12) return 1;
  return 0;
}

/** Lighting sub-meter kWh a quarter: 0.5 in opening hours (2 kW), 0.05 outside them (0.2 kW). */
export const lightingKwh = (key: HvacSiteKey, ms: number) => {
  const def = FIXTURE_SITES.find((s) => s.key === key)!;
  return isOpenAt(def.hours, ms, def.timeZone) ? 0.5 : 0.05;
};

/**
 * Cooler probe (range 0–5 °C) every 15 minutes. London: 3 °C, but 8 °C from 02:00 to 04:59 on
 * 23 October (3 hours above range) and 9 °C from 12:00 to 12:29 on 25 October (a defrost-like rise:
 * one hourly average of 6 °C). Kolkata: 4 °C, but 6 °C from 12:00 to 17:59 every day (a quarter of the
 * hours above range, 6 hours in a row).
 */
export function coolerTemp(key: HvacSiteKey, ms: number): number {
  const p = localParts(ms, FIXTURE_SITES.find((s) => s.key === key)!.timeZone);
  if (key === 'kolkata') return p.hour >= 12 && p.hour < 18 ? 6 : 4;
  if (p.day === '2025-10-23' && p.hour >= 2 && p.hour < 5) return 8;
  if (p.day === '2025-10-25' && p.hour === 12 && p.minute < 30) return 9;
  return 3;
}

/** Cooler door (every 5 minutes): London open the first 20 minutes of each hour from 08:00 to 19:59; Kolkata half of every hour. */
export function doorOpen(key: HvacSiteKey, ms: number): 0 | 1 {
  const p = localParts(ms, FIXTURE_SITES.find((s) => s.key === key)!.timeZone);
  if (key === 'kolkata') return p.minute < 30 ? 1 : 0;
  return p.hour >= 8 && p.hour < 20 && p.minute < 20 ? 1 : 0;
}

/** Humidity (%RH, hourly): 65 from 10:00 to 17:59 local, else 45. */
export function humidity(key: HvacSiteKey, ms: number): number {
  const p = localParts(ms, FIXTURE_SITES.find((s) => s.key === key)!.timeZone);
  return p.hour >= 10 && p.hour < 18 ? 65 : 45;
}

export interface HvacFixtureSite {
  thermostatId: number;
  /** The RTU (fixture equipmentIds[1]) carries the thermostat. */
  rtuId: number;
  coolerId: number;
  lightingId: number;
  lightingMeterId: number;
  overrideSensorId: number;
  coolerProbeId: number;
  doorId: number;
  humidityId: number;
}

const cToF = (c: number) => Math.round((c * 1.8 + 32) * 1000) / 1000;

/** Adds the HVAC devices and their readings to London and Kolkata (ingested through the API). */
export async function addHvacFixture(
  t: TestContext,
  f: AnalyticsFixture,
): Promise<Record<HvacSiteKey, HvacFixtureSite>> {
  const db = t.database.db;
  const out = {} as Record<HvacSiteKey, HvacFixtureSite>;
  for (const key of HVAC_SITES) {
    const site = f.sites[key];
    const { gateway, apiKey } = await buildGateway(db, f.orgId, site.id);
    const [coolerId, rtuId] = site.equipmentIds;
    await db.update(equipmentTable).set({ minTemp: 0, maxTemp: 5 }).where(eq(equipmentTable.id, coolerId));
    const fahrenheit = key === 'kolkata';
    const thermostat = await buildThermostat(db, f.orgId, site.id, rtuId, {
      gatewayId: gateway.id,
      title: 'RTU Thermostat',
      temperatureUnit: fahrenheit ? 'F' : 'C',
    });
    const lighting = await buildEquipment(db, f.orgId, site.id, { title: 'Lighting' });
    await buildScheduler(db, f.orgId, site.id, lighting.id, { title: 'Lighting schedule' });
    const sensor = (o: Parameters<typeof buildSensor>[3]) =>
      buildSensor(db, f.orgId, site.id, { gatewayId: gateway.id, ...o });
    const meter = await buildEnergySensor(db, f.orgId, site.id, {
      gatewayId: gateway.id,
      equipmentId: lighting.id,
    });
    const override = await sensor({
      sensorType: 'OVERRIDDEN_STATE',
      unit: 'state',
      equipmentId: lighting.id,
    });
    const probe = await sensor({ sensorType: 'TEMPERATURE', unit: '°C', equipmentId: coolerId });
    const door = await sensor({ sensorType: 'DOOR', unit: 'open', equipmentId: coolerId });
    const hum = await sensor({ sensorType: 'HUMIDITY', unit: '%RH', title: `${key} Humidity` });
    out[key] = {
      thermostatId: thermostat.id,
      rtuId,
      coolerId,
      lightingId: lighting.id,
      lightingMeterId: meter.id,
      overrideSensorId: override.id,
      coolerProbeId: probe.id,
      doorId: door.id,
      humidityId: hum.id,
    };

    const readings: { sensor: string; ts: string; value: number }[] = [];
    const samples: Record<string, unknown>[] = [];
    const deg = (c: number) => (fahrenheit ? cToF(c) : c);
    for (let ms = HVAC_FROM; ms < HVAC_TO; ms += HVAC_STEP_MS) {
      const ts = new Date(ms).toISOString();
      const s = hvacSample(key, ms);
      if (s)
        samples.push({
          thermostat: thermostat.uuid,
          ts,
          online: s.online,
          mode: s.mode,
          workingMode: s.workingMode,
          temperature: deg(s.temperatureC),
          coolSetPoint: deg(s.coolC),
          heatSetPoint: deg(s.heatC),
          coolingStage1Running: s.cooling,
          coolingStage2Running: false,
          heatingStage1Running: s.heating,
          heatingStage2Running: false,
          tempUnits: fahrenheit ? 'F' : 'C',
        });
      readings.push({ sensor: door.uuid, ts, value: doorOpen(key, ms) });
      if (ms % FIXTURE_STEP_MS === 0) {
        readings.push(
          { sensor: meter.uuid, ts, value: lightingKwh(key, ms) },
          { sensor: override.uuid, ts, value: overrideState(key, ms) },
          { sensor: probe.uuid, ts, value: coolerTemp(key, ms) },
        );
        if (ms % 3_600_000 === 0) readings.push({ sensor: hum.uuid, ts, value: humidity(key, ms) });
      }
    }
    for (let i = 0; i < Math.max(readings.length, samples.length); i += 5000) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/ingest/readings',
        headers: { 'x-api-key': apiKey },
        payload: { readings: readings.slice(i, i + 5000), thermostats: samples.slice(i, i + 5000) },
      });
      if (res.statusCode !== 200 || res.json().rejected > 0)
        throw new Error(`ingest failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Temperature compliance (issue 11): a cooler, a freezer with timer defrosts and the freezer's door
// at each fixture site, fed through the ingestion API every 5 minutes, and a few planted events, each
// at the site's local time. Built on top of an analytics fixture by buildTemperatureFixture.

export const TEMPERATURE_FROM = Date.parse('2025-10-20T00:00:00Z');
export const TEMPERATURE_TO = Date.parse('2025-10-30T00:00:00Z');
export const TEMPERATURE_STEP_MS = 5 * 60_000;
export const COOLER_RANGE = { min: 0, max: 5 };
export const FREEZER_RANGE = { min: -25, max: -15 };
/** The freezers defrost at these local minutes of every day for DEFROST_MINUTES. */
export const DEFROST_STARTS = [2 * 60, 14 * 60];
export const DEFROST_MINUTES = 45;
/** Local days on which the cooler runs warm (6.5 °C) from 12:00 to 13:00 local. */
export const COOLER_WARM_DAYS = ['2025-10-24', '2025-10-27'];

/**
 * One planted freezer event per site on 27 October, local minutes [from, to) at `value` °C:
 * London's door held open (10:00–10:30) warming the box, New York's sustained warm-up (3 h), Sydney's
 * failure with an incident on the equipment, Kolkata's short unexplained warm-up.
 */
export const FREEZER_EVENTS: Record<
  FixtureSiteDef['key'],
  { day: string; from: number; to: number; value: number; door?: { from: number; to: number } }
> = {
  london: {
    day: '2025-10-27',
    from: 10 * 60 + 5,
    to: 10 * 60 + 45,
    value: -10,
    door: { from: 600, to: 630 },
  },
  newYork: { day: '2025-10-27', from: 15 * 60, to: 18 * 60, value: -12 },
  sydney: { day: '2025-10-27', from: 11 * 60, to: 12 * 60, value: -11 },
  kolkata: { day: '2025-10-27', from: 16 * 60, to: 16 * 60 + 30, value: -13 },
};

/** The fixture's temperature readings at an instant: cooler and freezer °C, door 1 open / 0 closed. */
export function temperatureValues(site: FixtureSiteDef, ms: number) {
  const p = localParts(ms, site.timeZone);
  const minute = p.hour * 60 + p.minute;
  const cooler = COOLER_WARM_DAYS.includes(p.day) && p.hour === 12 ? 6.5 : 3;
  const event = FREEZER_EVENTS[site.key];
  const today = p.day === event.day;
  let freezer = -18;
  if (DEFROST_STARTS.some((s) => minute >= s && minute < s + DEFROST_MINUTES)) freezer = -7;
  if (today && minute >= event.from && minute < event.to) freezer = event.value;
  const door = today && event.door && minute >= event.door.from && minute < event.door.to ? 1 : 0;
  return { cooler, freezer, door };
}

export interface TemperatureSite {
  coolerSensorId: number;
  freezerSensorId: number;
  doorSensorId: number;
  coolerEquipmentId: number;
  freezerEquipmentId: number;
}

export interface TemperatureFixture {
  sites: Record<FixtureSiteDef['key'], TemperatureSite>;
  /** Sydney's incident on the freezer (27 Oct 11:10–12:30 local). */
  incidentId: number;
}

/**
 * Adds the temperature sensors to every site of `fixture` (equipment 'Walk-in Cooler' 0–5 °C of
 * TEST_TYPE and 'Walk-in Freezer' −25…−15 °C of TEST_TYPE_2 with its door) and ingests their readings
 * from TEMPERATURE_FROM to TEMPERATURE_TO, then records Sydney's incident.
 */
export async function buildTemperatureFixture(
  t: TestContext,
  fixture: AnalyticsFixture,
): Promise<TemperatureFixture> {
  const db = t.database.db;
  const sites = {} as TemperatureFixture['sites'];
  let incidentId = 0;
  for (const def of FIXTURE_SITES) {
    const site = fixture.sites[def.key];
    const { gateway, apiKey } = await buildGateway(db, fixture.orgId, site.id);
    const cooler = await buildEquipment(db, fixture.orgId, site.id, {
      title: 'Walk-in Cooler',
      minTemp: COOLER_RANGE.min,
      maxTemp: COOLER_RANGE.max,
    });
    const freezer = await buildEquipment(db, fixture.orgId, site.id, {
      title: 'Walk-in Freezer',
      typeId: TEST_TYPE_2.id,
      groupId: TEST_GROUP_2.id,
      minTemp: FREEZER_RANGE.min,
      maxTemp: FREEZER_RANGE.max,
    });
    const sensor = (equipmentId: number, title: string, type: 'TEMPERATURE' | 'DOOR') =>
      buildSensor(db, fixture.orgId, site.id, {
        equipmentId,
        gatewayId: gateway.id,
        title,
        uuid: `${def.key}-${title.toLowerCase().replaceAll(' ', '-')}-${site.id}`,
        sensorType: type,
        unit: type === 'DOOR' ? 'open' : '°C',
      });
    const coolerSensor = await sensor(cooler.id, 'Cooler Temperature', 'TEMPERATURE');
    const freezerSensor = await sensor(freezer.id, 'Freezer Temperature', 'TEMPERATURE');
    const door = await sensor(freezer.id, 'Freezer Door', 'DOOR');
    sites[def.key] = {
      coolerSensorId: coolerSensor.id,
      freezerSensorId: freezerSensor.id,
      doorSensorId: door.id,
      coolerEquipmentId: cooler.id,
      freezerEquipmentId: freezer.id,
    };
    const readings: { sensor: string; ts: string; value: number }[] = [];
    for (let ms = TEMPERATURE_FROM; ms < TEMPERATURE_TO; ms += TEMPERATURE_STEP_MS) {
      const v = temperatureValues(def, ms);
      const ts = new Date(ms).toISOString();
      readings.push(
        { sensor: coolerSensor.uuid, ts, value: v.cooler },
        { sensor: freezerSensor.uuid, ts, value: v.freezer },
        { sensor: door.uuid, ts, value: v.door },
      );
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
    if (def.key === 'sydney') {
      // Recorded after the readings, so that the rule engine never evaluates this sentinel itself.
      const [sentinel] = await db
        .insert(sentinels)
        .values({
          orgId: fixture.orgId,
          siteId: site.id,
          equipmentId: freezer.id,
          equipmentIds: [freezer.id],
          sentinelType: 'TEMPERATURE_RANGE',
          title: 'Walk-in Freezer temperature out of range',
          params: { min: FREEZER_RANGE.min, max: FREEZER_RANGE.max, durationMinutes: 45 },
          muted: true,
        })
        .returning();
      // 27 Oct 2025 11:10–12:30 in Sydney (UTC+11).
      const [incident] = await db
        .insert(incidents)
        .values({
          orgId: fixture.orgId,
          siteId: site.id,
          sentinelId: sentinel!.id,
          sentinelType: 'TEMPERATURE_RANGE',
          equipmentId: freezer.id,
          equipmentIds: [freezer.id],
          siteIds: [site.id],
          priority: 'HIGH',
          resolved: true,
          createdAt: new Date('2025-10-27T00:10:00Z'),
          recoveredAt: new Date('2025-10-27T01:30:00Z'),
        })
        .returning();
      incidentId = incident!.id;
    }
  }
  return { sites, incidentId };
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
