/**
 * Web delivery: what the browser downloads and how soon Today shows data, with compression on and,
 * as the baseline of the same run, off (COMPRESSION=off, the same build and database).
 *
 *   npm run bench:web            (builds the web app into a temp folder first unless WEB_DIST is set)
 *
 * Prints, per server: JS and CSS bytes as sent (Resource Timing encodedBodySize, headers not
 * counted) of a cold load of sign-in, Today, map, a site dashboard and incidents; the requests of a
 * repeat visit to Today (served from cache, conditional, full); Today's first tile with data (the
 * first tile carrying `data-loaded`) and LCP, median of BENCH_RUNS cold loads. Then the size and
 * time of GET /api/v1/sites for a 5,000-site organisation raw, gzip and brotli. Fails on nothing.
 *
 * The real server (apps/server/src/main.ts, simulator on) on a fresh seeded PGlite folder, started
 * twice on it; Chromium at /usr/bin/chromium; traffic only to 127.0.0.1.
 * Optional: BENCH_RUNS (default 5), BENCH_PORT (default 8796), BENCH_SITES (default 5000).
 *
 * Quick mode, BENCH_TODAY=1: only Today's first tile and LCP (loopback), compression on, of WEB_DIST
 * and, as the baseline of the same run, of BENCH_BASELINE_DIST (another build, e.g. of main) if set;
 * BENCH_ROUNDS (default 1) turns of each build.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import * as s from '../apps/server/src/db/schema';
import { DEMO_PASSWORD } from '../apps/server/src/simulator/demo-accounts';
import { buildOrg, buildUser, TEST_PASSWORD } from '../apps/server/src/test/factories';
import {
  coldContext,
  KIB,
  pageMarks,
  sentAssets,
  settle,
  watchEncodings,
} from '../e2e/tests/support/transfer';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = intEnv('BENCH_RUNS', 5, 1, 50);
const PORT = intEnv('BENCH_PORT', 8796, 1024, 65_535);
const SITES = intEnv('BENCH_SITES', 5000, 100, 50_000);
const BASE = `http://127.0.0.1:${PORT}`;
const TODAY_ONLY = process.env.BENCH_TODAY === '1';
const ROUNDS = intEnv('BENCH_ROUNDS', 1, 1, 10);
const BASELINE_DIST = process.env.BENCH_BASELINE_DIST ? path.resolve(process.env.BENCH_BASELINE_DIST) : null;
const ADMIN = 'admin@demo.example';

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new Error(`${name} must be an integer ${min}..${max}`);
  return v;
}

const median = (xs: number[]) => {
  const a = [...xs].sort((p, q) => p - q);
  const m = a.length >> 1;
  return a.length === 0 ? Number.NaN : a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
};
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The built web app to serve, and whether this run built it (then it is removed afterwards). */
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

