/**
 * Ingestion throughput: readings/s through the real HTTP route (validation, insert, rollups, last
 * values, one transaction per batch) against a bare multi-row `INSERT ... SELECT FROM unnest(...)` of
 * the same rows into a scratch table, on a fresh database.
 *
 *   npx tsx bench/ingest.ts                     # PGlite in a temporary directory
 *   DATABASE_URL=postgres://... npx tsx bench/ingest.ts   # a throwaway database on that server
 *
 * Optional: BENCH_READINGS (default 200000), BENCH_CLIENTS (default 4), BENCH_SECONDS (time budget
 * of each phase, default 45). Traffic only goes to 127.0.0.1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import * as s from '../apps/server/src/db/schema';
import { generateApiKey } from '../apps/server/src/lib/api-keys';
import { freshDatabase } from './fresh-database';

const SENSORS = 500;
const BATCH = 2000;
const TOTAL = intEnv('BENCH_READINGS', 200_000, 2_000, 2_000_000);
const CLIENTS = intEnv('BENCH_CLIENTS', 4, 1, 32);
const BUDGET_MS = intEnv('BENCH_SECONDS', 45, 5, 300) * 1000;
const REQUEST_TIMEOUT_MS = 60_000;

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new Error(`${name} must be an integer ${min}..${max}`);
  return v;
}

/** One organisation, site and gateway with SENSORS temperature sensors. */
async function setup(database: Database) {
  const db = database.db;
  const orgId = 900_000 + crypto.randomInt(90_000);
  await db.insert(s.organizations).values({ id: orgId, title: 'Bench org' });
  const [site] = await db
    .insert(s.sites)
    .values({ orgId, title: 'Bench site', timeZone: 'Europe/London' })
    .returning();
  const key = generateApiKey();
  const [gateway] = await db
    .insert(s.gateways)
    .values({
      orgId,
      siteId: site!.id,
      title: 'Bench gateway',
      uuid: crypto.randomUUID(),
      vendor: 'bench',
      apiKeyPrefix: key.prefix,
      apiKeyHash: key.hash,
    })
    .returning();
  const rows = Array.from({ length: SENSORS }, (_, i) => ({
    orgId,
    siteId: site!.id,
    gatewayId: gateway!.id,
    title: `Bench sensor ${i}`,
    uuid: `bench-${i}`,
    vendor: 'bench',
    sensorType: 'TEMPERATURE' as const,
    unit: '°C',
  }));
  const sensors = await db
    .insert(s.sensors)
    .values(rows)
    .returning({ id: s.sensors.id, uuid: s.sensors.uuid });
  return { orgId, apiKey: key.key, sensors };
}

interface Reading {
  sensor: string;
  ts: number;
  value: number;
}

/**
 * Batches of BATCH readings. Each client owns its own slice of the sensors, as separate gateways
 * would, and walks back in time one minute per round: batches of different clients never touch the
 * same rollup rows, batches of one client go one after the other.
 */
function makeBatches(uuids: string[]): Reading[][][] {
  const perClient = Array.from({ length: CLIENTS }, (_, c) => uuids.filter((_, i) => i % CLIENTS === c));
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const batchesPerClient = Math.ceil(TOTAL / BATCH / CLIENTS);
  return perClient.map((mine) => {
    const readings: Reading[] = [];
    for (let minute = 1; readings.length < batchesPerClient * BATCH; minute++) {
      for (const sensor of mine) {
        readings.push({ sensor, ts: now - minute * 60_000, value: 20 + Math.sin(minute / 30) * 3 });
      }
    }
    return Array.from({ length: batchesPerClient }, (_, b) => readings.slice(b * BATCH, (b + 1) * BATCH));
  });
}

