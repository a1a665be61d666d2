import type { OrgComplianceReport, SiteComplianceReport } from '@sw/contracts';
import { dayInZone } from '@sw/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsFixture,
  buildAnalyticsFixture,
  buildTemperatureFixture,
  FIXTURE_SITES,
  localParts,
  TEMPERATURE_FROM,
  TEMPERATURE_STEP_MS,
  TEMPERATURE_TO,
  type TemperatureFixture,
  temperatureValues,
} from '../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../../test/factories';
import { readPdf } from '../../test/pdf-text';
import { reportFile } from '../../test/report-file';
import { expectShownAs } from '../../test/shown-as';
import { buildEquipment } from '../../test/telemetry-factories';

// The temperature compliance templates agree with the compliance pages' API: each sensor's and each
// site's hours and compliance in a file equal site_compliance_by_sensor's or org_compliance_by_site's
// for the same site and local days (the same services); the monthly record's days add up to them and
// to the trend's by_day; the temperature record's hourly rows are the page's hourly averages.

const H = 3_600_000;
const DAY = 86_400_000;
const FROM = '2025-10-24';
const TO = '2025-10-28';
const RECENT_ZONE = 'Asia/Tokyo';

let t: TestContext;
let f: AnalyticsFixture;
let temp: TemperatureFixture;
let foreignSite: number;
let recent: { siteId: number; days: string[] };

/** A fridge at a site in Tokyo (no DST) with readings over the last three whole local days. */
function recentValue(ms: number, first: number): number {
  const local = new Date(ms + 9 * H);
  const hour = local.getUTCHours();
  const day = Math.floor((ms - first) / DAY);
  if (hour === 7) return 6; // warm every morning
  if (day === 1 && hour === 15) return -1; // too cold one afternoon
  if (day === 2 && hour === 11 && local.getUTCMinutes() < 30) return 8; // a short warm-up
  return 2.5 + 0.1 * (hour % 5);
}

async function buildRecentSite(): Promise<{ siteId: number; days: string[] }> {
  const db = t.database.db;
  const site = await buildSite(db, f.orgId, { title: 'Fixture recent', timeZone: RECENT_ZONE });
  const { gateway, apiKey } = await buildGateway(db, f.orgId, site.id);
  const fridge = await buildEquipment(db, f.orgId, site.id, {
    title: 'Display Fridge',
    minTemp: 0,
    maxTemp: 5,
  });
  const sensor = await buildSensor(db, f.orgId, site.id, {
    equipmentId: fridge.id,
    gatewayId: gateway.id,
    title: 'Fridge Air',
    uuid: `recent-fridge-${site.id}`,
    sensorType: 'TEMPERATURE',
    unit: '°C',
  });
  const today = dayInZone(new Date(), RECENT_ZONE);
  const first = Date.parse(`${today}T00:00:00+09:00`) - 3 * DAY;
  const days = [0, 1, 2].map((i) => new Date(first + 9 * H + i * DAY).toISOString().slice(0, 10));
  const readings: { sensor: string; ts: string; value: number }[] = [];
  for (let ms = first; ms < first + 3 * DAY; ms += 5 * 60_000)
    readings.push({ sensor: sensor.uuid, ts: new Date(ms).toISOString(), value: recentValue(ms, first) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': apiKey },
    payload: { readings },
  });
  if (res.statusCode !== 200) throw new Error(`ingest failed: ${res.statusCode} ${res.body}`);
  return { siteId: site.id, days };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  temp = await buildTemperatureFixture(t, f);
  recent = await buildRecentSite();
  foreignSite = (await buildSite(t.database.db, (await buildOrg(t.database.db)).id)).id;
  await t.app.services.queue.startWorkers();
}, 600_000);
afterAll(() => t?.close());

const made = (body: object, call: string) => reportFile(t, f.admin, body, call);

const api = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url: `/api/analytics/report/${url}`, headers: f.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const siteApi = (siteId: number, from: string, to: string) =>
  api<SiteComplianceReport>(`site_compliance_by_sensor/${siteId}/${from}/${to}`);

