import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  EnergySeries,
  EquipmentCompareReport,
  EquipmentPerformanceRow,
  OperationalSeries,
  OrgComplianceReport,
  OrgEnergyPdfReport,
  ReportTemplateAvailability,
  SiteComplianceReport,
  SiteEnergyReport,
  ThermostatComplianceReport,
} from '@sw/contracts';
import { dayEdgeInZone, dayInZone, formatInZone, SHORT_MONTH_NAMES } from '@sw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeAll } from '../../db/analyze';
import { insertCatalogue } from '../../simulator/catalogue';
import { DEMO_PASSWORD } from '../../simulator/demo-accounts';
import { createOrganizations, createUsers } from '../../simulator/demo-org';
import { generateHistory } from '../../simulator/history';
import { loadModelInputs } from '../../simulator/model-inputs';
import { buildModelParams } from '../../simulator/model-params';
import { Rng } from '../../simulator/rng';
import { createSite } from '../../simulator/site-builder';
import { ALL_SITES, DEMO_ORG_ID } from '../../simulator/site-list';
import { createTestApp, type TestContext } from '../../test/app';
import { renderPdfPages } from '../../test/pdf-render';
import { readPdf } from '../../test/pdf-text';
import { reportFile } from '../../test/report-file';
import { expectShownAs } from '../../test/shown-as';
import {
  asShownInCalc,
  type CalcSheets,
  csvTables,
  openAllInCalc,
  parseCsv,
  type ReadTable,
  type SheetTable,
  sheetTable,
} from '../../test/spreadsheet';

// Every template the server lists (GET /api/v2/jobs/templates), in every format it lists, made
// through the job calls from the demo's own data (two demo supermarkets with their history, generated
// by the demo's model: London, and Adelaide half an hour off whole hours), then opened by real
// readers: each PDF page rendered by pdftoppm, each workbook opened by LibreOffice Calc and its
// figures compared with the API the template is built from, each CSV compared cell by cell with
// the workbook. PDF_RENDERS_DIR=<dir> keeps each PDF and a few of its rendered pages to look at.

const SITES = { london: 'Greenleaf Market Camden', adelaide: 'Greenleaf Market Adelaide' } as const;
const SEED = 20261122;
const DAY = 86_400_000;
const KEEP = process.env.PDF_RENDERS_DIR;

type Format = 'CSV' | 'EXCEL' | 'PDF';
/** Rows of a table keyed by its header, cells as shown. */
type Rows = Record<string, string>[];
/** A header: these columns, or the fixed ones followed by some of the optional ones in order. */
type HeaderSpec = (string | RegExp)[] | { fixed: string[]; optional: string[] };

interface Case {
  formats: Format[];
  /** The request besides its template and the default period. */
  body: () => Record<string, unknown>;
  /** Its data tables in order (the workbook's sheets after "Report"; the CSV's tables). */
  tables: () => Record<string, HeaderSpec>;
  /** The workbook's figures, as Calc shows them, against the API the template is built from. */
  api: (sheets: Record<string, Rows>) => Promise<void>;
}

interface Demo {
  london: { id: number; zone: string };
  adelaide: { id: number; zone: string };
  /** London's walk-in cooler and Adelaide's first RTU: equipment with an energy meter. */
  cooler: { id: number; groupId: number; zone: string };
  rtu: { id: number; zone: string };
  /** Every equipment group with equipment at the two sites. */
  groups: { id: number; title: string }[];
  period: { reportFromDate: string; reportToDate: string };
  /** London's previous calendar month. */
  month: { reportFromDate: string; reportToDate: string };
  /** January to the end of that month. */
  year: { reportFromDate: string; reportToDate: string };
}

let t: TestContext;
let admin: { authorization: string };
let demo: Demo;
let listed: ReportTemplateAvailability[] = [];
/** `${template}/${format}` → the file, or why it was not made. */
const files = new Map<string, Buffer | Error>();
/** template → its workbook as Calc saved it. */
const calc = new Map<string, CalcSheets>();

/** The demo's organisations, accounts and two of its sites, with their history up to `anchor`. */
async function seedDemoSites(anchor: Date): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await insertCatalogue(tx);
    await createOrganizations(tx, anchor);
    await createUsers(tx, anchor);
    const rng = new Rng(SEED);
    for (const title of Object.values(SITES))
      await createSite(tx, ALL_SITES.find((s) => s.title === title)!, rng, anchor);
    await generateHistory(tx, buildModelParams(await loadModelInputs(tx), anchor), anchor);
  });
  await analyzeAll(t.database);
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const offsetAt = (ms: number, zone: string) => formatInZone(ms, 'xxx', zone);

/**
 * Seven whole local days ending two days ago (within every retention window), moved back a week
 * while a clock change falls in them (a repeated hour is pooled by the compliance pages, not by the
 * rollups, so the cross-checks would differ by design).
 */