async function httpPhase(baseUrl: string, apiKey: string, plan: Reading[][][]) {
  const deadline = Date.now() + BUDGET_MS;
  let sent = 0;
  let accepted = 0;
  const started = performance.now();
  await Promise.all(
    plan.map(async (batches) => {
      for (const readings of batches) {
        if (Date.now() > deadline) return;
        const res = await fetch(`${baseUrl}/api/v1/ingest/readings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
          body: JSON.stringify({ readings }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
        const body = (await res.json()) as { accepted: number; rejected: number };
        if (body.rejected) throw new Error(`ingest rejected ${body.rejected} readings`);
        sent += readings.length;
        accepted += body.accepted;
      }
    }),
  );
  return { sent, accepted, seconds: (performance.now() - started) / 1000 };
}

async function sensorIdsByUuid(database: Database): Promise<Map<string, number>> {
  const rows = await database.query<{ id: number; uuid: string }>('select id, uuid from sensors');
  return new Map(rows.map((r) => [r.uuid, r.id]));
}

/** Runs `insert` over the plan's batches with the same concurrency as the HTTP phase, up to `limit` rows. */
async function runBatches(
  plan: Reading[][][],
  limit: number,
  insert: (readings: Reading[]) => Promise<unknown>,
) {
  let done = 0;
  const started = performance.now();
  await Promise.all(
    plan.map(async (batches) => {
      for (const readings of batches) {
        if (done >= limit) return;
        done += readings.length;
        await insert(readings);
      }
    }),
  );
  return { rows: done, seconds: (performance.now() - started) / 1000 };
}

/** The same rows with a bare unnest insert. */
async function rawPhase(
  database: Database,
  table: string,
  orgId: number,
  plan: Reading[][][],
  limit: number,
) {
  const idOf = await sensorIdsByUuid(database);
  return runBatches(plan, limit, (readings) =>
    database.query(
      `insert into ${table} (sensor_id, ts, org_id, value)
       select sensor_id, ts, $3::int, value
         from unnest($1::int[], $2::timestamptz[], $4::float8[]) as t(sensor_id, ts, value)`,
      [
        readings.map((r) => idOf.get(r.sensor)!),
        readings.map((r) => new Date(r.ts).toISOString()),
        orgId,
        readings.map((r) => r.value),
      ],
    ),
  );
}

/**
 * The baseline: a plain multi-row `INSERT ... VALUES (...), (...)` of the same rows into a keyed
 * copy of readings, without rollups or validation.
 */
async function valuesPhase(
  database: Database,
  table: string,
  orgId: number,
  plan: Reading[][][],
  limit: number,
) {
  const idOf = await sensorIdsByUuid(database);
  return runBatches(plan, limit, (readings) => {
    const params: unknown[] = [];
    const rows = readings.map((r) => {
      params.push(idOf.get(r.sensor)!, new Date(r.ts).toISOString(), orgId, r.value);
      const n = params.length;
      return `($${n - 3}::int, $${n - 2}::timestamptz, $${n - 1}::int, $${n}::float8)`;
    });
    return database.query(
      `insert into ${table} (sensor_id, ts, org_id, value) values ${rows.join(',')}`,
      params,
    );
  });
}

const rate = (n: number, seconds: number) => Math.round(n / seconds);
const fmt = (n: number) => n.toLocaleString('en-GB');

async function main() {
  const { database, label, cleanup } = await freshDatabase(process.env.DATABASE_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const { orgId, apiKey, sensors } = await setup(database);
    const plan = makeBatches(sensors.map((x) => x.uuid));
    console.log(`database: ${label}`);
    console.log(
      `plan: ${fmt(TOTAL)} readings, ${SENSORS} sensors, batches of ${BATCH}, ${CLIENTS} concurrent clients`,
    );

    const http = await httpPhase(`http://127.0.0.1:${address.port}`, apiKey, plan);
    const [check] = await database.query<{ raw: number; rolled: number }>(
      `select (select count(*) from readings)::int as raw, (select sum(count) from readings_1d)::int as rolled`,
    );
    if (check?.raw !== http.accepted || check.rolled !== http.accepted) {
      throw new Error(
        `stored ${check?.raw} readings / ${check?.rolled} rolled up, expected ${http.accepted}`,
      );
    }
    const httpRate = rate(http.sent, http.seconds);
    console.log(
      `HTTP ingest with rollups:   ${fmt(http.sent)} readings in ${http.seconds.toFixed(1)} s = ${fmt(httpRate)} readings/s`,
    );

    await database.query('create table bench_raw (like readings)');
    const raw = await rawPhase(database, 'bench_raw', orgId, plan, http.sent);
    const rawRate = rate(raw.rows, raw.seconds);
    console.log(
      `raw unnest insert:          ${fmt(raw.rows)} rows in ${raw.seconds.toFixed(1)} s = ${fmt(rawRate)} rows/s (bench_raw, like readings: no key)`,
    );
    // readings has a primary key; the same bare insert into a keyed copy is the fairer floor.
    await database.query('create table bench_raw_pk (like readings including indexes)');
    const keyed = await rawPhase(database, 'bench_raw_pk', orgId, plan, http.sent);
    const keyedRate = rate(keyed.rows, keyed.seconds);
    console.log(
      `raw unnest insert with key: ${fmt(keyed.rows)} rows in ${keyed.seconds.toFixed(1)} s = ${fmt(keyedRate)} rows/s`,
    );
    console.log(
      `ratio raw / HTTP: ${(rawRate / httpRate).toFixed(2)}x (keyed raw / HTTP: ${(keyedRate / httpRate).toFixed(2)}x)`,
    );
    await database.query('create table bench_values_pk (like readings including indexes)');
    const values = await valuesPhase(database, 'bench_values_pk', orgId, plan, http.sent);
    const valuesRate = rate(values.rows, values.seconds);
    console.log(
      `raw multi-row INSERT ... VALUES with key: ${fmt(values.rows)} rows in ${values.seconds.toFixed(1)} s = ${fmt(valuesRate)} rows/s`,
    );
    // The target: HTTP ingestion (rollups included) at least half the raw multi-row insert rate.
    console.log(
      `HTTP ingest / raw multi-row insert: ${(httpRate / valuesRate).toFixed(2)} (target ≥ 0.50); HTTP ingest: ${fmt(httpRate)} readings/s (target ≥ 20,000 on PostgreSQL)`,
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
  3 * BUDGET_MS + 60_000,
);
guard.unref();

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
