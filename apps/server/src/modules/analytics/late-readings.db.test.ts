import type { AnnualCo2Report, AnnualEnergyReport, AsyncReportResult } from '@sw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSite, buildUser } from '../../test/factories';
import { buildEnergySensor } from '../../test/telemetry-factories';
import { postReadings, steppedReadings } from '../../test/zone-fixtures';

// "A late reading for March recomputes March" (issue 11, docs/analytics.md "Asynchronous reports"): a
// London site whose main meter reads 2 kWh every UTC hour of 2025 through the ingestion API; the
// annual energy and CO2 reports are kept; then one reading for 15 March 2025 arrives (more than 36
// hours late), ingestion marks its UTC day in analytics_late_changes, and the same reports asked again
// are computed afresh with March up by exactly that reading and every other month as it was.

const root = '/api/analytics';
const LATE = { ts: '2025-03-15T10:30:00.000Z', value: 7.25 };
const CO2_FACTOR = 0.207;

// Local hours of each London month of 2025 × 2 kWh: 30 March has 23 hours, 26 October 25.
const HOURS_2025 = [744, 672, 743, 720, 744, 720, 744, 744, 720, 745, 720, 744];
const MONTHS = HOURS_2025.map((_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const KWH = Object.fromEntries(MONTHS.map((m, i) => [m, 2 * HOURS_2025[i]!]));

let t: TestContext;
let orgId: number;
let siteId: number;
let admin: { authorization: string };
let apiKey: string;
let meterUuid: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db)).id;
  admin = await t.login((await buildUser(db, orgId, { role: 'ADMIN' })).email);
  const site = await buildSite(db, orgId, {
    title: 'Late London',
    timeZone: 'Europe/London',
    co2FactorKgPerKwh: CO2_FACTOR,
  });
  siteId = site.id;
  const gw = await buildGateway(db, orgId, site.id);
  apiKey = gw.apiKey;
  const meter = await buildEnergySensor(db, orgId, site.id, { gatewayId: gw.gateway.id, main: true });
  meterUuid = meter.uuid;
  const year = { from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' };
  const sent = await postReadings(t, apiKey, steppedReadings(meterUuid, year, 3_600_000, 2));
  expect(sent).toEqual({ accepted: 8760, duplicates: 0 });
}, 120_000);
afterAll(() => t?.close());

/** Starts a report, waits for this process's computation, and returns its key and ready result. */
async function ask<T>(path: string): Promise<{ key: string; result: AsyncReportResult<T> }> {
  const start = await t.app.inject({ url: `${root}/async_report/${path}`, headers: admin });
  expect(start.statusCode, start.body).toBe(200);
  const key = start.json().report_key as string;
  await t.app.services.analyticsReports.settled();
  const [name] = path.split('/');
  const res = await t.app.inject({ url: `${root}/report/${name}/${orgId}/${key}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json() as AsyncReportResult<T>;
  expect(result.report_version).toBe(1);
  return { key, result };
}

const lateRow = async (day: string) =>
  (
    await t.database.query<{ changedAt: Date }>(
      `select changed_at as "changedAt" from analytics_late_changes where org_id = $1 and day = $2`,
      [orgId, day],
    )
  )[0]?.changedAt;

const createdAt = async (key: string) =>
  (
    await t.database.query<{ createdAt: Date }>(
      `select created_at as "createdAt" from analytics_reports where report_key = $1`,
      [key],
    )
  )[0]!.createdAt;

describe('a late reading recomputes the kept annual reports of its month', () => {
  it('March grows by exactly the late kWh, the other months stay, and a report of another year is reused', async () => {
    const energyPath = `org_energy_summary_report/${orgId}/2025-12-01`;
    const co2Path = `org_co2_report/${orgId}/2025-12-01`;
    const lastYearPath = `org_energy_summary_report/${orgId}/2024-12-01`;
    const energy1 = await ask<AnnualEnergyReport>(energyPath);
    const co2First = await ask<AnnualCo2Report>(co2Path);
    const lastYear = await ask<AnnualEnergyReport>(lastYearPath);
    const site1 = energy1.result.data!.site_dict[String(siteId)]!;
    expect(site1.monthly_dict).toEqual(KWH);
    expect(site1.site_total).toBe(17_520);
    // 1,486 kWh × 0.207 = 307.602 kg CO2e.
    expect(co2First.result.data!.site_dict[String(siteId)]!.monthly_dict['2025-03']).toBe(307.602);
    // Kept: asked again, the same computation answers at once.
    const again = await t.app.inject({ url: `${root}/async_report/${energyPath}`, headers: admin });
    expect(again.json()).toMatchObject({ report_key: energy1.key, report_version: 1 });

    // The whole year arrived late too (2025, ingested in 2026 or later), before the reports were made.
    const made = await createdAt(energy1.key);
    expect((await lateRow('2025-03-15'))!.getTime()).toBeLessThan(made.getTime());

    // The late reading, through the ingestion API like any other (10:30 GMT on 15 March).
    expect(await postReadings(t, apiKey, [{ sensor: meterUuid, ...LATE }])).toEqual({
      accepted: 1,
      duplicates: 0,
    });
    // Ingestion marked its UTC day, and only that day, after the reports were made.
    expect((await lateRow('2025-03-15'))!.getTime()).toBeGreaterThan(made.getTime());
    expect((await lateRow('2025-03-14'))!.getTime()).toBeLessThan(made.getTime());
    expect((await lateRow('2025-03-16'))!.getTime()).toBeLessThan(made.getTime());

    const energy2 = await ask<AnnualEnergyReport>(energyPath);
    expect(energy2.key).not.toBe(energy1.key);
    const site2 = energy2.result.data!.site_dict[String(siteId)]!;
    // 1,486 + 7.25 = 1,493.25 kWh in March; the year 17,527.25.
    expect(site2.monthly_dict).toEqual({ ...KWH, '2025-03': 1493.25 });
    expect(site2.site_total).toBe(17_527.25);
    expect(energy2.result.data!.org_energy_total).toBe(17_527.25);
    // Every kept report over March is recomputed: CO2 March = 1,493.25 × 0.207 = 309.10275 → 309.103.
    const co2Second = await ask<AnnualCo2Report>(co2Path);
    expect(co2Second.key).not.toBe(co2First.key);
    const co2Months = co2Second.result.data!.site_dict[String(siteId)]!.monthly_dict;
    expect(co2Months['2025-03']).toBe(309.103);
    expect(co2Months['2025-02']).toBe(
      co2First.result.data!.site_dict[String(siteId)]!.monthly_dict['2025-02'],
    );
    // A report whose period (2024, with a day's margin) does not hold 15 March 2025 is still reused.
    const other = await t.app.inject({ url: `${root}/async_report/${lastYearPath}`, headers: admin });
    expect(other.json()).toMatchObject({ report_key: lastYear.key, report_version: 1 });
  });

  it('a reading less than 36 hours old marks no day', async () => {
    const recent = new Date(Date.now() - 30 * 3_600_000);
    recent.setUTCMinutes(7, 0, 0);
    expect(
      await postReadings(t, apiKey, [{ sensor: meterUuid, ts: recent.toISOString(), value: 1 }]),
    ).toEqual({
      accepted: 1,
      duplicates: 0,
    });
    expect(await lateRow(recent.toISOString().slice(0, 10))).toBeUndefined();
  });
});
