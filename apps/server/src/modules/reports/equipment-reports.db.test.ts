import type { EnergySeries, EquipmentCompareReport, EquipmentPerformanceRow } from '@sw/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyticsFixture,
  addHvacFixture,
  buildAnalyticsFixture,
  buildTemperatureFixture,
  type HvacFixtureSite,
  type HvacSiteKey,
  localParts,
  type TemperatureFixture,
} from '../../test/analytics-fixture';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite } from '../../test/factories';
import { readPdf } from '../../test/pdf-text';
import { reportFile } from '../../test/report-file';
import { expectShownAs } from '../../test/shown-as';
import { buildEnergySensor, buildEquipment, TEST_GROUP, TEST_GROUP_2 } from '../../test/telemetry-factories';

// The equipment report templates agree with the pages' APIs: every figure of a file equals the
// equipment group performance report (equipment_compare) or the equipment energy series for the same
// equipment and local days, because both are made by the same services.

const FROM = '2025-10-21';
const TO = '2025-10-27';
const period = { reportFromDate: FROM, reportToDate: TO };

let t: TestContext;
let f: AnalyticsFixture;
let temp: TemperatureFixture;
let hvac: Record<HvacSiteKey, HvacFixtureSite>;
let foreign: { siteId: number; equipmentId: number };
let allSites: number[];

beforeAll(async () => {
  t = await createTestApp();
  f = await buildAnalyticsFixture(t);
  temp = await buildTemperatureFixture(t, f);
  hvac = await addHvacFixture(t, f);
  allSites = Object.values(f.sites).map((s) => s.id);
  // London's cooler is rated 1.2 kW (its storage duty); the others have no rating.
  await t.database.query('update equipment set rated_kw = 1.2 where id = $1', [hvac.london.coolerId]);
  const org = await buildOrg(t.database.db);
  const site = await buildSite(t.database.db, org.id);
  const eq = await buildEquipment(t.database.db, org.id, site.id, { groupId: TEST_GROUP_2.id });
  await buildEnergySensor(t.database.db, org.id, site.id, { equipmentId: eq.id });
  foreign = { siteId: site.id, equipmentId: eq.id };
  await t.app.services.queue.startWorkers();
}, 600_000);
afterAll(() => t?.close());

const made = (body: object, call: string) => reportFile(t, f.admin, body, call);
const CSV = '/api/v2/jobs/toReport?reportType=CSV_REPORT';
const EXCEL = '/api/v2/jobs/toReport?reportType=EXCEL_REPORT';

const csvLines = (file: Buffer) =>
  file
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

/** A sheet's rows as objects keyed by the header row. */
async function sheet(file: Buffer, name: string): Promise<Record<string, unknown>[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const ws = wb.getWorksheet(name)!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const out: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) out.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value ?? null])));
  });
  return out;
}