/** The real server as `npm start` runs it, until `stop`. */
async function startServer(dataDir: string, dist: string, delivery: 'on' | 'off') {
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      COMPRESSION: delivery,
      HTTP_CACHING: delivery,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 600_000;
  // Ready when it answers health and the demo admin can sign in with data behind them (seeding done).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the server did not become ready in 10 minutes');
    try {
      const health = await fetch(`${BASE}/api/health`);
      const body = (await health.json()) as { status?: string };
      if (health.ok && body.status === 'ok') {
        const t = await token(ADMIN, DEMO_PASSWORD);
        const sites = (await api(t, '/api/v1/sites')) as { id: number }[];
        if (sites.length > 0) break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function token(email: string, password: string): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api(bearer: string, url: string, method = 'GET'): Promise<unknown> {
  const res = await fetch(`${BASE}${url}`, { method, headers: { authorization: `Bearer ${bearer}` } });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : null;
}

interface RouteBytes {
  name: string;
  js: number;
  css: number;
  files: number;
}

interface RepeatVisit {
  total: number;
  cached: number;
  conditional: number;
  full: number;
  api: number;
  /** Files that went to the network again, with their status. */
  refetched: string[];
}

interface ServerFigures {
  routes: RouteBytes[];
  repeat: RepeatVisit;
  /** Today's cold loads: on this machine's loopback, and through an emulated 10 Mbit/s, 40 ms link. */
  today: Record<Network, { firstTile: number[]; lcp: number[] }>;
}

type Network = 'loopback' | 'throttled';
const THROTTLED = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 };

/** A page is loaded once its heading or sign-in button shows and its requests settle. */
async function loaded(page: Page, name: string) {
  if (name === 'sign-in') await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
  else await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await settle(page);
}

/** Today in a second tab of a context that has loaded it once: what goes to the network again. */
async function repeatVisit(browser: Browser, bearer: string): Promise<RepeatVisit> {
  const context = await coldContext(browser, BASE, bearer);
  const first = await context.newPage();
  await first.goto('/today');
  await loaded(first, 'today');
  await first.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; status?: number; cached?: boolean }>();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url }));
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.status ??= e.response.status;
      if (e.response.fromDiskCache) r.cached = true;
    }
  });
  // The status on the wire: responseReceived reports a revalidated (304) file as the cached 200.
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.status = e.statusCode;
  });
  await page.goto('/today');
  await loaded(page, 'today');
  await context.close();
  const all = [...requests.values()].filter((r) => r.url.startsWith(BASE));
  const isApi = (r: { url: string }) => /^\/(api|timeseries)\//.test(new URL(r.url).pathname);
  const files = all.filter((r) => !isApi(r));
  return {
    total: all.length,
    api: all.length - files.length,
    cached: files.filter((r) => r.cached).length,
    conditional: files.filter((r) => !r.cached && r.status === 304).length,
    full: files.filter((r) => !r.cached && r.status !== 304).length,
    refetched: files.filter((r) => !r.cached).map((r) => `${r.status} ${new URL(r.url).pathname}`),
  };
}

/** Today's first tile with data and LCP over RUNS cold loads. */
async function todayLoads(browser: Browser, bearer: string, network: Network) {
  const out = { firstTile: [] as number[], lcp: [] as number[] };
  // One unmeasured load first: the server's first answers compile its routes and warm its caches.
  for (let run = 0; run <= RUNS; run++) {
    const context = await coldContext(browser, BASE, bearer);
    const page = await context.newPage();
    if (network === 'throttled') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', THROTTLED);
    }
    await page.goto('/today');
    await page.locator('section[data-loaded]').first().waitFor({ timeout: 60_000 });
    await loaded(page, 'Today');
    const marks = await pageMarks(page);
    await context.close();
    if (run === 0) continue;
    out.firstTile.push(marks.firstTile ?? Number.NaN);
    out.lcp.push(marks.lcp ?? Number.NaN);
  }
  return out;
}

/**
 * Quick mode: Today of each build, compression on, on the same database; the builds take turns
 * BENCH_ROUNDS times (default 1) so that a change in the machine's load hits both alike.
 */
async function todayOnly(browser: Browser, dataDir: string, dist: string) {
  const builds: [string, string][] = [['this build', dist]];
  if (BASELINE_DIST) builds.unshift(['baseline', BASELINE_DIST]);
  const results = builds.map(([label]) => ({ label, firstTile: [] as number[], lcp: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, d]] of builds.entries()) {
      const server = await startServer(dataDir, d, 'on');
      try {
        const bearer = await token(ADMIN, DEMO_PASSWORD);
        const t = await todayLoads(browser, bearer, 'loopback');
        results[i]!.firstTile.push(...t.firstTile);
        results[i]!.lcp.push(...t.lcp);
      } finally {
        await server.stop();
      }
    }
  }
  console.log(`\nToday, median of ${RUNS * ROUNDS} cold loads, loopback (ms after navigation start):`);
  for (const t of results) {
    console.log(
      `  ${t.label.padEnd(11)} first tile with data ${median(t.firstTile).toFixed(0).padStart(5)} ms   LCP ${median(t.lcp).toFixed(0).padStart(5)} ms   (first tile runs: ${t.firstTile.map((x) => x.toFixed(0)).join(', ')})`,
    );
  }
  if (results.length === 2) {
    const [b, a] = [results[0]!, results[1]!];
    console.log(
      `  ratio this build/baseline: first tile ×${(median(a.firstTile) / median(b.firstTile)).toFixed(2)}, LCP ×${(median(a.lcp) / median(b.lcp)).toFixed(2)}`,
    );
  }
}