function defaultPeriod(zones: string[]): Demo['period'] {
  let to = Date.now() - 2 * DAY;
  const shifts = (end: number) => zones.some((z) => offsetAt(end - 8 * DAY, z) !== offsetAt(end + DAY, z));
  while (shifts(to)) to -= 7 * DAY;
  return { reportFromDate: iso(to - 6 * DAY), reportToDate: iso(to) };
}

async function findDemo(): Promise<Demo> {
  const q = <T>(sql: string, params: unknown[]) => t.database.query<T>(sql, params);
  const sites = await q<{ id: number; title: string; zone: string }>(
    'select id, title, time_zone as zone from sites where title = any($1::text[])',
    [Object.values(SITES)],
  );
  const site = (title: string) => sites.find((s) => s.title === title)!;
  const london = site(SITES.london);
  const adelaide = site(SITES.adelaide);
  const equipment = await q<{ id: number; title: string; siteId: number; groupId: number }>(
    'select id, title, site_id as "siteId", group_id as "groupId" from equipment where site_id = any($1::int[])',
    [[london.id, adelaide.id]],
  );
  const item = (siteId: number, title: string) =>
    equipment.find((e) => e.siteId === siteId && e.title === title)!;
  const cooler = item(london.id, 'Walk-in Cooler');
  const groups = await q<{ id: number; title: string }>(
    'select id, title from equipment_groups where id = any($1::int[]) order by title',
    [[...new Set(equipment.map((e) => e.groupId))]],
  );
  const today = dayInZone(new Date(), london.zone);
  const lastOfMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 0));
  const monthEnd = iso(lastOfMonth.getTime());
  return {
    london: { id: london.id, zone: london.zone },
    adelaide: { id: adelaide.id, zone: adelaide.zone },
    cooler: { id: cooler.id, groupId: cooler.groupId, zone: london.zone },
    rtu: { id: item(adelaide.id, 'RTU 1').id, zone: adelaide.zone },
    groups,
    period: defaultPeriod([london.zone, adelaide.zone]),
    month: { reportFromDate: `${monthEnd.slice(0, 8)}01`, reportToDate: monthEnd },
    year: { reportFromDate: `${monthEnd.slice(0, 4)}-01-01`, reportToDate: monthEnd },
  };
}

/** The call that makes a template in a format: its own PDF call, the organisation-wide call where it has one. */
function callOf(a: ReportTemplateAvailability, format: Format): string {
  const global = a.modes.includes('global');
  if (format === 'PDF') {
    const pdf = a.pdfModes ?? a.modes;
    if (pdf.includes('batch')) return '/api/v2/jobs/batch/toPdf';
    return pdf.includes('global') ? '/api/v2/jobs/global-report?reportType=PDF' : '/api/v2/jobs/toPdf';
  }
  if (format === 'EXCEL' && global) return '/api/v2/jobs/global-report?reportType=EXCEL_REPORT';
  return `/api/v2/jobs/toReport?reportType=${format === 'CSV' ? 'CSV_REPORT' : 'EXCEL_REPORT'}`;
}

/** Runs `fn` over `items`, `n` at a time. */
async function inPool<T>(items: T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  // The templates read the real clock (retention, "to date"), so the history ends now (the hour
  // begun, as the demo's seed: its windows are whole hours).
  await seedDemoSites(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000));
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'admin@demo.example', password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  admin = { authorization: `Bearer ${login.json().accessToken}` };
  demo = await findDemo();
  await t.app.services.queue.startWorkers();
  listed = (await t.app.inject({ url: '/api/v2/jobs/templates', headers: admin })).json();
  const wanted = listed.flatMap((a) => a.formats.map((format) => ({ a, format })));
  // Failures are kept per file, so each test names its own.
  await inPool(wanted, 3, async ({ a, format }) => {
    const c = CASES[a.reportTemplate];
    if (!c) return;
    const call = callOf(a, format);
    const body = {
      reportTemplate: a.reportTemplate,
      ...demo.period,
      ...c.body(),
      ...(call.includes('/batch/') ? { downloadType: 'PDF_MERGE' } : {}),
    };
    try {
      files.set(`${a.reportTemplate}/${format}`, await reportFile(t, admin, body, call));
    } catch (err) {
      files.set(`${a.reportTemplate}/${format}`, err as Error);
    }
  });
  // One Calc start for every workbook.
  const books = [...files].filter(
    (e): e is [string, Buffer] => e[0].endsWith('/EXCEL') && Buffer.isBuffer(e[1]),
  );
  const sheets = await openAllInCalc(books.map(([, file]) => file));
  for (const [i, [key]] of books.entries()) calc.set(key.split('/')[0]!, sheets[i]!);
  // About 25 s on PGlite (seed 5 s, the 40 files 17 s, one Calc start for 14 workbooks 2 s).
}, 600_000);
afterAll(() => t?.close());

function fileOf(template: string, format: Format): Buffer {
  const file = files.get(`${template}/${format}`);
  if (file instanceof Error) throw file;
  expect(file, `${template} ${format} was not asked for`).toBeDefined();
  return file!;
}

// ——— Reading tables back ———