/** RFC 4180 rows (quoted fields with commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

/** A CSV of several tables: table name → its rows keyed by header. */
function csvTables(file: Buffer): Map<string, Record<string, string>[]> {
  const rows = parseCsv(file.toString('utf8').replace(/^\uFEFF/, ''));
  const out = new Map<string, Record<string, string>[]>();
  let i = 0;
  while (i < rows.length) {
    const name = rows[i]![0]!;
    const header = rows[i + 1]!;
    const list: Record<string, string>[] = [];
    i += 2;
    while (i < rows.length && !(rows[i]!.length === 1 && rows[i]![0] === '')) {
      list.push(Object.fromEntries(header.map((h, k) => [h, rows[i]![k]!])));
      i++;
    }
    out.set(name, list);
    i++;
  }
  return out;
}

/** A worksheet's rows keyed by its header row. */
async function workbook(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const sheet = (name: string) => {
    const ws = wb.getWorksheet(name)!;
    const head = ws.getRow(1).values as unknown[];
    const rows: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      // A local day is a date cell at midnight UTC: read back as its 'YYYY-MM-DD'.
      const value = (i: number) => {
        const v = row.getCell(i).value ?? null;
        return v instanceof Date ? v.toISOString().slice(0, 10) : v;
      };
      rows.push(Object.fromEntries(head.map((h, i) => [String(h), value(i)]).slice(1)));
    });
    return rows;
  };
  return { names: wb.worksheets.map((w) => w.name), sheet };
}

/** Lowest and highest fixture reading of a sensor kind in the hours that start on the local days. */
function fixtureExtremes(key: (typeof FIXTURE_SITES)[number]['key'], kind: 'cooler' | 'freezer') {
  const def = FIXTURE_SITES.find((s) => s.key === key)!;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let ms = TEMPERATURE_FROM; ms < TEMPERATURE_TO; ms += TEMPERATURE_STEP_MS) {
    const day = localParts(Math.floor(ms / H) * H, def.timeZone).day;
    if (day < FROM || day > TO) continue;
    const v = temperatureValues(def, ms)[kind];
    low = Math.min(low, v);
    high = Math.max(high, v);
  }
  return { low, high };
}

const num = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));

