/**
 * Map rendering: time from navigation to the first clustered render of /map (the performance mark
 * 'map:clustered' the map sets once markers are drawn) for an organisation with 5,000 sites, against
 * the same page for an organisation with 50 sites measured in the same run (the ratio holds on a
 * noisy machine). Also the size and time of GET /api/v1/sites for both.
 *
 *   npm run bench:map            (builds the web app into a temp folder first unless WEB_DIST is set)
 *
 * Optional: BENCH_SITES (default 5000), BENCH_RUNS (default 5), BENCH_PORT (default 8799).
 * Fresh PGlite in a temporary directory; traffic only goes to 127.0.0.1; Chromium at /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, migrate, openDatabase } from '../apps/server/src/db/client';
import * as s from '../apps/server/src/db/schema';
import { buildOrg, buildUser, TEST_PASSWORD } from '../apps/server/src/test/factories';
import { median } from './figures';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITES = intEnv('BENCH_SITES', 5000, 100, 50_000);
const BASELINE_SITES = 50;
const RUNS = intEnv('BENCH_RUNS', 5, 1, 50);
const PORT = intEnv('BENCH_PORT', 8799, 1024, 65_535);
const BASE = `http://127.0.0.1:${PORT}`;

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new Error(`${name} must be an integer ${min}..${max}`);
  return v;
}

/** A deterministic spread of sites over the inhabited latitudes, a tenth with active incidents. */
function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}

async function organisation(database: Database, count: number, tag: string) {
  const db = database.db;
  const org = await buildOrg(db, { title: `Bench ${tag}` });
  const email = `bench-${tag}@bench.example`;
  await buildUser(db, org.id, { email, role: 'ADMIN', passwordUpdatedAt: new Date() });
  const random = rng(count);
  const rows = Array.from({ length: count }, (_, i) => ({
    orgId: org.id,
    title: `Bench ${tag} site ${String(i + 1).padStart(5, '0')}`,
    address: `${i + 1} Bench Street`,
    latitude: -45 + random() * 105,
    longitude: -125 + random() * 280,
    timeZone: 'UTC',
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(s.sites).values(rows.slice(i, i + 1000));
  return email;
}

/** The built web app to serve, and whether this run built it (then it is removed afterwards). */
function webDist(): { dist: string; built: boolean } {
  if (process.env.WEB_DIST) return { dist: path.resolve(process.env.WEB_DIST), built: false };
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-web-'));
  console.log(`building the web app into ${out} ...`);
  execFileSync(
    'npm',
    ['run', '-s', 'build', '-w', 'apps/web', '--', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  return { dist: out, built: true };
}

async function token(email: string): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function sitesCall(bearer: string): Promise<{ ms: number; bytes: number; count: number }> {
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/v1/sites`, { headers: { authorization: `Bearer ${bearer}` } });
  const text = await res.text();
  return { ms: performance.now() - t0, bytes: text.length, count: (JSON.parse(text) as unknown[]).length };
}

async function main() {
  const { dist, built } = webDist();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-map-'));
  const database = await openDatabase({ dataDir: dir });
  await migrate(database);
  const big = await organisation(database, SITES, 'large');
  const small = await organisation(database, BASELINE_SITES, 'small');
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
    const results: Record<string, { render: number[]; api: { ms: number; bytes: number; count: number }[] }> =
      {};
    for (const [label, email] of [
      [`${BASELINE_SITES} sites`, small],
      [`${SITES} sites`, big],
    ] as const) {
      const bearer = await token(email);
      const r = { render: [] as number[], api: [] as { ms: number; bytes: number; count: number }[] };
      // One unmeasured warm-up: the first page load of the process compiles the server's routes.
      for (let run = 0; run <= RUNS; run++) {
        r.api.push(await sitesCall(bearer));
        const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
        // A string, so this file needs no DOM types: the session token of spec 1 §3, set before the app starts.
        await context.addInitScript({
          content: `localStorage.setItem('authToken', ${JSON.stringify(bearer)})`,
        });
        const page = await context.newPage();
        await page.goto(`${BASE}/map`);
        await page.waitForSelector('[data-clustered="true"]', { timeout: 120_000 });
        const ms = await page.evaluate(
          () => performance.getEntriesByName('map:clustered')[0]?.startTime ?? Number.NaN,
        );
        const markers = await page.locator('.sw-map-cluster, .sw-map-site').count();
        if (run > 0) r.render.push(ms);
        if (run === RUNS) console.log(`  ${label}: ${markers} markers drawn in the first view`);
        await context.close();
      }
      r.api.shift();
      results[label] = r;
    }
    console.log(
      `\n/map, navigation to first clustered render (median of ${RUNS}, fresh browser context each):`,
    );
    const rows = Object.entries(results).map(([label, r]) => ({
      label,
      render: median(r.render),
      api: median(r.api.map((a) => a.ms)),
      kb: (r.api[0]?.bytes ?? 0) / 1024,
    }));
    for (const row of rows) {
      console.log(
        `  ${row.label.padEnd(12)} first clustered render ${row.render.toFixed(0).padStart(6)} ms   ` +
          `GET /api/v1/sites ${row.api.toFixed(0).padStart(5)} ms, ${row.kb.toFixed(0)} KiB`,
      );
    }
    const [base, large] = rows;
    if (base && large) {
      console.log(
        `  ratio ${SITES}/${BASELINE_SITES} sites: render ×${(large.render / base.render).toFixed(2)}, API ×${(large.api / base.api).toFixed(2)}`,
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
