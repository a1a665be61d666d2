import type { OrgEnergyPdfReport, SiteEnergyReport, ThermostatComplianceReport } from '@sw/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsFixture, addHvacFixture, buildAnalyticsFixture } from '../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite } from '../../test/factories';
import { readPdf } from '../../test/pdf-text';
import { reportFile } from '../../test/report-file';
import { expectShownAs } from '../../test/shown-as';
import { openInCalc } from '../../test/spreadsheet';

// The energy and HVAC report templates agree with the pages' API: each day's and each site's figures
// of a CSV or workbook equal energy_report's for the same site and local days (same queries).

let t: TestContext;
let f: AnalyticsFixture;
let foreignSite: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  await addHvacFixture(t, f);
  foreignSite = (await buildSite(t.database.db, (await buildOrg(t.database.db)).id)).id;
  await t.app.services.queue.startWorkers();
}, 240_000);
afterAll(() => t.close());

const made = (body: object, call: string) => reportFile(t, f.admin, body, call);

const energyReport = async (siteId: number, from: string, to: string) =>
  (
    await t.app.inject({
      url: `/api/analytics/report/energy_report/${siteId}/${from}/${to}`,
      headers: f.admin,
    })
  ).json() as SiteEnergyReport;

describe('energy report templates', () => {
  it('dailyEnergyConsumption: one row per local day, equal to energy_report (London, October)', async () => {
    const site = f.sites.london.id;
    const csv = (
      await made(
        {
          reportTemplate: 'dailyEnergyConsumption',
          siteId: site,
          reportFromDate: '2025-10-01',
          reportToDate: '2025-10-31',
        },
        'CSV_REPORT',
      )
    )
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Day,Energy (kWh),Operating hours energy (kWh),Non-operating hours energy (kWh),Non-operating share (%),Every meter reported',
    );
    const api = await energyReport(site, '2025-10-01', '2025-10-31');
    expect(lines).toHaveLength(api.daily.length);
    for (const d of api.daily) {
      const cells = lines.find((l) => l.startsWith(`${d.date},`))!.split(',');
      expectShownAs(Number(cells[1]), d.kwh!);
      expectShownAs(Number(cells[2]), d.in_sched!);
      expectShownAs(Number(cells[3]), d.out_sched!);
      expect(cells[5]).toBe(d.complete ? 'Yes' : 'No');
    }
    // The 25-hour day at the end of British summer time.
    expect(lines.find((l) => l.startsWith('2025-10-26,'))).toMatch(/^2025-10-26,50\.0,/);
  });

  it('multiSiteEnergyConsumption: a sheet of sites (energy, EUI, CO2 as energy_report) and one of days', async () => {
    const ids = Object.values(f.sites).map((s) => s.id);
    const file = await made(
      {
        reportTemplate: 'multiSiteEnergyConsumption',
        organizationId: f.orgId,
        searchFilter: { siteIds: ids },
        reportFromDate: '2025-10-01',
        reportToDate: '2025-10-07',
      },
      'EXCEL_REPORT',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Report', 'Sites', 'Daily energy']);
    const sites = wb.getWorksheet('Sites')!;
    expect(sites.rowCount).toBe(ids.length + 1);
    for (const s of Object.values(f.sites)) {
      const api = await energyReport(s.id, '2025-10-01', '2025-10-07');
      let found = false;
      // The API rounds to 3 decimals; the file keeps full precision (shown at the unit's decimals).
      sites.eachRow((row, n) => {
        if (n === 1 || row.getCell(1).value !== api.site_title) return;
        found = true;
        expect(row.getCell(2).value as number).toBeCloseTo(api.total_kwh!, 3);
        if (api.kwh_per_unit_area === null) expect(row.getCell(5).value).toBeNull();
        else expect(row.getCell(5).value as number).toBeCloseTo(api.kwh_per_unit_area, 3);
        if (api.co2_kg === null) expect(row.getCell(6).value).toBeNull();
        else expect(row.getCell(6).value as number).toBeCloseTo(api.co2_kg, 3);
      });
      expect(found, api.site_title).toBe(true);
    }
    const days = wb.getWorksheet('Daily energy')!;
    expect(days.getRow(1).getCell(2).value).toBe('Day');
    expect(days.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    // A spreadsheet application opens it: every sheet, the numbers shown at their unit's decimals.
    const calc = await openInCalc(file);
    expect(Object.keys(calc).sort()).toEqual(['Daily energy', 'Report', 'Sites']);
    const [head, ...siteLines] = calc.Sites!.trimEnd().split('\n');
    expect(head).toBe(
      'Site,Energy (kWh),Days with data,Floor area (m²),EUI for the period (kWh/m²),CO2 (kg CO2e),Non-operating hours energy (kWh),Non-operating share (%)',
    );
    expect(siteLines).toHaveLength(ids.length);
    for (const line of siteLines) expect(line).toMatch(/^[^,]+,\d+\.\d,7,/);
    expect(calc['Daily energy']!.split('\n')[1]).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2},/);
  });

  it('hvacControlledPerformance: the HVAC performance rows of the page, with its columns (London week)', async () => {
    const site = f.sites.london;
    const csv = (
      await made(
        {
          reportTemplate: 'hvacControlledPerformance',
          searchFilter: { siteIds: [site.id] },
          reportFromDate: '2025-10-20',
          reportToDate: '2025-10-26',
        },
        'CSV_REPORT',
      )
    )
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Equipment,Type,Site,Manufacturer,Model,Setpoint Compliance (%),Space Temperature (°C),Deviation from Setpoint (°C),Daily Cooling Runtime (hrs),Daily Heating Runtime (hrs),Energy Consumed (kWh)',
    );
    const api = (
      await t.app.inject({
        url: `/api/analytics/report/thermostat_compliance_report/${site.id}/2025-10-26`,
        headers: f.admin,
      })
    ).json() as ThermostatComplianceReport;
    const rows = Object.values(api.data.by_eq);
    expect(rows.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(rows.length);
    for (const r of rows) {
      const cells = lines.find((l) => l.startsWith(`${r.equipment_title},`))!.split(',');
      const t = r.temperature_comp;
      expect(cells[2]).toBe(r.site_title);
      if (t.compliance_rate.percent !== null) expectShownAs(Number(cells[5]), t.compliance_rate.percent);
      if (t.avg_temp !== null) expect(Number(cells[6])).toBeCloseTo(t.avg_temp, 2);
      if (t.cooling.overall.hours_per_day !== null)
        expectShownAs(Number(cells[8]), t.cooling.overall.hours_per_day);
    }
  });

  it('refuses another organisation’s sites and organisation', async () => {
    for (const body of [
      { reportTemplate: 'multiSiteEnergyConsumption', searchFilter: { siteIds: [foreignSite] } },
      { reportTemplate: 'multiSiteEnergyConsumption', organizationId: f.orgId + 1000 },
      { reportTemplate: 'dailyEnergyConsumption', siteId: foreignSite },
      { reportTemplate: 'hvacControlledPerformance', searchFilter: { siteIds: [foreignSite] } },
      { reportTemplate: 'hvacControlledPerformance', equipmentList: [2_000_000] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/jobs/toReport?reportType=CSV_REPORT',
        headers: f.admin,
        payload: { ...body, reportFromDate: '2025-10-01', reportToDate: '2025-10-07' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
  });
});

describe('PDF reports', () => {
  it('toPdf dailyEnergyConsumption: cover with logo, chart, every day as energy_report, headers repeated, pages numbered, fonts embedded', async () => {
    const site = f.sites.london;
    // A logo path and a site name with accents, Chinese, Korean and Thai letters, as a real chain may have.
    await t.database.query(
      `update organizations set logo = '/cdn/orgs/north-wind-stores.svg' where id = $1`,
      [f.orgId],
    );
    await t.database.query('update sites set title = $1 where id = $2', [
      'Fixture Łódź Café 東京店 서울 สาขา',
      site.id,
    ]);
    try {
      const file = await made(
        {
          reportTemplate: 'dailyEnergyConsumption',
          siteId: site.id,
          reportOrgImage: true,
          reportFromDate: '2025-10-01',
          reportToDate: '2025-10-31',
        },
        '/api/v2/jobs/toPdf',
      );
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await readPdf(file);
      const n = pdf.pages.length;
      expect(pdf.info).toMatch(new RegExp(`Pages:\\s+${n}\\b`));
      expect(pdf.info).toMatch(/Title:\s+Daily energy consumption/);
      // Cover: the logo's initials, the title with the site's name in its own letters, the period.
      expect(pdf.pages[0]).toContain('NWS');
      // The title wraps before the Thai word; the site's fact line holds the whole name.
      expect(pdf.pages[0]).toMatch(/Daily energy consumption — Fixture Łódź Café 東京店 서울\s+สาขา/);
      expect(pdf.pages[0]).toMatch(/Site\s+Fixture Łódź Café 東京店 서울 สาขา/);
      expect(pdf.pages[0]).toMatch(/Period\s+2025-10-01 to 2025-10-31/);
      expect(pdf.pages[0]).toMatch(/Times shown in\s+Europe\/London/);
      // Fonts are embedded (a reader without them shows the same letters).
      expect(pdf.fonts).toMatch(/DejaVuSans\s.*\byes\s+yes\s+yes/);
      expect(pdf.fonts).toMatch(/NotoSansSC-Regular\s.*\byes\s+yes\s+yes/);
      expect(pdf.fonts).toMatch(/NotoSansKR-Regular\s.*\byes\s+yes\s+yes/);
      expect(pdf.fonts).toMatch(/NotoSansThai-Regular\s.*\byes\s+yes\s+yes/);
      // Every page is numbered.
      pdf.pages.forEach((page, i) => {
        expect(page).toContain(`Page ${i + 1} of ${n}`);
      });
      // The chart's axis name, then the rows: every day equals energy_report's, and every page with
      // rows starts them under the header row.
      expect(pdf.pages[1]).toContain('Energy per day (kWh)');
      const api = await energyReport(site.id, '2025-10-01', '2025-10-31');
      const rows = pdf.pages.flatMap((p) => p.split('\n')).filter((l) => /^\s*2025-10-\d\d\s+[\d,]/.test(l));
      expect(rows).toHaveLength(api.daily.length);
      for (const d of api.daily) {
        const cells = rows
          .find((l) => l.trim().startsWith(d.date))!
          .trim()
          .split(/\s+/);
        expectShownAs(Number(cells[1]!.replace(/,/g, '')), d.kwh!);
        expect(cells.at(-1)).toBe(d.complete ? 'Yes' : 'No');
      }
      expect(rows.find((l) => l.includes('2025-10-26'))).toMatch(/2025-10-26\s+50\.0\s/);
      const withRows = pdf.pages.filter((p) => /^\s*2025-10-\d\d\s/m.test(p));
      expect(withRows.length).toBeGreaterThan(1);
      for (const page of withRows) expect(page).toMatch(/Day\s+Energy \(kWh\)/);
    } finally {
      await t.database.query('update sites set title = $1 where id = $2', ['Fixture london', site.id]);
    }
  });

  it('global-report: multiSiteEnergyConsumption as a PDF of every site of the organisation', async () => {
    const file = await made(
      {
        reportTemplate: 'multiSiteEnergyConsumption',
        reportFromDate: '2025-10-01',
        reportToDate: '2025-10-07',
      },
      '/api/v2/jobs/global-report?reportType=PDF',
    );
    const text = (await readPdf(file)).pages.join('\n');
    expect(text).toContain('Energy consuming sites (kWh)');
    expect(text).toContain('Average of All Sites');
    for (const s of Object.values(f.sites)) {
      const api = await energyReport(s.id, '2025-10-01', '2025-10-07');
      expect(text).toMatch(
        new RegExp(
          `${api.site_title}\\s+${(api.total_kwh ?? 0).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\\s`,
        ),
      );
    }
  });

  it('refuses a template on a call that does not make it, a format it is not made in, and foreign ids', async () => {
    const period = { reportFromDate: '2025-10-01', reportToDate: '2025-10-07' };
    const cases: [string, object, number, RegExp][] = [
      [
        '/api/v2/jobs/toPdf',
        { reportTemplate: 'rawTemperatureData', siteId: f.sites.london.id },
        400,
        /is made as CSV or EXCEL, not PDF/,
      ],
      [
        '/api/v2/jobs/global-report',
        { reportTemplate: 'dailyEnergyConsumption' },
        400,
        /not an organisation-wide report/,
      ],
      [
        '/api/v2/jobs/batch/toPdf',
        { reportTemplate: 'dailyEnergyConsumption', equipmentList: [1], downloadType: 'PDF_MERGE' },
        400,
        /no section per equipment item/,
      ],
      [
        '/api/v2/jobs/batch/toPdf',
        { reportTemplate: 'dailyEnergyConsumption', equipmentList: [1] },
        400,
        /downloadType must be PDF_MERGE/,
      ],
      [
        '/api/v2/jobs/batch/toPdf',
        { reportTemplate: 'dailyEnergyConsumption', downloadType: 'PDF_MERGE' },
        400,
        /equipmentList must name at least one/,
      ],
      [
        '/api/v2/jobs/toPdf',
        { reportTemplate: 'dailyEnergyConsumption', siteId: foreignSite },
        404,
        /not found/i,
      ],
      [
        '/api/v2/jobs/global-report?reportType=WORD',
        { reportTemplate: 'multiSiteEnergyConsumption' },
        400,
        /reportType must be PDF, CSV_REPORT or EXCEL_REPORT/,
      ],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: f.admin,
        payload: { ...body, ...period },
      });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it('organizationEnergyPerformance: energy, EUI and CO2 per site and month as org_energy_pdf (the Summary page)', async () => {
    const start = await t.app.inject({
      url: `/api/analytics/async_report/org_energy_pdf/${f.orgId}/2025-12-01`,
      headers: f.admin,
    });
    await t.app.services.analyticsReports.settled();
    const api = (
      await t.app.inject({
        url: `/api/analytics/report/org_energy_pdf/${f.orgId}/${start.json().report_key}`,
        headers: f.admin,
      })
    ).json().data as OrgEnergyPdfReport;
    const body = {
      reportTemplate: 'organizationEnergyPerformance',
      reportFromDate: '2025-01-01',
      reportToDate: '2025-12-31',
    };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await made(body, 'EXCEL_REPORT')) as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Report', 'Energy', 'EUI', 'CO2']);
    const energy = wb.getWorksheet('Energy')!;
    const header = (energy.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Site', 'Year to date (kWh)', 'Jan (kWh)', 'Feb (kWh)']);
    const oct = header.indexOf('Oct (kWh)') + 1;
    for (const s of Object.values(api.energy.site_dict)) {
      let row: ExcelJS.Row | undefined;
      energy.eachRow((r) => {
        if (r.getCell(1).value === s.site_title) row = r;
      });
      expect(row, s.site_title).toBeDefined();
      expect(row!.getCell(2).value as number).toBeCloseTo(s.site_total, 3);
      const octEntry = s.monthly_dict['2025-10'];
      const octValue = typeof octEntry === 'number' ? octEntry : (octEntry?.value ?? null);
      if (octValue === null) expect(row!.getCell(oct).value).toBeNull();
      else expect(row!.getCell(oct).value as number).toBeCloseTo(octValue, 3);
    }
    const eui = wb.getWorksheet('EUI')!;
    for (const s of Object.values(api.eui.site_eui)) {
      eui.eachRow((r) => {
        if (r.getCell(1).value !== s.site_title) return;
        if (s.site_eui_existing === null) expect(r.getCell(3).value).toBeNull();
        else expect(r.getCell(3).value as number).toBeCloseTo(s.site_eui_existing, 3);
      });
    }
    // The PDF of the same request: the cover's figures and the monthly chart.
    const pdf = await readPdf(await made(body, '/api/v2/jobs/toPdf'));
    expect(pdf.pages[0]).toContain('Energy performance 2025');
    expect(pdf.pages[0]).toMatch(/Period\s+January to Dec 2025/);
    expect(pdf.pages.join('\n')).toContain('Organisation energy by month (kWh)');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/jobs/toPdf',
      headers: f.admin,
      payload: { ...body, reportFromDate: '2024-12-01' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/one calendar year/);
  });
});