/** The equipment group performance page's API for the same group, days and sites. */
async function compare(groupId: number, siteIds?: number[]): Promise<EquipmentPerformanceRow[]> {
  const q = siteIds ? `?site_id=${siteIds.join(',')}` : '';
  const res = await t.app.inject({
    url: `/api/analytics/report/equipment_compare/${groupId}/${FROM}/${TO}${q}`,
    headers: f.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as EquipmentCompareReport).rows;
}

const sum = (v: (number | null)[]) => {
  const x = v.filter((n): n is number => n !== null);
  return x.length ? x.reduce((a, b) => a + b, 0) : null;
};
const num = (v: number | null, d: number) =>
  v === null ? '' : v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

describe('equipmentPerformance (the equipment group performance page as a file)', () => {
  it('Excel: every row of the page with its figures, equal to equipment_compare', async () => {
    const file = await made(
      { reportTemplate: 'equipmentPerformance', equipmentGroupId: TEST_GROUP_2.id, ...period },
      EXCEL,
    );
    const rows = await sheet(file, 'Equipment performance');
    const api = await compare(TEST_GROUP_2.id);
    // Each site's RTU and Walk-in Freezer, in the page's order.
    expect(api).toHaveLength(8);
    expect(rows).toHaveLength(api.length);
    api.forEach((r, i) => {
      const row = rows[i]!;
      expect(row.Equipment).toBe(r.defaultKpis.equipmentTitle);
      expect(row.Site).toBe(r.siteName);
      expect(row.Type).toBe(r.equipmentTypeTitle);
      expect(row['Total Energy Consumption (kWh)']).toBe(r.defaultKpis.totalConsumption);
      expect(row['Average Temperature (°C)']).toBe(r.averageTemperature);
      expect(row['Standard Deviation (°C)']).toBe(r.temperatureDeviation);
      expect(row['Compliance Rate (%)']).toBe(r.compliancePercentage);
      expect(row['No. of Defrost Cycles']).toBe(r.equipmentTypeKpis.defrostCycleCount);
      expect(row['Total Open Time (mins)']).toBe(r.totalDurationOpenMins);
      expect(row['Number of Openings']).toBe(r.totalNumberAccess);
    });
    // As on the page, a column no row has a value for is left out: no site has weather here.
    expect(api.every((r) => r.equipmentTypeKpis.kwhPerDegreeCooling === null)).toBe(true);
    expect(Object.keys(rows[0]!)).not.toContain('Energy per cooling degree-day (kWh/CDD)');
    // Worked by hand: London's RTU reads 0.05 kWh a quarter, 7 local days with a 25-hour 26 October.
    const london = rows.find((r) => r.Site === 'Fixture london' && r.Equipment === 'RTU')!;
    expect(london['Total Energy Consumption (kWh)']).toBeCloseTo(7 * 4.8 + 0.2, 6);
    // Its freezer's door held open 10:00–10:30 on 27 October: one opening of 30 minutes.
    const freezer = rows.find((r) => r.Site === 'Fixture london' && r.Equipment === 'Walk-in Freezer')!;
    expect(freezer['Number of Openings']).toBe(1);
    expect(freezer['Total Open Time (mins)']).toBe(30);
  });

  it('CSV with the page’s filters (H-027: equipmentGroupId, dates, searchFilter, its rows)', async () => {
    const london = f.sites.london.id;
    const freezerId = temp.sites.london.freezerEquipmentId;
    const lines = csvLines(
      await made(
        {
          reportTemplate: 'equipmentPerformance',
          equipmentGroupId: TEST_GROUP_2.id,
          searchFilter: { siteIds: [london] },
          equipmentList: [freezerId],
          ...period,
        },
        CSV,
      ),
    );
    // The freezer has no sub-meter: its energy columns are left out, as on the page.
    expect(lines[0]).toBe(
      'Equipment,Type,Site,Manufacturer / Model,Average Temperature (°C),Standard Deviation (°C),Compliance Rate (%),No. of Defrost Cycles,Total Open Time (mins),Number of Openings',
    );
    expect(lines).toHaveLength(2);
    const r = (await compare(TEST_GROUP_2.id, [london])).find((x) => x.equipmentId === freezerId)!;
    const cells = lines[1]!.split(',');
    expect(cells.slice(0, 4)).toEqual(['Walk-in Freezer', r.equipmentTypeTitle, 'Fixture london', '']);
    expectShownAs(Number(cells[4]), r.averageTemperature!);
    expectShownAs(Number(cells[5]), r.temperatureDeviation!);
    expectShownAs(Number(cells[6]), r.compliancePercentage!);
    expectShownAs(Number(cells[7]), r.equipmentTypeKpis.defrostCycleCount!);
    expect(Number(cells[8])).toBe(r.totalDurationOpenMins);
    expect(Number(cells[9])).toBe(r.totalNumberAccess);
  });

  it('PDF: the chart of energy per equipment, then the rows as the page shows them', async () => {
    const file = await made(
      {
        reportTemplate: 'equipmentPerformance',
        equipmentGroupId: TEST_GROUP_2.id,
        searchFilter: { siteIds: allSites },
        ...period,
      },
      '/api/v2/jobs/toPdf',
    );
    const pdf = await readPdf(file);
    expect(pdf.pages[0]).toContain('Equipment group performance — HVAC (test)');
    expect(pdf.pages[0]).toMatch(/Period\s+2025-10-21 to 2025-10-27/);
    // Door figures count from each door's first raw reading: here every door's from the first day.
    expect(pdf.pages[0]).toMatch(/first raw reading in the period: 2025-10-21\s/);
    const text = pdf.pages.slice(1).join('\n');
    expect(text).toContain('Total energy consumption per equipment (kWh)');
    const lines = text.split('\n');
    for (const r of await compare(TEST_GROUP_2.id)) {
      // A table row (the chart's labels read 'RTU — Fixture london').
      const line = lines.find(
        (l) =>
          l.trimStart().startsWith(`${r.defaultKpis.equipmentTitle} `) &&
          l.includes(r.siteName) &&
          !l.includes('—'),
      );
      expect(line, `${r.defaultKpis.equipmentTitle} ${r.siteName}`).toBeDefined();
      if (r.defaultKpis.totalConsumption !== null)
        expect(`${line} `).toContain(` ${num(r.defaultKpis.totalConsumption, 1)} `);
      if (r.compliancePercentage !== null)
        expect(`${line} `).toContain(` ${num(r.compliancePercentage, 1)} `);
    }
  });
});

describe('equipmentPerformanceSummary (report centre)', () => {
  it('global Excel: one row per site and equipment group, the sums of equipment_compare’s rows', async () => {
    const file = await made(
      { reportTemplate: 'equipmentPerformanceSummary', ...period },
      '/api/v2/jobs/global-report?reportType=EXCEL_REPORT',
    );
    const rows = await sheet(file, 'Summary');
    // Four sites, each with equipment of both groups.
    expect(rows).toHaveLength(8);
    for (const [group, title] of [
      [TEST_GROUP.id, TEST_GROUP.title],
      [TEST_GROUP_2.id, TEST_GROUP_2.title],
    ] as const)
      for (const site of Object.values(f.sites)) {
        const api = await compare(group, [site.id]);
        const row = rows.find((r) => r.Site === `Fixture ${site.key}` && r['Equipment group'] === title)!;
        expect(row, `${site.key} ${title}`).toBeDefined();
        const compliance = api.map((r) => r.compliancePercentage).filter((c): c is number => c !== null);
        expect(row.Equipment).toBe(api.length);
        expect(row['Sub-metered']).toBe(api.filter((r) => r.defaultKpis.totalConsumption !== null).length);
        expect(row['Energy (kWh)']).toBeCloseTo(sum(api.map((r) => r.defaultKpis.totalConsumption))!, 9);
        expect(row['Temperature monitored']).toBe(compliance.length);
        expect(compliance.length).toBeGreaterThan(0);
        expect(row['Mean compliance (%)']).toBeCloseTo(
          compliance.reduce((a, b) => a + b, 0) / compliance.length,
          9,
        );
        expect(row['Lowest compliance (%)']).toBe(Math.min(...compliance));
        expect(row['Door openings']).toBe(sum(api.map((r) => r.totalNumberAccess)));
        const open = sum(api.map((r) => r.totalDurationOpenMins));
        if (open === null) expect(row['Door open time (h)']).toBeNull();
        else expect(row['Door open time (h)']).toBeCloseTo(open / 60, 9);
      }
    // Kolkata's cooler runs warm six hours a day: the least compliant of its refrigeration.
    const kolkata = rows.find(
      (r) => r.Site === 'Fixture kolkata' && r['Equipment group'] === TEST_GROUP.title,
    )!;
    expect(kolkata['Least compliant equipment']).toBe('Cooler');
    expect(kolkata['Lowest compliance (%)']).toBeLessThan(85);
  });

  it('global PDF: the energy per group chart and each site’s rows', async () => {
    const pdf = await readPdf(
      await made(
        { reportTemplate: 'equipmentPerformanceSummary', searchFilter: { siteIds: allSites }, ...period },
        '/api/v2/jobs/global-report?reportType=PDF',
      ),
    );
    expect(pdf.pages[0]).toContain('Equipment performance summary');
    const text = pdf.pages.slice(1).join('\n');
    expect(text).toContain('Energy per equipment group, all sites (kWh)');
    for (const site of Object.values(f.sites)) {
      const api = await compare(TEST_GROUP_2.id, [site.id]);
      const kwh = sum(api.map((r) => r.defaultKpis.totalConsumption))!;
      expect(text).toMatch(
        new RegExp(`Fixture ${site.key}\\s+HVAC \\(test\\)\\s+2\\s+1\\s+${num(kwh, 1)}\\s`),
      );
    }
  });
});

describe('storageUsage (report centre)', () => {
  it('Excel: every refrigerated storage unit, with the page service’s figures and an estimated duty', async () => {
    const rows = await sheet(
      await made({ reportTemplate: 'storageUsage', searchFilter: { siteIds: allSites }, ...period }, EXCEL),
      'Storage units',
    );
    const api = [...(await compare(TEST_GROUP.id)), ...(await compare(TEST_GROUP_2.id))];
    // Per site a walk-in cooler and a walk-in freezer, and London's and Kolkata's probed cooler; not
    // the RTUs nor the lighting (no temperature range).
    expect(rows.map((r) => `${r.Site}/${r['Storage unit']}`).sort()).toEqual(
      [
        ...Object.keys(f.sites).flatMap((k) => [
          `Fixture ${k}/Walk-in Cooler`,
          `Fixture ${k}/Walk-in Freezer`,
        ]),
        'Fixture london/Cooler',
        'Fixture kolkata/Cooler',
      ].sort(),
    );
    for (const row of rows) {
      const r = api.find(
        (x) => x.siteName === row.Site && x.defaultKpis.equipmentTitle === row['Storage unit'],
      )!;
      const freezer = row['Storage unit'] === 'Walk-in Freezer';
      expect(row.Storage).toBe(freezer ? 'Frozen' : 'Chilled');
      expect(row['Range (°C)']).toBe(freezer ? '-25 to -15' : '0 to 5');
      expect(row['Energy (kWh)']).toBe(r.defaultKpis.totalConsumption);
      expect(row['Door openings']).toBe(r.totalNumberAccess);
      if (r.totalDurationOpenMins === null) expect(row['Door open time (h)']).toBeNull();
      else expect(row['Door open time (h)']).toBeCloseTo(r.totalDurationOpenMins / 60, 9);
      expect(row['Mean temperature (°C)']).toBe(r.averageTemperature);
      expect(row['Compliance (%)']).toBe(r.compliancePercentage);
      expect(row['Defrost cycles']).toBe(r.equipmentTypeKpis.defrostCycleCount);
    }
    // London's cooler: 1.2 kW rated over 169 local hours (26 October has 25).
    const cooler = rows.find((r) => r.Site === 'Fixture london' && r['Storage unit'] === 'Cooler')!;
    expect(cooler['Estimated duty (%)']).toBeCloseTo(
      (100 * (cooler['Energy (kWh)'] as number)) / (1.2 * 169),
      9,
    );
    expect(cooler['Energy (kWh)']).toBeCloseTo(7 * 14.4 + 0.8, 6);
    // Its door opens 20 minutes an hour from 08:00 to 19:59: 12 openings a day.
    expect(cooler['Door openings']).toBe(7 * 12);
    expect(
      rows.find((r) => r.Site === 'Fixture kolkata' && r['Storage unit'] === 'Cooler')!['Estimated duty (%)'],
    ).toBeNull();
  });

  it('PDF of one site: the energy chart and its units', async () => {
    const pdf = await readPdf(
      await made(
        { reportTemplate: 'storageUsage', siteId: f.sites.london.id, ...period },
        '/api/v2/jobs/toPdf',
      ),
    );
    expect(pdf.pages[0]).toMatch(/Storage units\s+3 \(2 chilled, 1 frozen\)/);
    const text = pdf.pages.slice(1).join('\n');
    expect(text).toContain('Energy per storage unit (kWh)');
    const api = [
      ...(await compare(TEST_GROUP.id, [f.sites.london.id])),
      ...(await compare(TEST_GROUP_2.id, [f.sites.london.id])),
    ];
    for (const unit of ['Cooler', 'Walk-in Cooler', 'Walk-in Freezer']) {
      const r = api.find((x) => x.defaultKpis.equipmentTitle === unit)!;
      const line = text.split('\n').find((l) => new RegExp(`^\\s*Fixture london\\s+${unit}\\s`).test(l))!;
      expect(line, unit).toBeDefined();
      expect(line).toContain(unit === 'Walk-in Freezer' ? 'Frozen' : 'Chilled');
      expect(line).toContain(` ${num(r.compliancePercentage, 1)} `);
    }
  });
});

/** The equipment energy chart's series for the site's local days (instants worked out by hand). */
async function series(equipmentId: number, from: string, to: string) {
  const res = await t.app.inject({
    url: `/timeseries/energy/equipment/${equipmentId}/series?from=${from}&to=${to}&agg=1d`,
    headers: f.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as EnergySeries).readings;
}
// 21 Oct 00:00 BST … 28 Oct 00:00 GMT; 21 Oct 00:00 AEDT … 28 Oct 00:00 AEDT.
const LONDON = ['2025-10-20T23:00:00Z', '2025-10-28T00:00:00Z'] as const;
const SYDNEY = ['2025-10-20T13:00:00Z', '2025-10-27T13:00:00Z'] as const;

describe('energyUsage (report centre, the batch path)', () => {
  it('batch PDF: a summary, then each equipment item on a page of its own with its days as the series', async () => {
    const items = [
      {
        id: f.sites.london.equipmentIds[0],
        name: 'Cooler — Fixture london',
        zone: 'Europe/London',
        at: LONDON,
      },
      { id: f.sites.london.equipmentIds[1], name: 'RTU — Fixture london', zone: 'Europe/London', at: LONDON },
      {
        id: f.sites.sydney.equipmentIds[0],
        name: 'Cooler — Fixture sydney',
        zone: 'Australia/Sydney',
        at: SYDNEY,
      },
    ];
    const pdf = await readPdf(
      await made(
        {
          reportTemplate: 'energyUsage',
          equipmentList: items.map((i) => i.id),
          downloadType: 'PDF_MERGE',
          ...period,
        },
        '/api/v2/jobs/batch/toPdf',
      ),
    );
    expect(pdf.pages[0]).toMatch(/Equipment\s+3 items at 2 sites/);
    // Each section starts a page of its own (its title under the running header), in the list's order.
    const starts = items.map((i) =>
      pdf.pages.findIndex((p) => p.split('\n').slice(0, 4).join('\n').includes(i.name)),
    );
    expect(starts.every((s) => s > 1)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(new Set(starts).size).toBe(items.length);
    for (const [k, item] of items.entries()) {
      const pages = pdf.pages.slice(starts[k], starts[k + 1] ?? pdf.pages.length).join('\n');
      for (const other of items) if (other !== item) expect(pages).not.toContain(other.name);
      expect(pages).toContain('Energy per day (kWh)');
      const days = pages.split('\n').filter((l) => /^\s*2025-10-\d\d\s+[\d.]+\s+[\d.]+\s*$/.test(l));
      const api = await series(item.id, item.at[0], item.at[1]);
      expect(days).toHaveLength(api.length);
      expect(api).toHaveLength(7);
      for (const r of api) {
        const day = localParts(r.timestamp * 1000, item.zone).day;
        expect(
          days.find((l) => l.trim().startsWith(day)),
          day,
        ).toMatch(new RegExp(`${day}\\s+${num(r.energy, 2)}\\s+${num(r.power, 2)}\\s*$`));
      }
    }
    // London's cooler on its 25-hour 26 October: 14.4 + 0.8 kWh.
    expect(pdf.pages.join('\n')).toMatch(/2025-10-26\s+15\.20\s/);
  });

  it('CSV on toReport: one table of every item’s days, equal to the equipment energy series', async () => {
    const london = f.sites.london.equipmentIds[0];
    const sydney = f.sites.sydney.equipmentIds[0];
    const [header, ...lines] = csvLines(
      await made({ reportTemplate: 'energyUsage', equipmentList: [london, sydney], ...period }, CSV),
    );
    expect(header).toBe('Equipment,Site,Day,Energy (kWh),Average power (kW)');
    const expected = [
      ...(await series(london, ...LONDON)).map(
        (r) => ['Cooler', 'Fixture london', r, 'Europe/London'] as const,
      ),
      ...(await series(sydney, ...SYDNEY)).map(
        (r) => ['Cooler', 'Fixture sydney', r, 'Australia/Sydney'] as const,
      ),
    ];
    expect(lines).toHaveLength(expected.length);
    expected.forEach(([eq, site, r, zone], i) => {
      const cells = lines[i]!.split(',');
      expect(cells.slice(0, 3)).toEqual([eq, site, localParts(r.timestamp * 1000, zone).day]);
      expect(Number(cells[3])).toBeCloseTo(r.energy, 2);
      expect(Number(cells[4])).toBeCloseTo(r.power, 2);
    });
  });
});

describe('equipmentId (H-007)', () => {
  it('asks for one equipment item: its days only, as an equipmentList of one', async () => {
    const london = f.sites.london.equipmentIds[0]!;
    const [header, ...lines] = csvLines(
      await made({ reportTemplate: 'energyUsage', equipmentId: london, ...period }, CSV),
    );
    expect(header).toBe('Equipment,Site,Day,Energy (kWh),Average power (kW)');
    const days = await series(london, ...LONDON);
    expect(lines).toHaveLength(days.length);
    expect(lines.every((l) => l.startsWith('Cooler,Fixture london,'))).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses foreign or unknown ids (404), missing fields, meterless equipment and wrong calls (400)', async () => {
    const london = f.sites.london;
    const cases: [string, object, number, RegExp][] = [
      [CSV, { reportTemplate: 'equipmentPerformance' }, 400, /equipmentGroupId is required/],
      [
        CSV,
        { reportTemplate: 'equipmentPerformance', equipmentGroupId: 999_999 },
        404,
        /Equipment group not found/,
      ],
      [
        CSV,
        {
          reportTemplate: 'equipmentPerformance',
          equipmentGroupId: TEST_GROUP_2.id,
          searchFilter: { siteIds: [foreign.siteId] },
        },
        404,
        /Site not found/,
      ],
      [
        '/api/v2/jobs/toPdf',
        {
          reportTemplate: 'equipmentPerformance',
          equipmentGroupId: TEST_GROUP_2.id,
          equipmentList: [foreign.equipmentId],
        },
        404,
        /Equipment not found/,
      ],
      [
        CSV,
        {
          reportTemplate: 'equipmentPerformance',
          equipmentGroupId: TEST_GROUP_2.id,
          reportFromDate: '2025-08-01',
        },
        400,
        /at most 62 days/,
      ],
      [
        CSV,
        { reportTemplate: 'equipmentPerformanceSummary', searchFilter: { siteIds: [foreign.siteId] } },
        404,
        /Site not found/,
      ],
      [
        CSV,
        { reportTemplate: 'equipmentPerformanceSummary', equipmentGroupId: 999_999 },
        404,
        /Equipment group not found/,
      ],
      [
        CSV,
        { reportTemplate: 'storageUsage', equipmentList: [foreign.equipmentId] },
        404,
        /Equipment not found/,
      ],
      [
        CSV,
        { reportTemplate: 'storageUsage', organizationId: f.orgId + 1000 },
        404,
        /Organization not found/,
      ],
      [CSV, { reportTemplate: 'energyUsage' }, 400, /equipmentList is required for the energyUsage report/],
      [
        '/api/v2/jobs/batch/toPdf',
        {
          reportTemplate: 'energyUsage',
          equipmentList: [london.equipmentIds[0], foreign.equipmentId],
          downloadType: 'PDF_MERGE',
        },
        404,
        /Equipment not found/,
      ],
      [
        '/api/v2/jobs/batch/toPdf',
        {
          reportTemplate: 'energyUsage',
          equipmentList: [london.equipmentIds[0], temp.sites.london.freezerEquipmentId],
          downloadType: 'PDF_MERGE',
        },
        400,
        /No energy meter on Walk-in Freezer \(Fixture london\)/,
      ],
      [
        EXCEL,
        {
          reportTemplate: 'energyUsage',
          equipmentList: [london.equipmentIds[0]],
          reportFromDate: '2024-01-01',
        },
        400,
        /at most 366 days/,
      ],
      [
        '/api/v2/jobs/toPdf',
        { reportTemplate: 'energyUsage', equipmentList: [london.equipmentIds[0]] },
        400,
        /use POST \/api\/v2\/jobs\/batch\/toPdf/,
      ],
      [
        '/api/v2/jobs/global-report',
        { reportTemplate: 'energyUsage', equipmentList: [london.equipmentIds[0]] },
        400,
        /not an organisation-wide report/,
      ],
      [
        '/api/v2/jobs/batch/toPdf',
        {
          reportTemplate: 'storageUsage',
          equipmentList: [london.equipmentIds[0]],
          downloadType: 'PDF_MERGE',
        },
        400,
        /no section per equipment item/,
      ],
      // H-007: equipmentId is one item, checked as the list is; refused where it cannot narrow.
      [CSV, { reportTemplate: 'energyUsage', equipmentId: foreign.equipmentId }, 404, /Equipment not found/],
      [
        CSV,
        {
          reportTemplate: 'energyUsage',
          equipmentId: london.equipmentIds[0],
          equipmentList: [london.equipmentIds[0]],
        },
        400,
        /Send equipmentId or equipmentList, not both/,
      ],
      [
        CSV,
        { reportTemplate: 'dailyEnergyConsumption', siteId: london.id, equipmentId: london.equipmentIds[0] },
        400,
        /dailyEnergyConsumption report is not made per equipment item: leave equipmentId out/,
      ],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: f.admin,
        payload: { ...period, ...body },
      });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });
});
