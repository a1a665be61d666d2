/**
 * Incident reads under load: loads BENCH_INCIDENTS incidents (default 1,000,000, with their
 * notifications and handling logs) into a fresh PostgreSQL database with generate_series, starts the
 * real server in this process and runs autocannon (100 connections) against GET /api/v1/incidents
 * (signed in with a bearer token) and against a hello-world route of the same server, printing
 * requests/s and p99 latency of each and their ratio. Identical lists asked at once share one read
 * (lib/coalescer.ts), so the one-site list also runs with a distinct question per request, which
 * shows the list's own cost. It measures; it asserts nothing.
 *
 *   npm run bench:incidents                      # a throwaway PostgreSQL (scripts/with-postgres.sh)
 *   DATABASE_URL=postgres://... npx tsx bench/incidents.ts   # a fresh database on that server
 *
 * Optional: BENCH_INCIDENTS, BENCH_CONNECTIONS (default 100), BENCH_SECONDS (each run, default 20).
 * Traffic only goes to 127.0.0.1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/modules/identity/passwords';
import { registerAuth } from '../apps/server/src/plugins/auth';
import { freshDatabase } from './fresh-database';

const INCIDENTS = intEnv('BENCH_INCIDENTS', 1_000_000, 10_000, 20_000_000);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 100, 1, 1000);
const SECONDS = intEnv('BENCH_SECONDS', 20, 3, 300);
/** 20 organisations × 50 sites × 10 sentinels (one per equipment); a year of incidents. */
const ORGS = 20;
const SITES_PER_ORG = 50;
const SENTINELS_PER_SITE = 10;
const DAYS = 365;
const PASSWORD = 'Bench-Password-2026';

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new Error(`${name} must be an integer ${min}..${max}`);
  return v;
}

/**
 * Organisations, sites, sentinels, then the incidents spread over the last DAYS days (durations of
 * 30 minutes to 6 hours). About 2% of last week's incidents and 0.1% of older ones are still active;
 * 30% escalated to HIGHEST (a second notification and log); 10% of resolved ones are dismissed.
 */