describe('temperatureCompliance', () => {
  it('CSV: each sensor’s figures equal site_compliance_by_sensor (London, 24–28 Oct), excursions explained', async () => {
    const site = f.sites.london.id;
    const body = {
      reportTemplate: 'temperatureCompliance',
      siteId: site,
      reportFromDate: FROM,
      reportToDate: TO,
    };
    const tables = csvTables(await made(body, 'CSV_REPORT'));
    expect([...tables.keys()]).toEqual(['Sensors', 'Excursions']);
    const report = await siteApi(site, FROM, TO);
    const sensors = tables.get('Sensors')!;
    expect(sensors).toHaveLength(Object.keys(report.by_sensor).length);
    for (const s of Object.values(report.by_sensor)) {
      const row = sensors.find((r) => r.Sensor === s.sensor_title)!;
      expect(row.Equipment).toBe(s.equipment_title);
      expect(num(row['Range min (°C)'])).toBe(s.min_temp);
      expect(num(row['Range max (°C)'])).toBe(s.max_temp);
      expect(num(row['Hours with readings'])).toBe(s.valid_points);
      expect(num(row['Hours in range'])).toBe(s.compliant_points);
      expect(num(row['Defrost hours (excused)'])).toBe(s.defrost_points);
      expect(num(row['Hours out of range'])).toBe(s.valid_points - s.compliant_points - s.defrost_points);
      expect(num(row['Compliance (%)'])).toBe(s.within_compliance);
      expect(num(row.Excursions)).toBe(s.excursions.length);
      // The mean of the hourly averages: the page's grid holds them (a repeated DST hour averaged).
      const cells = Object.values(s.hourly_avg).flatMap((d) => Object.values(d));
      const values = cells.map((c) => c.value).filter((v): v is number => v !== null);
      expectShownAs(num(row['Mean (°C)']), values.reduce((a, v) => a + v, 0) / values.length);
      const kind = s.sensor_id === temp.sites.london.freezerSensorId ? 'freezer' : 'cooler';
      const e = fixtureExtremes('london', kind);
      expect(num(row['Lowest reading (°C)'])).toBe(e.low);
      expect(num(row['Highest reading (°C)'])).toBe(e.high);
    }
    // The worked example (docs/analytics.md): the walk-in freezer, 110 of 121 − 10 hours.
    const freezer = sensors.find((r) => r.Equipment === 'Walk-in Freezer')!;
    expect(freezer).toMatchObject({
      'Hours with readings': '121',
      'Hours in range': '110',
      'Defrost hours (excused)': '10',
      'Hours out of range': '1',
      'Compliance (%)': '99.10',
      'Lowest reading (°C)': '-18.0',
      'Highest reading (°C)': '-7.0',
    });
    // Least compliant first, as the page.
    expect(sensors.map((r) => num(r['Compliance (%)']))).toEqual(
      [...sensors.map((r) => num(r['Compliance (%)']))].sort((a, b) => (a ?? 101) - (b ?? 101)),
    );

    const excursions = tables.get('Excursions')!;
    const all = Object.values(report.by_sensor).flatMap((s) => s.excursions);
    expect(excursions).toHaveLength(all.length);
    for (const e of all) {
      const row = excursions.find((r) => Date.parse(r.Start!) === Date.parse(e.start))!;
      expect(num(row['Duration (min)'])).toBe(e.minutes);
      expectShownAs(num(row['Peak (°C)']), e.peak);
      expect(row.Detail).toBe(e.detail);
    }
    const door = excursions.find((r) => r.Explanation === 'Door open')!;
    expect(door.Start).toBe('2025-10-27T10:00:00+00:00');
    expect(door.Review).toBe('To review');
    expect(excursions.filter((r) => r.Explanation === 'Defrost').every((r) => r.Review === 'Excused')).toBe(
      true,
    );
    // Oldest first.
    expect(excursions.map((r) => r.Start)).toEqual([...excursions.map((r) => r.Start!)].sort());
  });

  it('PDF: cover, the sensors chart, each sensor’s row and the excursions, pages numbered', async () => {
    const site = f.sites.london.id;
    const file = await made(
      { reportTemplate: 'temperatureCompliance', siteId: site, reportFromDate: FROM, reportToDate: TO },
      '/api/v2/jobs/toPdf',
    );
    const pdf = await readPdf(file);
    const n = pdf.pages.length;
    expect(pdf.pages[0]).toContain('Temperature compliance — Fixture london');
    expect(pdf.pages[0]).toMatch(
      /Compliance\s+98\.71% \(229 of 232 counted hours in range; 10 defrost hours excused\)/,
    );
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${n}`);
    });
    const text = pdf.pages.join('\n');
    expect(text).toContain('Compliance of the sensors (%)');
    // Equipment, sensor, range, hours with readings, in range, defrost, out of range, compliance, lowest, mean, highest.
    expect(text).toMatch(
      /Walk-in Freezer\s+Freezer Temperature\s+-25\.0\s+-15\.0\s+121\s+110\s+10\s+1\s+99\.10\s+-18\.0\s+-17\.3\s+-7\.0/,
    );
    expect(text).toMatch(
      /Walk-in Cooler\s+Cooler Temperature\s+0\.0\s+5\.0\s+121\s+119\s+0\s+2\s+98\.35\s+3\.0\s+3\.1\s+6\.5/,
    );
    expect(text).toMatch(
      /2025-10-27 10:00\s+Walk-in Freezer\s+Freezer Temperature\s+45\s+-10\.0\s+-15\.0\s+Door open\s+To review/,
    );
  });

  it('refuses a foreign site (404) and more days than the site page (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/jobs/toPdf',
      headers: f.admin,
      payload: {
        reportTemplate: 'temperatureCompliance',
        siteId: foreignSite,
        reportFromDate: FROM,
        reportToDate: TO,
      },
    });
    expect(res.statusCode).toBe(404);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v2/jobs/toReport?reportType=CSV_REPORT',
      headers: f.admin,
      payload: {
        reportTemplate: 'temperatureCompliance',
        siteId: f.sites.london.id,
        reportFromDate: '2025-09-01',
        reportToDate: '2025-10-31',
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 31 days/);
  });
});

describe('multiSiteTemperatureCompliance', () => {
  it('Excel: each site as org_compliance_by_site, least compliant first; a site without readings last', async () => {
    const file = await made(
      { reportTemplate: 'multiSiteTemperatureCompliance', reportFromDate: FROM, reportToDate: TO },
      '/api/v2/jobs/global-report?reportType=EXCEL_REPORT',
    );
    const wb = await workbook(file);
    expect(wb.names).toEqual(['Report', 'Sites', 'Sensors']);
    const report = await api<OrgComplianceReport>(`org_compliance_by_site/${f.orgId}/${FROM}/${TO}`);
    const sites = wb.sheet('Sites');
    // The four fixture sites in the tile's order, then the recent site (a range, no readings then).
    expect(sites.map((r) => r.Site)).toEqual([...report.sites.map((s) => s.site_title), 'Fixture recent']);
    for (const entry of report.sites) {
      const s = report.by_site[String(entry.siteId)]!;
      const row = sites.find((r) => r.Site === entry.site_title)!;
      expect(row['Compliance (%)']).toBe(s.within_compliance);
      expect(row['Hours with readings']).toBe(s.valid_points);
      expect(row['Hours in range']).toBe(s.compliant_points);
      expect(row['Defrost hours (excused)']).toBe(s.defrost_points);
      expect(row['Sensors with a range']).toBe(Object.keys(s.by_sensor).length);
    }
    expect(sites.at(-1)).toMatchObject({ 'Hours with readings': 0, 'Compliance (%)': null });
    // The worked example: London pools its cooler and freezer, 229 of 242 − 10 hours.
    expect(sites.find((r) => r.Site === 'Fixture london')).toMatchObject({
      'Sensors with a range': 2,
      'Hours with readings': 242,
      'Hours in range': 229,
      'Defrost hours (excused)': 10,
      'Hours out of range': 3,
      'Compliance (%)': 98.71,
    });
    const sensors = wb.sheet('Sensors');
    for (const s of Object.values(report.by_site).flatMap((x) =>
      Object.values(x.by_sensor).map((y) => ({ ...y, site: x.site_title })),
    )) {
      const row = sensors.find((r) => r.Site === s.site && r.Sensor === s.sensor_title)!;
      expect(row['Compliance (%)']).toBe(s.within_compliance);
      expect(row['Hours with readings']).toBe(s.valid_points);
      expect(row['Range min (°C)']).toBe(s.min_temp);
    }
  });

  it('PDF of the organisation: the sites chart and every site’s compliance; foreign sites 404', async () => {
    const file = await made(
      { reportTemplate: 'multiSiteTemperatureCompliance', reportFromDate: FROM, reportToDate: TO },
      '/api/v2/jobs/global-report?reportType=PDF',
    );
    const pdf = await readPdf(file);
    const text = pdf.pages.join('\n');
    expect(pdf.pages[0]).toContain('Temperature compliance by site');
    expect(text).toContain('Compliance of the sites (%)');
    const report = await api<OrgComplianceReport>(`org_compliance_by_site/${f.orgId}/${FROM}/${TO}`);
    for (const s of report.sites)
      expect(text).toMatch(
        new RegExp(
          `${s.site_title}\\s+2\\s+[\\d,]+\\s+[\\d,]+\\s+\\d+\\s+\\d+\\s+${s.within_compliance.toFixed(2)}`,
        ),
      );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/jobs/global-report?reportType=CSV_REPORT',
      headers: f.admin,
      payload: {
        reportTemplate: 'multiSiteTemperatureCompliance',
        searchFilter: { siteIds: [foreignSite] },
        reportFromDate: FROM,
        reportToDate: TO,
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('monthlyTempCheck', () => {
  const MONTH = { reportFromDate: '2025-10-01', reportToDate: '2025-10-31' };

  it('Excel: every sensor every day; days add up to the site page’s month and to the trend’s by_day', async () => {
    const site = f.sites.london.id;
    const wb = await workbook(
      await made({ reportTemplate: 'monthlyTempCheck', siteId: site, ...MONTH }, 'EXCEL_REPORT'),
    );
    expect(wb.names).toEqual(['Report', 'Sensors', 'Daily record', 'Excursion log']);
    const month = await siteApi(site, '2025-10-01', '2025-10-31');
    const trend = await api<OrgComplianceReport>(
      `org_compliance_by_site/${f.orgId}/2025-10-01/2025-10-31?siteIds=${site}&trend=true`,
    );
    const days = wb.sheet('Daily record');
    expect(days).toHaveLength(31 * Object.keys(month.by_sensor).length);
    for (const s of Object.values(month.by_sensor)) {
      const mine = days.filter((r) => r.Sensor === s.sensor_title);
      expect(mine).toHaveLength(31);
      const sum = (k: string) => mine.reduce((a, r) => a + Number(r[k]), 0);
      expect(sum('Hours with readings')).toBe(s.valid_points);
      expect(sum('Hours in range')).toBe(s.compliant_points);
      expect(sum('Defrost hours (excused)')).toBe(s.defrost_points);
      const summary = wb.sheet('Sensors').find((r) => r.Sensor === s.sensor_title)!;
      expect(summary['Compliance (%)']).toBe(s.within_compliance);
    }
    for (const [day, c] of Object.entries(trend.by_day!)) {
      const mine = days.filter((r) => r.Day === day);
      expect(
        mine.reduce((a, r) => a + Number(r['Hours with readings']), 0),
        day,
      ).toBe(c.valid_points);
      expect(
        mine.reduce((a, r) => a + Number(r['Hours in range']), 0),
        day,
      ).toBe(c.compliant_points);
      expect(
        mine.reduce((a, r) => a + Number(r['Defrost hours (excused)']), 0),
        day,
      ).toBe(c.defrost_points);
    }
    // The 25-hour Sunday; a day without readings is a row of its own (the record shows the gap).
    const freezer = (day: string) => days.find((r) => r.Day === day && r.Equipment === 'Walk-in Freezer')!;
    expect(freezer('2025-10-26')).toMatchObject({
      'Hours with readings': 25,
      'Hours in range': 23,
      'Defrost hours (excused)': 2,
      'Lowest reading (°C)': -18,
      'Highest reading (°C)': -7,
    });
    expect(freezer('2025-10-05')).toMatchObject({ 'Hours with readings': 0, 'Mean (°C)': null });
    // The month of the walk-in freezer: 219 of 240 − 20 hours.
    expect(wb.sheet('Sensors').find((r) => r.Equipment === 'Walk-in Freezer')).toMatchObject({
      'Hours with readings': 240,
      'Hours in range': 219,
      'Defrost hours (excused)': 20,
      'Hours out of range': 1,
      'Compliance (%)': 99.55,
      Excursions: 21,
    });
    expect(wb.sheet('Excursion log')).toHaveLength(
      Object.values(month.by_sensor).reduce((a, s) => a + s.excursions.length, 0),
    );
  });

  it('PDF: the monthly record read back (cover, daily chart, every day’s row, pages numbered)', async () => {
    const site = f.sites.london.id;
    const file = await made(
      { reportTemplate: 'monthlyTempCheck', siteId: site, ...MONTH },
      '/api/v2/jobs/toPdf',
    );
    const pdf = await readPdf(file);
    const n = pdf.pages.length;
    // The title wraps on the cover.
    expect(pdf.pages[0]!.replace(/\s+/g, ' ')).toContain(
      'Monthly temperature check — Fixture london — October 2025',
    );
    expect(pdf.pages[0]).toMatch(/Period\s+October 2025: 2025-10-01 to 2025-10-31/);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${n}`);
    });
    const text = pdf.pages.join('\n');
    expect(text).toContain('Compliance per day, every sensor pooled (%)');
    const rows = text.split('\n').filter((l) => /Walk-in (Cooler|Freezer)\s.*\s2025-10-\d\d\s/.test(l));
    expect(rows).toHaveLength(62);
    expect(rows.find((l) => l.includes('Walk-in Freezer') && l.includes('2025-10-26'))).toMatch(
      /2025-10-26\s+-18\.0\s+-17\.\d\s+-7\.0\s+25\s+23\s+2\s+0\s+100\.00/,
    );
  });

  it('refuses a period that is not one calendar month, a month not begun, and a foreign site', async () => {
    const cases: [object, number, RegExp][] = [
      [
        { siteId: f.sites.london.id, reportFromDate: '2025-10-05', reportToDate: '2025-10-31' },
        400,
        /one calendar month/,
      ],
      [
        { siteId: f.sites.london.id, reportFromDate: '2025-10-01', reportToDate: '2025-11-30' },
        400,
        /one calendar month/,
      ],
      [
        { siteId: f.sites.london.id, reportFromDate: '2999-01-01', reportToDate: '2999-01-31' },
        400,
        /has not begun/,
      ],
      [{ siteId: foreignSite, ...MONTH }, 404, /not found/i],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/jobs/toReport?reportType=CSV_REPORT',
        headers: f.admin,
        payload: { reportTemplate: 'monthlyTempCheck', ...body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('temperatureRecord', () => {
  it('CSV, hourly: the rows are the site page’s hourly averages; Yes rows are its hours in range', async () => {
    const [from, , to] = recent.days as [string, string, string];
    const tables = csvTables(
      await made(
        {
          reportTemplate: 'temperatureRecord',
          siteId: recent.siteId,
          reportFromDate: from,
          reportToDate: to,
        },
        'CSV_REPORT',
      ),
    );
    const report = await siteApi(recent.siteId, from, to);
    const s = Object.values(report.by_sensor)[0]!;
    const [summary] = tables.get('Sensors')!;
    expect(summary).toMatchObject({
      Sensor: 'Fridge Air',
      'Intervals in the period': '72',
      'Intervals with readings': String(s.valid_points),
      'Intervals in range': String(s.compliant_points),
    });
    const rows = tables.get('Readings')!;
    expect(rows).toHaveLength(s.valid_points);
    for (const r of rows) {
      // '2026-11-24T07:00:00+09:00': the site's local day and hour.
      const cell = s.hourly_avg[r.Time!.slice(0, 10)]![r.Time!.slice(11, 13)]!;
      expectShownAs(num(r['Mean (°C)']), cell.value!);
      expect(r['In range']).toBe(cell.compliance_level === 'Compliant' ? 'Yes' : 'No');
      expect(r['Range min (°C)']).toBe('0.0');
      expect(r['Range max (°C)']).toBe('5.0');
    }
    expect(rows.filter((r) => r['In range'] === 'Yes')).toHaveLength(s.compliant_points);
    // The short warm-up of the third day: 11:00 averages (6 × 8 + 6 × 2.6) ÷ 12 = 5.3 °C.
    expect(rows.find((r) => r.Time === `${to}T11:00:00+09:00`)).toMatchObject({
      'Mean (°C)': '5.3',
      'Maximum (°C)': '8.0',
      'In range': 'No',
    });
  });

  it('PDF, 15 minutes: the log read back with its range and In range column', async () => {
    const [from, , to] = recent.days as [string, string, string];
    const file = await made(
      {
        reportTemplate: 'temperatureRecord',
        siteId: recent.siteId,
        reportFromDate: from,
        reportToDate: to,
        aggregationLevel: '15m',
      },
      '/api/v2/jobs/toPdf',
    );
    const pdf = await readPdf(file);
    const n = pdf.pages.length;
    expect(pdf.pages[0]).toContain('Temperature record — Fixture recent');
    expect(pdf.pages[0]).toMatch(/Interval\s+15 minutes/);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${n}`);
    });
    const rows = pdf.pages
      .flatMap((p) => p.split('\n'))
      .filter((l) => /^\s*\d{4}-\d\d-\d\d \d\d:\d\d\s+Display Fridge/.test(l));
    expect(rows).toHaveLength(3 * 96);
    expect(rows.find((l) => l.includes(`${to} 11:15`))).toMatch(/8\.0\s+8\.0\s+8\.0\s+3\s+0\.0\s+5\.0\s+No/);
    expect(rows.filter((l) => /\sYes\s*$/.test(l)).length).toBeGreaterThan(200);
  });

  it('daily over the fixture’s days; refuses hourly data no longer kept, too many rows and a foreign site', async () => {
    const tables = csvTables(
      await made(
        {
          reportTemplate: 'temperatureRecord',
          siteId: f.sites.london.id,
          reportFromDate: FROM,
          reportToDate: TO,
          aggregationLevel: '1d',
        },
        'CSV_REPORT',
      ),
    );
    const rows = tables.get('Readings')!;
    expect(rows).toHaveLength(2 * 5);
    // 27 Oct: 18 defrost readings at −7, 8 at −10 (door), 262 at −18 → mean −17.09, in range.
    expect(
      rows.find((r) => r.Equipment === 'Walk-in Freezer' && r.Time === '2025-10-27T00:00:00+00:00'),
    ).toMatchObject({
      'Mean (°C)': '-17.1',
      'Minimum (°C)': '-18.0',
      'Maximum (°C)': '-7.0',
      Readings: '288',
      'In range': 'Yes',
    });
    const cases: [object, number, RegExp][] = [
      [{ siteId: f.sites.london.id, reportFromDate: FROM, reportToDate: TO }, 400, /kept for 62 days/],
      [
        { siteId: f.sites.london.id, reportFromDate: '0001-01-01', reportToDate: TO, aggregationLevel: '1d' },
        400,
        /rows \(at most 1,000,000\)/,
      ],
      [
        { siteId: foreignSite, reportFromDate: FROM, reportToDate: TO, aggregationLevel: '1d' },
        404,
        /not found/i,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/jobs/toReport?reportType=EXCEL_REPORT',
        headers: f.admin,
        payload: { reportTemplate: 'temperatureRecord', ...body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });
});