async function measure(browser: Browser, label: string): Promise<ServerFigures> {
  const bearer = await token(ADMIN, DEMO_PASSWORD);
  // The What's New popup would load a chunk of its own into some loads and not others.
  const releases = (await api(bearer, '/api/release/all')) as { id: number }[];
  for (const r of releases) await api(bearer, `/api/release/visit/${r.id}`, 'POST');
  const [site] = (await api(bearer, '/api/v1/sites')) as { id: number }[];
  const routes: [string, string, boolean][] = [
    ['sign-in', '/login', false],
    ['Today', '/today', true],
    ['map', '/map', true],
    ['site dashboard', `/sites/${site!.id}/dashboard`, true],
    ['incidents', '/incidents', true],
  ];
  const figures: ServerFigures = {
    routes: [],
    repeat: await repeatVisit(browser, bearer),
    today: { loopback: { firstTile: [], lcp: [] }, throttled: { firstTile: [], lcp: [] } },
  };
  for (const [name, url, signedIn] of routes) {
    const context = await coldContext(browser, BASE, signedIn ? bearer : undefined);
    const page = await context.newPage();
    const encodings = watchEncodings(page);
    await page.goto(url);
    await loaded(page, name);
    const sent = await sentAssets(page, encodings);
    figures.routes.push({ name, js: sent.js, css: sent.css, files: sent.files.length });
    await context.close();
  }
  for (const network of ['loopback', 'throttled'] as const)
    figures.today[network] = await todayLoads(browser, bearer, network);
  console.log(`  measured ${label}`);
  return figures;
}