const keyed = (table: ReadTable): Rows =>
  table.rows.map((r) => Object.fromEntries(table.header.map((h, i) => [h, r[i] ?? ''])));

function expectHeader(header: string[], spec: HeaderSpec, table: string): void {
  if (Array.isArray(spec)) {
    expect(header.length, `${table}: ${header.join(', ')}`).toBe(spec.length);
    spec.forEach((s, i) => {
      if (typeof s === 'string') expect(header[i], table).toBe(s);
      else expect(header[i], table).toMatch(s);
    });
    return;
  }
  expect(header.slice(0, spec.fixed.length), table).toEqual(spec.fixed);
  const rest = header.slice(spec.fixed.length);
  expect(rest, table).toEqual(spec.optional.filter((h) => rest.includes(h)));
}

// ——— Figures ———

const api = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: admin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const analytics = <T>(path: string) => api<T>(`/api/analytics/report/${path}`);

/** A cell shows an API figure at `decimals`, or is empty where the API has none. */
function expectCell(
  cell: string | undefined,
  value: number | null | undefined,
  decimals: number,
  what: string,
) {
  if (value === null || value === undefined) expect(cell, what).toBe('');
  else expectShownAs(cell === '' || cell === undefined ? null : Number(cell), value, decimals);
}

const find = (rows: Rows, match: Record<string, string>, what = JSON.stringify(match)) => {
  const row = rows.find((r) => Object.entries(match).every(([k, v]) => r[k] === v));
  expect(row, `a row ${what}`).toBeDefined();
  return row!;
};

const siteTitles = () => [SITES.adelaide, SITES.london];
const bothSites = () => ({ searchFilter: { siteIds: [demo.london.id, demo.adelaide.id] } });
const localMinute = (seconds: number, zone: string) => formatInZone(seconds * 1000, 'yyyy-MM-dd HH:mm', zone);

/** A site's sensors of a kind, by equipment and title (as the raw-data tables name them). */
const sensorsOf = (siteId: number, kind: string) =>
  t.database.query<{ id: number; title: string; equipment: string | null }>(
    `select s.id, s.title, e.title as equipment from sensors s left join equipment e on e.id = s.equipment_id
      where s.site_id = $1 and s.sensor_type = $2 order by s.id`,
    [siteId, kind],
  );

/**
 * A sensor's hourly buckets that start in the period (the operational series: average, min, max; it
 * also answers the bucket the period starts in, which in a half-hour zone starts before it).
 */
async function hourly(sensorId: number, zone: string) {
  const from = dayEdgeInZone(demo.period.reportFromDate, zone, 'start').getTime();
  const to = dayEdgeInZone(demo.period.reportToDate, zone, 'end').getTime() + 1;
  const s = await api<OperationalSeries>(
    `/timeseries/operational/sensor/${sensorId}?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}&agg=1h`,
  );
  const inPeriod = s.readings.filter((r) => r.timestamp * 1000 >= from && r.timestamp * 1000 < to);
  const byMinute = new Map<string, OperationalSeries['readings']>();
  for (const r of inPeriod) {
    const k = localMinute(r.timestamp, zone);
    byMinute.set(k, [...(byMinute.get(k) ?? []), r]);
  }
  return { count: inPeriod.length, byMinute };
}

/** Every raw-data sensor has rows; one sensor's rows are its hourly buckets as the series API reads them. */
async function rawDataAgainstSeries(
  rows: Rows,
  site: { id: number; zone: string },
  kind: 'TEMPERATURE' | 'ENERGY',
  check: (row: Record<string, string>, r: OperationalSeries['readings'][number]) => boolean,
) {
  const sensors = await sensorsOf(site.id, kind);
  expect(new Set(rows.map((r) => `${r.Equipment}/${r.Sensor}`))).toEqual(
    new Set(sensors.map((s) => `${s.equipment ?? ''}/${s.title}`)),
  );
  const sensor = sensors.find((s) => s.equipment !== null)!;
  const mine = rows.filter((r) => r.Sensor === sensor.title && r.Equipment === sensor.equipment);
  const series = await hourly(sensor.id, site.zone);
  expect(mine).toHaveLength(series.count);
  for (const row of mine)
    expect(
      (series.byMinute.get(row.Time!) ?? []).some((r) => check(row, r)),
      `${sensor.title} ${row.Time}: ${JSON.stringify(row)}`,
    ).toBe(true);
}

const within = (cell: string | undefined, value: number, decimals: number) =>
  cell !== undefined && cell !== '' && Math.abs(Number(cell) - value) <= 0.5 * 10 ** -decimals + 1e-9;

/** The equipment group performance page's rows of every group at the two sites. */
async function compareRows(groupIds: number[]): Promise<(EquipmentPerformanceRow & { groupId: number })[]> {
  const { reportFromDate: from, reportToDate: to } = demo.period;
  const out: (EquipmentPerformanceRow & { groupId: number })[] = [];
  for (const id of groupIds) {
    const r = await analytics<EquipmentCompareReport>(
      `equipment_compare/${id}/${from}/${to}?site_id=${demo.london.id},${demo.adelaide.id}`,
    );
    out.push(...r.rows.map((row) => ({ ...row, groupId: id })));
  }
  return out;
}

