/**
 * Thermostat chart: points drawn and milliseconds to render the thermostat activity chart over 30
 * days (hourly buckets, G-042) in Chromium, against the same chart over 1 day (2-minute buckets) and
 * 7 days (15-minute buckets) measured in the same run. "Render" is the chart's own figure, from
 * ECharts' setOption to its 'finished' event (data-render-ms on the plot); "to drawn" runs from the
 * click on the period to that moment, the series call included.
 *
 *   npm run bench:thermostat-chart   (builds the web app into a temp folder first unless WEB_DIST is set)
 *
 * Optional: BENCH_RUNS (default 5), BENCH_PORT (default 8798). Fresh PGlite in a temporary directory
 * holding one thermostat with 30 days of 2-minute samples; Chromium at /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrate, openDatabase } from '../apps/server/src/db/client';
import { buildOrg, buildSite, buildUser, TEST_PASSWORD } from '../apps/server/src/test/factories';
import { buildEquipment, buildThermostat } from '../apps/server/src/test/telemetry-factories';
import { median } from './figures';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = intEnv('BENCH_RUNS', 5, 1, 50);
const PORT = intEnv('BENCH_PORT', 8798, 1024, 65_535);
const BASE = `http://127.0.0.1:${PORT}`;
const DAYS = 30;
/** The periods of the monitoring view, baseline first. */
const PERIODS = ['24 hours', '7 days', '30 days'] as const;

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new Error(`${name} must be an integer ${min}..${max}`);
  return v;
}

function webDist(): { dist: string; built: boolean } {
  if (process.env.WEB_DIST) return { dist: path.resolve(process.env.WEB_DIST), built: false };
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-web-'));
  console.log(`building the web app into ${out} ...`);
  execFileSync(
    'npm',
    ['run', '-s', 'build', '-w', 'apps/web', '--', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return { dist: out, built: true };
}

/** The plot's figures once a render for the window of `days` has finished. */
async function drawn(page: Page, days: number): Promise<{ points: number; renderMs: number }> {
  const plot = page.getByTestId('thermostat-activity-chart').locator('div[role="img"]');
  for (let i = 0; i < 600; i++) {
    const a = await plot.evaluate((el) => ({
      ...(el as unknown as { dataset: Record<string, string> }).dataset,
    }));
    const span = Number(a.windowTo) - Number(a.windowFrom);
    const busy = await page.getByTestId('thermostat-activity-chart').getByText('Data is loading...').count();
    if (a.renderMs && Math.abs(span - days * 86_400_000) < 60_000 && Number(a.points) > 0 && !busy) {
      // The same figures a moment later: the answer for this window, not the previous one's data.
      await page.waitForTimeout(150);
      const b = await plot.evaluate((el) => ({
        ...(el as unknown as { dataset: Record<string, string> }).dataset,
      }));
      if (b.renderMs && b.points === a.points && b.windowFrom === a.windowFrom)
        return { points: Number(b.points), renderMs: Number(b.renderMs) };
    }
    await page.waitForTimeout(50);
  }
  throw new Error(`the ${days}-day chart was not drawn`);
}

async function main() {
  const { dist, built } = webDist();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-tstat-'));
  const database = await openDatabase({ dataDir: dir });
  await migrate(database);
  const db = database.db;
  const org = await buildOrg(db, { title: 'Bench thermostat' });
  const email = 'bench-thermostat@bench.example';
  await buildUser(db, org.id, { email, role: 'ADMIN', passwordUpdatedAt: new Date() });
  const site = await buildSite(db, org.id, { timeZone: 'America/New_York' });
  const eq = await buildEquipment(db, org.id, site.id, { title: 'Rooftop unit 1' });
  const t = await buildThermostat(db, org.id, site.id, eq.id);
  // 30 days of 2-minute samples: a daily temperature swing, set points stepping at opening hours,
  // stages cycling with the load and an afternoon local override each day.
  const inserted = await database.query<{ n: number }>(
    `with s as (
       select g as ts, extract(epoch from g) as ep from generate_series(
         date_trunc('minute', now()) - interval '${DAYS} days', now(), interval '2 minutes') g),
     v as (select ts, ep, 21 + 3*sin(ep/86400*2*pi()) + 0.3*sin(ep/600) as temp,
                  extract(hour from ts at time zone 'America/New_York') as h from s)
     insert into thermostat_status (thermostat_id, ts, org_id, online, mode, working_mode, temperature,
       cool_set_point, heat_set_point, fan_running, cooling_stage1_running, cooling_stage2_running,
       heating_stage1_running, heating_stage2_running, timetable_active_state, maintenance_state, temp_units)
     select $1, ts, $2, true, 'auto', case when h between 14 and 15 then 'LOCAL_ADJUSTMENT' else 'SCHEDULE' end,
       temp, case when h between 7 and 21 then 24 else 28 end, case when h between 7 and 21 then 20 else 16 end,
       h between 7 and 21 or temp > 23, temp > 22.5, temp > 23.8, temp < 19.5, temp < 18.6,
       case when h between 14 and 15 then 'LOCAL_ADJUSTMENT' else 'OCCUPIED' end, 'NORMAL', 'C'
     from v returning 1 as n`,
    [t.id, org.id],
  );
  console.log(`${inserted.length} thermostat samples over ${DAYS} days`);

  const config = loadConfig({
    ...process.env,
    DATA_DIR: dir,
    WEB_DIST: dist,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const res = await fetch(`${BASE}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const bearer = ((await res.json()) as { accessToken: string }).accessToken;
    const figures: Record<string, { points: number[]; render: number[]; total: number[] }> = {};
    for (const p of PERIODS) figures[p] = { points: [], render: [], total: [] };
    // One unmeasured warm-up: the first load compiles the server's routes and fills the caches.
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      await context.addInitScript({
        content: `localStorage.setItem('authToken', ${JSON.stringify(bearer)})`,
      });
      const page = await context.newPage();
      await page.goto(`${BASE}/monitoring/equipment/${eq.id}/thermostat`);
      // The page opens on 24 hours; that first draw also creates the chart, so it is not measured:
      // every period is measured as a switch from another one (24 hours last).
      await drawn(page, 1);
      for (const p of ['7 days', '30 days', '24 hours'] as const) {
        const days = p === '24 hours' ? 1 : Number.parseInt(p, 10);
        const t0 = Date.now();
        // Drawn means drawn from this period's answer: the previous data stays on screen meanwhile.
        const answered = page.waitForResponse((r) => r.url().includes('/thermostat/status/'));
        await page.getByText(p, { exact: true }).click();
        await answered;
        await page.waitForTimeout(100);
        const f = await drawn(page, days);
        if (run === 0) continue;
        figures[p]!.points.push(f.points);
        figures[p]!.render.push(f.renderMs);
        figures[p]!.total.push(Date.now() - t0);
      }
      await context.close();
    }
    console.log(`\nthermostat activity chart in Chromium (median of ${RUNS}, fresh browser context each):`);
    const base = figures['24 hours']!;
    for (const p of PERIODS) {
      const f = figures[p]!;
      const ratio = median(f.render) / median(base.render);
      console.log(
        `  ${p.padEnd(9)} ${String(median(f.points)).padStart(6)} points drawn   render ${median(f.render).toFixed(1).padStart(7)} ms` +
          `   ${p === '24 hours' ? '(baseline)' : `×${ratio.toFixed(2)} the 1-day render`}` +
          `   click to drawn ${median(f.total).toFixed(0)} ms (series call included)`,
      );
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (built) fs.rmSync(dist, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
