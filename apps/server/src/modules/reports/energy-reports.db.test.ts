import type { SiteEnergyReport, ThermostatComplianceReport } from '@sw/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsFixture, addHvacFixture, buildAnalyticsFixture } from '../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite } from '../../test/factories';

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

async function made(body: object, reportType: 'CSV_REPORT' | 'EXCEL_REPORT'): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/jobs/toReport?reportType=${reportType}`,
    headers: f.admin,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().jobId as string;
  let job: { jobState: string; fileId: string | null } = { jobState: 'STARTED', fileId: null };
  for (let i = 0; i < 200 && job.jobState !== 'SUCCESS' && job.jobState !== 'FAILURE'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    job = (await t.app.inject({ url: `/api/v2/jobs/${id}`, headers: f.admin })).json();
  }
  expect(job.jobState).toBe('SUCCESS');
  return (await t.app.inject({ url: `/api/v2/files/download/${job.fileId}`, headers: f.admin })).rawPayload;
}

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
      expect(Number(cells[1])).toBeCloseTo(d.kwh!, 1);
      expect(Number(cells[2])).toBeCloseTo(d.in_sched!, 1);
      expect(Number(cells[3])).toBeCloseTo(d.out_sched!, 1);
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
      if (t.compliance_rate.percent !== null)
        expect(Number(cells[5])).toBeCloseTo(t.compliance_rate.percent, 1);
      if (t.avg_temp !== null) expect(Number(cells[6])).toBeCloseTo(t.avg_temp, 2);
      if (t.cooling.overall.hours_per_day !== null)
        expect(Number(cells[8])).toBeCloseTo(t.cooling.overall.hours_per_day, 1);
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