const siteCompliance = (siteId: number, p: Demo['period']) =>
  analytics<SiteComplianceReport>(
    `site_compliance_by_sensor/${siteId}/${p.reportFromDate}/${p.reportToDate}`,
  );

function expectSensorsAsSitePage(rows: Rows, report: SiteComplianceReport) {
  const sensors = Object.values(report.by_sensor);
  expect(rows).toHaveLength(sensors.length);
  for (const s of sensors) {
    const row = find(rows, { Equipment: s.equipment_title, Sensor: s.sensor_title });
    expect(row['Hours with readings']).toBe(String(s.valid_points));
    expect(row['Hours in range']).toBe(String(s.compliant_points));
    expect(row['Defrost hours (excused)']).toBe(String(s.defrost_points));
    expectCell(row['Compliance (%)'], s.within_compliance, 2, s.sensor_title);
  }
}

const months = () => SHORT_MONTH_NAMES.slice(0, Number(demo.year.reportToDate.slice(5, 7)));

const SENSOR_COLUMNS = [
  'Equipment',
  'Sensor',
  'Range min (°C)',
  'Range max (°C)',
  'Hours with readings',
  'Hours in range',
  'Defrost hours (excused)',
  'Hours out of range',
  'Compliance (%)',
  'Lowest reading (°C)',
  'Mean (°C)',
  'Highest reading (°C)',
  'Defrost cycles a day',
  'Excursions',
  'Excursions to review',
];
const EXCURSION_COLUMNS = [
  'Start',
  'Equipment',
  'Sensor',
  'Duration (min)',
  'Peak (°C)',
  'Limit crossed (°C)',
  'Explanation',
  'Review',
  'Detail',
  'Review notes',
];
const HOUR_COLUMNS = [
  'Hours with readings',
  'Hours in range',
  'Defrost hours (excused)',
  'Hours out of range',
  'Compliance (%)',
];
const DAY_COLUMNS = [
  'Day',
  'Energy (kWh)',
  'Operating hours energy (kWh)',
  'Non-operating hours energy (kWh)',
  'Non-operating share (%)',
  'Every meter reported',
];
const ALL: Format[] = ['CSV', 'EXCEL', 'PDF'];

