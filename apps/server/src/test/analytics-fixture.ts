import { incidents, type OperatingHours, sentinels } from '../db/schema';
import type { TestContext } from './app';
import { buildGateway, buildOrg, buildSensor, buildSite, buildUser } from './factories';
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