async function load(database: Database): Promise<{ email: string; siteId: number; orgId: number }> {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  const orgBase = 800_000;
  await q(
    `insert into organizations (id, title) select $1::int + g, 'Bench org ' || g from generate_series(1, $2::int) g`,
    [orgBase, ORGS],
  );
  await q(
    `insert into sites (org_id, title, time_zone)
     select $1::int + o, 'Bench site ' || o || '-' || s, 'Europe/London'
       from generate_series(1, $2::int) o, generate_series(1, $3::int) s order by o, s`,
    [orgBase, ORGS, SITES_PER_ORG],
  );
  await q(
    `insert into sentinels (org_id, site_id, equipment_id, equipment_ids, sensor_ids, sentinel_type, title, params)
     select s.org_id, s.id, s.id * 100 + k, jsonb_build_array(s.id * 100 + k), jsonb_build_array(s.id * 100 + k),
            case when k % 3 = 0 then 'DOOR_OPEN' else 'TEMPERATURE_RANGE' end, 'Bench rule ' || k, '{}'::jsonb
       from sites s, generate_series(1, $1::int) k order by s.id, k`,
    [SENTINELS_PER_SITE],
  );
  const started = performance.now();
  // Every draw comes from random() (seeded): a pattern on g would line up with the sentinel g % n.
  await q(
    `with sn as (select row_number() over (order by id) - 1 as k, * from sentinels),
          total as (select count(*) as n from sentinels),
          g as (
            select g, now() - make_interval(secs => random() * $2::int * 86400) as created,
                   make_interval(mins => 30 + floor(random() * 330)::int) as lasted,
                   random() as escalated, random() as still_open, random() as dismissed
              from generate_series(1, $1::int) g),
          d as (
            select g.*, (g.created > now() - interval '7 days' and g.still_open < 0.02)
                        or g.still_open < 0.001 as active
              from g)
     insert into incidents (org_id, site_id, sentinel_id, sentinel_type, equipment_id, equipment_ids, site_ids,
                            sensor_id, priority, status, resolved, sensor_params, created_at, recovered_at,
                            dismissed_at, dismissed_by, dismissed_comment)
     select sn.org_id, sn.site_id, sn.id, sn.sentinel_type, sn.equipment_id, sn.equipment_ids,
            jsonb_build_array(sn.site_id), sn.equipment_id,
            case when d.escalated < 0.3 then 'HIGHEST' else 'HIGH' end, 'EXISTING', not d.active,
            jsonb_build_object('sensorId', sn.equipment_id, 'type', 'EQUIPMENT', 'resourceId', sn.equipment_id),
            d.created,
            case when d.active then null else d.created + d.lasted end,
            case when not d.active and d.dismissed < 0.1 then d.created + d.lasted end,
            case when not d.active and d.dismissed < 0.1 then 1 end,
            case when not d.active and d.dismissed < 0.1 then 'Checked on site' end
       from d cross join total
       join sn on sn.k = d.g % total.n`,
    [INCIDENTS, DAYS],
  );
  await q(
    `insert into notifications (org_id, incident_id, site_id, sentinel_id, ts, priority_level, sensor_params,
                                sensor_ids, dismissed_at, dismissed_by, dismissed_comment)
     select org_id, id, site_id, sentinel_id, created_at, 'HIGH', sensor_params, jsonb_build_array(sensor_id),
            dismissed_at, dismissed_by, dismissed_comment
       from incidents
     union all
     select org_id, id, site_id, sentinel_id,
            coalesce(created_at + (recovered_at - created_at) / 2, created_at + interval '90 minutes'),
            'HIGHEST', sensor_params, jsonb_build_array(sensor_id), null, null, null
       from incidents where priority = 'HIGHEST'`,
  );
  await q(
    `insert into handling_logs (org_id, incident_id, notification_id, at, priority_level)
     select org_id, incident_id, id, ts, priority_level from notifications`,
  );
  await q('analyze');
  const [counts] = await database.query<Record<string, number>>(
    `select (select count(*) from incidents) as incidents, (select count(*) from notifications) as notifications,
            (select count(*) from handling_logs) as logs,
            (select count(*) from incidents where not resolved) as active`,
  );
  console.log(
    `loaded ${fmt(counts!.incidents!)} incidents, ${fmt(counts!.notifications!)} notifications, ${fmt(counts!.logs!)} handling logs (${fmt(counts!.active!)} active) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const orgId = orgBase + 1;
  const [site] = await database.query<{ id: number }>(
    'select id from sites where org_id = $1 order by id limit 1',
    [orgId],
  );
  const email = 'bench-admin@bench.example';
  await q(
    `insert into users (org_id, email, password_hash, first_name, last_name, role)
     values ($1::int, $2, $3, 'Bench', 'Admin', 'ADMIN')`,
    [orgId, email, await hashPassword(PASSWORD)],
  );
  return { email, siteId: site!.id, orgId };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  kb: number;
}

/** Gives each request a distinct `to` (see the file); a path because autocannon's worker loads it. */
const UNIQUE_TO = fileURLToPath(new URL('./unique-to.cjs', import.meta.url));

async function cannon(url: string, headers: Record<string, string>, unique = false): Promise<Run> {
  // The load runs in a worker thread so that it does not share the server's event loop.
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    timeout: 30,
    workers: 1,
    ...(unique ? { requests: [{ setupRequest: UNIQUE_TO as never }] } : {}),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    kb: r.throughput.average / Math.max(1, r.requests.average) / 1024,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
const line = (label: string, r: Run) =>
  `${label.padEnd(44)} ${fmt(r.rps).padStart(7)} req/s   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms   ${r.kb.toFixed(1)} KB/response${r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;

/** The plan of the list query as the repository sends it (a custom plan for these values). */
async function explain(database: Database, orgId: number, siteIds: number[] | null) {
  const to = new Date();
  const from = new Date(to.getTime() - 7 * 86_400_000);
  const rows = await database.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off)
     select i.id from incidents i join sentinels s on s.id = i.sentinel_id
      where i.org_id = $1::int and ($2::int[] is null or i.site_id = any($2::int[]))
        and i.created_at <= $4::timestamptz and (i.recovered_at is null or i.recovered_at >= $3::timestamptz)
      order by i.created_at desc, i.id desc limit 5000`,
    [orgId, siteIds, from.toISOString(), to.toISOString()],
  );
  console.log(rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
}

/** Median latency of sequential requests (no concurrency): the cost of one read on its own. */
async function sequential(url: string, headers: Record<string, string>, n = 10) {
  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let k = 0; k < n; k++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
    bytes = text.length;
    rows = (JSON.parse(text) as unknown[]).length;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)]!, bytes, rows };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('DATABASE_URL is not set: run `npm run bench:incidents` (a throwaway PostgreSQL)');
  const { database, label, cleanup } = await freshDatabase(url, 'bench_incidents');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database });
  // Registered by the bench only: the same server's floor (no auth, no I/O).
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  // …and the same behind the bearer-token check every API route runs (auth's own queries included).
  await app.register(async (scope) => {
    registerAuth(scope);
    scope.get('/bench/hello-auth', async () => ({ hello: 'world' }));
  });
  try {
    console.log(`database: ${label}`);
    const { email, siteId, orgId } = await load(database);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const siteList = `${base}/api/v1/incidents?siteIds=${siteId}`;
    const orgList = `${base}/api/v1/incidents`;
    for (const u of [siteList, orgList]) {
      const res = await fetch(u, { headers: auth });
      const body = (await res.json()) as unknown[];
      if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
      console.log(`${u.replace(base, '')}: ${body.length} incidents`);
    }
    console.log('plan of the one-site list query:');
    await explain(database, orgId, [siteId]);
    console.log('plan of the all-sites list query:');
    await explain(database, orgId, null);
    const month = `from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`;
    console.log('one request at a time (median of 10), organisation of 50 sites:');
    for (const p of [
      '/api/v1/incidents',
      '/api/v1/notifications',
      '/api/v1/notifications/enriched?limit=100',
      `/api/v1/flatnotifications?${month}`,
      `/api/v1/count/notifications/by-site-and-equipment?${month}`,
      `/api/v1/count/notifications/by-day?${month}`,
      `/api/v1/count/incidents/by-site?${month}`,
      `/api/v1/count/incidents/by-equipment?${month}`,
    ]) {
      const r = await sequential(`${base}${p}`, auth);
      console.log(
        `  ${p.replace(month, 'from=<30 days ago>').padEnd(70)} ${r.median.toFixed(1).padStart(7)} ms  ${String(r.rows).padStart(5)} rows  ${(r.bytes / 1024).toFixed(0)} KB`,
      );
    }
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run`);
    const hello = await cannon(`${base}/bench/hello`, {});
    console.log(line('GET /bench/hello (same server)', hello));
    const helloAuth = await cannon(`${base}/bench/hello-auth`, auth);
    console.log(line('GET /bench/hello-auth (bearer token checked)', helloAuth));
    const site = await cannon(siteList, auth);
    console.log(line('GET /api/v1/incidents?siteIds=<one site>', site));
    // The same list with a different `to` on every request: nothing can be shared between requests.
    const distinct = await cannon(siteList, auth, true);
    console.log(line('  …each request a distinct `to` (no sharing)', distinct));
    const org = await cannon(orgList, auth);
    console.log(line('GET /api/v1/incidents (all 50 sites)', org));
    console.log(
      `ratio hello / one-site incidents: ${(hello.rps / site.rps).toFixed(1)}x requests/s; one-site p99 ${site.p99} ms (target < 100 ms); with distinct questions p99 ${distinct.p99} ms`,
    );
  } finally {
    await app.close();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// A hard stop, so that a stuck run never outlives its budget by much.
const guard = setTimeout(
  () => {
    console.error('bench: timed out');
    process.exit(2);
  },
  (3 * SECONDS + 1200) * 1000,
);
guard.unref();

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