const CASES: Record<string, Case> = {
  rawTemperatureData: {
    formats: ['CSV', 'EXCEL'],
    body: () => ({ siteId: demo.adelaide.id, aggregationLevel: '1h' }),
    tables: () => ({
      'Raw temperature data': [
        'Time',
        'Sensor',
        'Equipment',
        'Mean (°C)',
        'Minimum (°C)',
        'Maximum (°C)',
        'Readings',
      ],
    }),
    api: (s) =>
      rawDataAgainstSeries(
        s['Raw temperature data']!,
        demo.adelaide,
        'TEMPERATURE',
        (row, r) =>
          within(row['Mean (°C)'], r.value, 1) &&
          within(row['Minimum (°C)'], r.min, 1) &&
          within(row['Maximum (°C)'], r.max, 1),
      ),
  },
  rawEnergyData: {
    formats: ['CSV', 'EXCEL'],
    body: () => ({ siteId: demo.london.id, aggregationLevel: '1h' }),
    tables: () => ({ 'Raw energy data': ['Time', 'Sensor', 'Equipment', 'Energy (kWh)', 'Readings'] }),
    // The series averages a bucket's readings; the report sums them.
    api: (s) =>
      rawDataAgainstSeries(s['Raw energy data']!, demo.london, 'ENERGY', (row, r) =>
        within(row['Energy (kWh)'], r.value * Number(row.Readings), 2),
      ),
  },
  dailyEnergyConsumption: {
    formats: ALL,
    body: () => ({ siteId: demo.adelaide.id }),
    tables: () => ({ 'Daily energy': DAY_COLUMNS }),
    api: async (s) => {
      const { reportFromDate: from, reportToDate: to } = demo.period;
      const report = await analytics<SiteEnergyReport>(`energy_report/${demo.adelaide.id}/${from}/${to}`);
      const rows = s['Daily energy']!;
      expect(rows).toHaveLength(report.daily.length);
      for (const d of report.daily) {
        const row = find(rows, { Day: d.date });
        expectCell(row['Energy (kWh)'], d.kwh, 1, d.date);
        expectCell(row['Operating hours energy (kWh)'], d.in_sched, 1, d.date);
      }
    },
  },
  multiSiteEnergyConsumption: {
    formats: ALL,
    body: bothSites,
    tables: () => ({
      Sites: [
        'Site',
        'Energy (kWh)',
        'Days with data',
        'Floor area (m²)',
        'EUI for the period (kWh/m²)',
        'CO2 (kg CO2e)',
        'Non-operating hours energy (kWh)',
        'Non-operating share (%)',
      ],
      'Daily energy': ['Site', ...DAY_COLUMNS],
    }),
    api: async (s) => {
      const { reportFromDate: from, reportToDate: to } = demo.period;
      expect(s.Sites!.map((r) => r.Site).sort()).toEqual(siteTitles());
      let days = 0;
      for (const site of [demo.london, demo.adelaide]) {
        const report = await analytics<SiteEnergyReport>(`energy_report/${site.id}/${from}/${to}`);
        const row = find(s.Sites!, { Site: report.site_title });
        expectCell(row['Energy (kWh)'], report.total_kwh, 1, report.site_title);
        expectCell(row['EUI for the period (kWh/m²)'], report.kwh_per_unit_area, 2, report.site_title);
        expectCell(row['CO2 (kg CO2e)'], report.co2_kg, 1, report.site_title);
        days += report.daily.length;
      }
      expect(s['Daily energy']).toHaveLength(days);
    },
  },
  hvacControlledPerformance: {
    formats: ALL,
    body: bothSites,
    tables: () => ({
      'HVAC performance': [
        'Equipment',
        'Type',
        'Site',
        'Manufacturer',
        'Model',
        'Setpoint Compliance (%)',
        'Space Temperature (°C)',
        'Deviation from Setpoint (°C)',
        'Daily Cooling Runtime (hrs)',
        'Daily Heating Runtime (hrs)',
        'Energy Consumed (kWh)',
      ],
    }),
    api: async (s) => {
      const rows = s['HVAC performance']!;
      let units = 0;
      for (const site of [demo.london, demo.adelaide]) {
        // The site report covers the 7 local days ending on its date: the period.
        const report = await analytics<ThermostatComplianceReport>(
          `thermostat_compliance_report/${site.id}/${demo.period.reportToDate}`,
        );
        for (const r of Object.values(report.data.by_eq)) {
          units++;
          const row = find(rows, { Equipment: r.equipment_title, Site: r.site_title });
          const c = r.temperature_comp;
          expectCell(row['Setpoint Compliance (%)'], c.compliance_rate.percent, 1, r.equipment_title);
          expectCell(row['Space Temperature (°C)'], c.avg_temp, 2, r.equipment_title);
          expectCell(
            row['Daily Cooling Runtime (hrs)'],
            c.cooling.overall.hours_per_day,
            1,
            r.equipment_title,
          );
        }
      }
      expect(units).toBeGreaterThan(0);
      expect(rows).toHaveLength(units);
    },
  },
  organizationEnergyPerformance: {
    formats: ALL,
    body: () => ({ ...demo.year }),
    tables: () => ({
      Energy: ['Site', 'Year to date (kWh)', ...months().map((m) => `${m} (kWh)`), 'Months not complete'],
      EUI: [
        'Site',
        'Floor area (m²)',
        'EUI year to date (kWh/m²)',
        'Estimated EUI (kWh/m²)',
        'Days estimated',
        /^Above \d+(\.\d+)?$/,
        'Weather-normalised EUI (kWh/m²)',
      ],
      CO2: [
        'Site',
        'Grid factor (kg/kWh)',
        'Year to date (kg CO2e)',
        ...months().map((m) => `${m} (kg)`),
        'Months not complete',
      ],
    }),
    api: async (s) => {
      // The Summary page's report, asked for as the page asks (computed in the background).
      const start = await t.app.inject({
        url: `/api/analytics/async_report/org_energy_pdf/${DEMO_ORG_ID}/${demo.year.reportToDate.slice(0, 8)}01`,
        headers: admin,
      });
      expect(start.statusCode, start.body).toBe(200);
      await t.app.services.analyticsReports.settled();
      const report = (
        await api<{ data: OrgEnergyPdfReport }>(
          `/api/analytics/report/org_energy_pdf/${DEMO_ORG_ID}/${start.json().report_key}`,
        )
      ).data;
      const last = `${months().at(-1)} (kWh)`;
      const sites = Object.values(report.energy.site_dict);
      expect(sites.map((x) => x.site_title).sort()).toEqual(siteTitles());
      for (const site of sites) {
        const row = find(s.Energy!, { Site: site.site_title });
        expectCell(row['Year to date (kWh)'], site.site_total, 0, site.site_title);
        const entry = site.monthly_dict[demo.year.reportToDate.slice(0, 7)];
        const value = typeof entry === 'number' ? entry : (entry?.value ?? null);
        expectCell(row[last], value, 0, `${site.site_title} ${last}`);
      }
      for (const site of Object.values(report.eui.site_eui))
        expectCell(
          find(s.EUI!, { Site: site.site_title })['EUI year to date (kWh/m²)'],
          site.site_eui_existing,
          1,
          site.site_title,
        );
    },
  },
  temperatureCompliance: {
    formats: ALL,
    body: () => ({ siteId: demo.adelaide.id }),
    tables: () => ({ Sensors: SENSOR_COLUMNS, Excursions: EXCURSION_COLUMNS }),
    api: async (s) => {
      const report = await siteCompliance(demo.adelaide.id, demo.period);
      expectSensorsAsSitePage(s.Sensors!, report);
      const excursions = Object.values(report.by_sensor).flatMap((x) => x.excursions);
      expect(s.Excursions).toHaveLength(excursions.length);
    },
  },
  multiSiteTemperatureCompliance: {
    formats: ALL,
    body: bothSites,
    tables: () => ({
      Sites: ['Site', 'Sensors with a range', ...HOUR_COLUMNS],
      Sensors: ['Site', 'Equipment', 'Sensor', 'Range min (°C)', 'Range max (°C)', ...HOUR_COLUMNS],
    }),
    api: async (s) => {
      const { reportFromDate: from, reportToDate: to } = demo.period;
      const report = await analytics<OrgComplianceReport>(
        `org_compliance_by_site/${DEMO_ORG_ID}/${from}/${to}?siteIds=${demo.london.id},${demo.adelaide.id}`,
      );
      // Least compliant first, as the page's tile.
      expect(s.Sites!.map((r) => r.Site)).toEqual(report.sites.map((x) => x.site_title));
      let sensors = 0;
      for (const entry of report.sites) {
        const site = report.by_site[String(entry.siteId)]!;
        const row = find(s.Sites!, { Site: entry.site_title });
        expect(row['Hours with readings']).toBe(String(site.valid_points));
        expect(row['Hours in range']).toBe(String(site.compliant_points));
        expectCell(row['Compliance (%)'], site.within_compliance, 2, entry.site_title);
        for (const x of Object.values(site.by_sensor)) {
          sensors++;
          const r = find(s.Sensors!, {
            Site: entry.site_title,
            Equipment: x.equipment_title,
            Sensor: x.sensor_title,
          });
          expect(r['Hours with readings']).toBe(String(x.valid_points));
          expectCell(r['Compliance (%)'], x.within_compliance, 2, x.sensor_title);
        }
      }
      expect(s.Sensors).toHaveLength(sensors);
    },
  },
  monthlyTempCheck: {
    formats: ALL,
    body: () => ({ siteId: demo.london.id, ...demo.month }),
    tables: () => ({
      Sensors: SENSOR_COLUMNS,
      'Daily record': [
        'Equipment',
        'Sensor',
        'Day',
        'Lowest reading (°C)',
        'Mean (°C)',
        'Highest reading (°C)',
        ...HOUR_COLUMNS,
      ],
      'Excursion log': EXCURSION_COLUMNS,
    }),
    api: async (s) => {
      const report = await siteCompliance(demo.london.id, demo.month);
      expectSensorsAsSitePage(s.Sensors!, report);
      // Every sensor every day of the month; a sensor's days add up to its month.
      const days = Number(demo.month.reportToDate.slice(8, 10));
      expect(s['Daily record']).toHaveLength(Object.keys(report.by_sensor).length * days);
      for (const x of Object.values(report.by_sensor)) {
        const mine = s['Daily record']!.filter(
          (r) => r.Equipment === x.equipment_title && r.Sensor === x.sensor_title,
        );
        expect(mine).toHaveLength(days);
        expect(mine.reduce((n, r) => n + Number(r['Hours with readings']), 0)).toBe(x.valid_points);
      }
    },
  },
  temperatureRecord: {
    formats: ALL,
    body: () => ({ siteId: demo.london.id, aggregationLevel: '1h' }),
    tables: () => ({
      Sensors: [
        'Equipment',
        'Sensor',
        'Range min (°C)',
        'Range max (°C)',
        'Intervals in the period',
        'Intervals with readings',
        'Intervals in range',
        'Intervals out of range',
      ],
      Readings: [
        'Time',
        'Equipment',
        'Sensor',
        'Mean (°C)',
        'Minimum (°C)',
        'Maximum (°C)',
        'Readings',
        'Range min (°C)',
        'Range max (°C)',
        'In range',
      ],
    }),
    // Hourly, its intervals are the site page's hours: with readings, and in range (Yes).
    api: async (s) => {
      const report = await siteCompliance(demo.london.id, demo.period);
      const sensors = Object.values(report.by_sensor);
      expect(s.Sensors).toHaveLength(sensors.length);
      for (const x of sensors) {
        const row = find(s.Sensors!, { Equipment: x.equipment_title, Sensor: x.sensor_title });
        expect(row['Intervals with readings']).toBe(String(x.valid_points));
        expect(row['Intervals in range']).toBe(String(x.compliant_points));
        const mine = s.Readings!.filter(
          (r) => r.Equipment === x.equipment_title && r.Sensor === x.sensor_title,
        );
        expect(mine).toHaveLength(x.valid_points);
        expect(mine.filter((r) => r['In range'] === 'Yes')).toHaveLength(x.compliant_points);
      }
    },
  },
  equipmentPerformance: {
    formats: ALL,
    body: () => ({ equipmentGroupId: demo.cooler.groupId, ...bothSites() }),
    tables: () => ({
      'Equipment performance': {
        fixed: ['Equipment', 'Type', 'Site', 'Manufacturer / Model'],
        optional: [
          'Total Energy Consumption (kWh)',
          'Energy per cooling degree-day (kWh/CDD)',
          'Average Temperature (°C)',
          'Standard Deviation (°C)',
          'Compliance Rate (%)',
          'No. of Defrost Cycles',
          'Total Open Time (mins)',
          'Number of Openings',
        ],
      },
    }),
    api: async (s) => {
      const rows = s['Equipment performance']!;
      const page = await compareRows([demo.cooler.groupId]);
      expect(rows.map((r) => [r.Site, r.Equipment])).toEqual(
        page.map((r) => [r.siteName, r.defaultKpis.equipmentTitle]),
      );
      expect(rows[0]).toHaveProperty('Total Energy Consumption (kWh)');
      page.forEach((r, i) => {
        const what = `${r.siteName} ${r.defaultKpis.equipmentTitle}`;
        expectCell(rows[i]!['Total Energy Consumption (kWh)'], r.defaultKpis.totalConsumption, 1, what);
        if ('Compliance Rate (%)' in rows[i]!)
          expectCell(rows[i]!['Compliance Rate (%)'], r.compliancePercentage, 1, what);
      });
    },
  },
  equipmentPerformanceSummary: {
    formats: ALL,
    body: bothSites,
    tables: () => ({
      Summary: [
        'Site',
        'Equipment group',
        'Equipment',
        'Sub-metered',
        'Energy (kWh)',
        'Energy per cooling degree-day (kWh/CDD)',
        'Temperature monitored',
        'Mean compliance (%)',
        'Lowest compliance (%)',
        'Least compliant equipment',
        'Door openings',
        'Door open time (h)',
      ],
    }),
    api: async (s) => {
      const page = await compareRows(demo.groups.map((g) => g.id));
      const pairs = new Set(page.map((r) => `${r.siteName}/${r.groupId}`));
      expect(s.Summary).toHaveLength(pairs.size);
      for (const pair of pairs) {
        const [site, groupId] = pair.split('/') as [string, string];
        const group = demo.groups.find((g) => g.id === Number(groupId))!.title;
        const mine = page.filter((r) => r.siteName === site && r.groupId === Number(groupId));
        const row = find(s.Summary!, { Site: site, 'Equipment group': group });
        expect(row.Equipment).toBe(String(mine.length));
        const kwh = mine.map((r) => r.defaultKpis.totalConsumption).filter((v): v is number => v !== null);
        expectCell(row['Energy (kWh)'], kwh.length ? kwh.reduce((a, b) => a + b, 0) : null, 1, pair);
      }
    },
  },
  storageUsage: {
    formats: ALL,
    body: bothSites,
    tables: () => ({
      'Storage units': [
        'Site',
        'Storage unit',
        'Type',
        'Storage',
        'Range (°C)',
        'Energy (kWh)',
        'Estimated duty (%)',
        'Door openings',
        'Door open time (h)',
        'Door data from',
        'Mean temperature (°C)',
        'Compliance (%)',
        'Defrost cycles',
      ],
    }),
    api: async (s) => {
      const page = await compareRows(demo.groups.map((g) => g.id));
      const rows = s['Storage units']!;
      // Each site's walk-in cooler and freezer at least.
      for (const site of siteTitles())
        for (const unit of ['Walk-in Cooler', 'Walk-in Freezer'])
          find(rows, { Site: site, 'Storage unit': unit });
      for (const row of rows) {
        const what = `${row.Site} ${row['Storage unit']}`;
        const r = page.find(
          (x) => x.siteName === row.Site && x.defaultKpis.equipmentTitle === row['Storage unit'],
        );
        expect(r, what).toBeDefined();
        expectCell(row['Energy (kWh)'], r!.defaultKpis.totalConsumption, 1, what);
        expectCell(row['Compliance (%)'], r!.compliancePercentage, 1, what);
        expectCell(row['Door openings'], r!.totalNumberAccess, 1, what);
      }
    },
  },
  energyUsage: {
    formats: ALL,
    body: () => ({ equipmentList: [demo.cooler.id, demo.rtu.id] }),
    tables: () => ({ 'Daily energy': ['Equipment', 'Site', 'Day', 'Energy (kWh)', 'Average power (kW)'] }),
    api: async (s) => {
      const rows = s['Daily energy']!;
      const items = [
        { ...demo.cooler, equipment: 'Walk-in Cooler', site: SITES.london },
        { ...demo.rtu, equipment: 'RTU 1', site: SITES.adelaide },
      ];
      let n = 0;
      for (const item of items) {
        // The equipment energy chart's own read, local midnight to local midnight.
        const from = dayEdgeInZone(demo.period.reportFromDate, item.zone, 'start').toISOString();
        const to = new Date(
          dayEdgeInZone(demo.period.reportToDate, item.zone, 'end').getTime() + 1,
        ).toISOString();
        const series = await api<EnergySeries>(
          `/timeseries/energy/equipment/${item.id}/series?from=${from}&to=${to}&agg=1d`,
        );
        expect(series.readings.length, item.equipment).toBe(7);
        for (const r of series.readings) {
          const day = formatInZone(r.timestamp * 1000, 'yyyy-MM-dd', item.zone);
          const row = find(rows, { Equipment: item.equipment, Site: item.site, Day: day });
          expectCell(row['Energy (kWh)'], r.energy, 2, `${item.equipment} ${day}`);
          expectCell(row['Average power (kW)'], r.power, 2, `${item.equipment} ${day}`);
          n++;
        }
      }
      expect(rows).toHaveLength(n);
    },
  },
};