/** GET /api/v1/sites for a SITES-site organisation, in process: bytes and time per coding. */
async function sitesSizes(dataDir: string, dist: string) {
  const database = await openDatabase({ dataDir });
  const db = database.db;
  const org = await buildOrg(db, { title: 'Bench web' });
  const email = 'bench-web@bench.example';
  await buildUser(db, org.id, { email, role: 'ADMIN', passwordUpdatedAt: new Date() });
  const rows = Array.from({ length: SITES }, (_, i) => ({
    orgId: org.id,
    title: `Bench web site ${String(i + 1).padStart(5, '0')}`,
    address: `${i + 1} Bench Street`,
    latitude: -45 + ((i * 37) % 105),
    longitude: -125 + ((i * 53) % 280),
    timeZone: 'UTC',
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(s.sites).values(rows.slice(i, i + 1000));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn', SIMULATOR: 'off' });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    const authorization = `Bearer ${login.json().accessToken}`;
    const out: { coding: string; bytes: number; ms: number; body: Buffer }[] = [];
    for (const coding of ['identity', 'gzip', 'br']) {
      const times: number[] = [];
      let body: Buffer = Buffer.alloc(0);
      for (let run = 0; run <= RUNS; run++) {
        const t0 = performance.now();
        const res = await app.inject({
          url: '/api/v1/sites',
          headers: { authorization, 'accept-encoding': coding },
        });
        if (run > 0) times.push(performance.now() - t0);
        body = res.rawPayload;
      }
      out.push({ coding, bytes: body.length, ms: median(times), body });
    }
    return out;
  } finally {
    await app.close();
    await database.close();
  }
}

function printRoutes(on: ServerFigures, off: ServerFigures) {
  console.log('\nFirst load from a cold cache, bytes as sent (JS | CSS); before: no compression, max-age=0:');
  console.log(`  ${'route'.padEnd(16)} ${'before'.padStart(24)}   ${'after'.padStart(24)}   JS ratio`);
  for (const r of on.routes) {
    const b = off.routes.find((x) => x.name === r.name)!;
    console.log(
      `  ${r.name.padEnd(16)} ${`${kib(b.js)} | ${kib(b.css)}`.padStart(24)}   ${`${kib(r.js)} | ${kib(r.css)}`.padStart(24)}   ×${(r.js / b.js).toFixed(2)}`,
    );
  }
  console.log('\nRepeat visit to Today (a second tab of the same browser):');
  for (const [label, f] of [
    ['before', off],
    ['after', on],
  ] as const) {
    const r = f.repeat;
    console.log(
      `  ${label.padEnd(7)} ${r.total} requests: files ${r.cached} from cache, ${r.conditional} conditional (304), ${r.full} full; ${r.api} API calls`,
    );
    console.log(
      `          to the network: ${r.refetched.slice(0, 4).join(', ')}${r.refetched.length > 4 ? ', ...' : ''}`,
    );
  }
  for (const network of ['loopback', 'throttled'] as const) {
    const what = network === 'loopback' ? 'loopback' : '10 Mbit/s, 40 ms latency (emulated)';
    console.log(`\nToday, median of ${RUNS} cold loads, ${what} (ms after navigation start):`);
    for (const [label, f] of [
      ['before', off],
      ['after', on],
    ] as const) {
      const t = f.today[network];
      console.log(
        `  ${label.padEnd(7)} first tile with data ${median(t.firstTile).toFixed(0).padStart(5)} ms   LCP ${median(t.lcp).toFixed(0).padStart(5)} ms   (first tile runs: ${t.firstTile.map((x) => x.toFixed(0)).join(', ')})`,
      );
    }
    const a = on.today[network];
    const b = off.today[network];
    console.log(
      `  ratio after/before: first tile ×${(median(a.firstTile) / median(b.firstTile)).toFixed(2)}, LCP ×${(median(a.lcp) / median(b.lcp)).toFixed(2)}`,
    );
  }
}

/** The cost of each coding on one JSON body: what the brotli quality of registerCompression is chosen on. */
function codingCosts(body: Buffer) {
  const settings: [string, (b: Buffer) => Buffer][] = [
    ['gzip 6', (b) => zlib.gzipSync(b, { level: 6 })],
    ...[4, 5, 6, 11].map(
      (q) =>
        [
          `brotli ${q}`,
          (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }),
        ] as [string, (b: Buffer) => Buffer],
    ),
  ];
  console.log(`\nCompressing that body once (${kib(body.length)}), median of ${RUNS}, main-thread CPU:`);
  for (const [label, fn] of settings) {
    const times: number[] = [];
    let out = 0;
    for (let run = 0; run <= RUNS; run++) {
      const t0 = performance.now();
      out = fn(body).length;
      if (run > 0) times.push(performance.now() - t0);
    }
    console.log(`  ${label.padEnd(10)} ${kib(out).padStart(11)}  ${median(times).toFixed(1).padStart(7)} ms`);
  }
}

async function main() {
  const { dist, built } = webDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-web-data-'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log('seeding the demo organisation and starting the server ...');
    if (TODAY_ONLY) {
      await todayOnly(browser, dataDir, dist);
      return;
    }
    const figures: Partial<Record<'on' | 'off', ServerFigures>> = {};
    // Before: COMPRESSION=off HTTP_CACHING=off, how the server delivered before issue 10.
    for (const delivery of ['on', 'off'] as const) {
      const server = await startServer(dataDir, dist, delivery);
      try {
        figures[delivery] = await measure(browser, `COMPRESSION=${delivery} HTTP_CACHING=${delivery}`);
      } finally {
        await server.stop();
      }
    }
    printRoutes(figures.on!, figures.off!);
    const sizes = await sitesSizes(dataDir, dist);
    const raw = sizes[0]!;
    console.log(`\nGET /api/v1/sites, ${SITES} sites (in process, median of ${RUNS}):`);
    for (const x of sizes) {
      console.log(
        `  ${x.coding.padEnd(9)} ${kib(x.bytes).padStart(12)} (×${(x.bytes / raw.bytes).toFixed(3)})  ${x.ms.toFixed(1).padStart(7)} ms (×${(x.ms / raw.ms).toFixed(2)})`,
      );
    }
    codingCosts(raw.body);
  } finally {
    await browser.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (built) fs.rmSync(dist, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