// ——— The tests ———

describe('the templates the server lists', () => {
  it('are the templates this file makes, in the formats it reads back', () => {
    expect(Object.fromEntries(listed.map((a) => [a.reportTemplate, [...a.formats].sort()]))).toEqual(
      Object.fromEntries(Object.entries(CASES).map(([name, c]) => [name, [...c.formats].sort()])),
    );
  });
});

describe.each(Object.keys(CASES))('%s', (name) => {
  const c = CASES[name]!;
  const dataSheets = (): Map<string, SheetTable> => {
    const book = calc.get(name);
    expect(book, `${name}: no workbook opened in Calc`).toBeDefined();
    return new Map(Object.keys(c.tables()).map((sheet) => [sheet, sheetTable(book![sheet] ?? '')]));
  };

  it('Excel: LibreOffice opens it; a Report sheet, the data sheets with their columns, figures as the API', async () => {
    fileOf(name, 'EXCEL');
    const book = calc.get(name)!;
    expect(book, `${name}: Calc saved no sheet`).toBeDefined();
    expect(Object.keys(book).sort()).toEqual(['Report', ...Object.keys(c.tables())].sort());
    const report = parseCsv(book.Report!);
    expect(report[0]![0]).not.toBe('');
    expect(report.find((r) => r[0] === 'Organisation')?.[1]).toBe('Demo Retail Group');
    expect(report.find((r) => r[0] === 'Generated')?.[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const sheets: Record<string, Rows> = {};
    for (const [sheet, table] of dataSheets()) {
      expectHeader(table.header, c.tables()[sheet]!, sheet);
      // Every table has rows on the demo (none is empty there).
      expect(table.rows.length, `${sheet} has rows`).toBeGreaterThan(0);
      // A date-time column names the zone its wall times are in.
      table.zoned.forEach((zone, i) => {
        expect(zone, `${sheet}: ${table.header[i]}`).toEqual(
          /^(Time|Start)$/.test(table.header[i]!) ? expect.stringMatching(/^[A-Za-z_]+\/[A-Za-z_]+$/) : null,
        );
      });
      sheets[sheet] = keyed(table);
    }
    await c.api(sheets);
  });

  it('CSV: RFC 4180, each table’s header and rows as the workbook shows them', () => {
    const file = fileOf(name, 'CSV');
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const names = Object.keys(c.tables());
    const tables = csvTables(file, names);
    expect([...tables.keys()]).toEqual(names);
    for (const [sheet, shown] of dataSheets()) {
      const table = tables.get(sheet)!;
      expect(table.header, sheet).toEqual(shown.header);
      expect(table.rows.length, sheet).toBe(shown.rows.length);
      table.rows.forEach((row, i) => {
        expect(row.length, `${sheet} row ${i + 2}`).toBe(table.header.length);
        expect(row.map(asShownInCalc), `${sheet} row ${i + 2}`).toEqual(shown.rows[i]);
      });
    }
  });

  it.runIf(c.formats.includes('PDF'))('PDF: pdftoppm renders every page, none blank', async () => {
    const file = fileOf(name, 'PDF');
    if (KEEP) await writeFile(path.join(KEEP, `${name}.pdf`), file);
    const rendered = await renderPdfPages(file, {
      dpi: 40,
      keep: KEEP ? { dir: KEEP, name, pages: [1, 2, 3] } : undefined,
    });
    expect(rendered.pageCount).toBeGreaterThan(1);
    expect(rendered.pages).toHaveLength(rendered.pageCount);
    rendered.pages.forEach((p, i) => {
      // A4 landscape at 40 dpi with text, a table or a chart on it: anti-aliased, and far more ink
      // than a running header and page number alone (a few hundred pixels; the demo's pages have
      // 3,000 and more).
      expect([p.width, p.height], `page ${i + 1}`).toEqual([468, 331]);
      expect(p.colours, `page ${i + 1}`).toBeGreaterThan(16);
      expect(p.inkPixels, `page ${i + 1}`).toBeGreaterThan(1000);
    });
    // The same pages as text: numbered, the cover titled as the workbook's Report sheet.
    const pdf = await readPdf(file);
    expect(pdf.pages).toHaveLength(rendered.pageCount);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${rendered.pageCount}`);
    });
    const title = parseCsv(calc.get(name)?.Report ?? '')[0]?.[0];
    expect(pdf.pages[0]!.replace(/\s+/g, ' ')).toContain(title);
  });
});
