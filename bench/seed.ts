/**
 * Seed benchmark: seeds the demo from empty into a fresh PGlite data directory (and into a fresh
 * PostgreSQL database when DATABASE_URL is set) and prints the time and the row counts.
 *
 *   npx tsx bench/seed.ts            (SEED=... to change the seed)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, migrate, openDatabase } from '../apps/server/src/db/client';
import { ensureSeeded } from '../apps/server/src/simulator/seed';

const TABLES = [
  'sites',
  'equipment',
  'sensors',
  'thermostats',
  'readings',
  'readings_15m',
  'readings_1h',
  'readings_1d',
  'thermostat_status',
  'weather_readings',
  'energy_day_split',
] as const;

/**
 * The machine's pace in the same run, on the same database: 500,000 generated rows inserted,
 * indexed and summed in a scratch table (dropped after), best of 2. The seed's time over it compares
 * runs on machines of different speed (this one has run the same seed code 2.3× apart on different
 * days).
 */
async function baseline(database: Database): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    await database.query('create table bench_pace (x int, y float8)');
    await database.query(
      'insert into bench_pace select g, (g % 997) / 7.0 from generate_series(1, 500000) g',
    );
    await database.query('create index on bench_pace (x)');
    await database.query('select sum(y), count(distinct x % 1000) from bench_pace');
    await database.query('drop table bench_pace');
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  return best;
}

async function bench(label: string, database: Database): Promise<void> {
  await migrate(database);
  const pace = await baseline(database);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const summary = await ensureSeeded(database, {
    seed: Number(process.env.SEED ?? 20261122),
    log: (m) => console.log(`  ${m}`),
  });
  const seconds = (performance.now() - t0) / 1000;
  // PGlite runs in this process, so its CPU time is a figure that holds on a busy machine too.
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `${label}: seeded in ${seconds.toFixed(1)} s (cpu of this process ${cpuSeconds.toFixed(1)} s)`,
    summary,
  );
  console.log(
    `  baseline (500,000 rows inserted, indexed, summed; best of 2): ${pace.toFixed(2)} s; seed = × ${(seconds / pace).toFixed(1)} the baseline`,
  );
  let total = 0;
  for (const table of TABLES) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    total += row?.n ?? 0;
    console.log(`  ${table.padEnd(18)} ${String(row?.n ?? 0).padStart(10)}`);
  }
  console.log(
    `  ${'total'.padEnd(18)} ${String(total).padStart(10)}  (${Math.round(total / seconds)} rows/s)`,
  );
}

async function main() {
  if (process.env.SEED_BENCH_MEMORY) {
    // In-memory PGlite, as the db tests use it.
    const memory = await openDatabase({ memory: true });
    await bench('PGlite (in memory)', memory);
    await memory.close();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-seed-'));
  const pglite = await openDatabase({ dataDir: dir });
  try {
    await bench(`PGlite (${dir})`, pglite);
  } finally {
    await pglite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) return;
  const name = `seed_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const pg = await openDatabase({ url: u.toString() });
  try {
    await bench(`PostgreSQL (${name})`, pg);
  } finally {
    await pg.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
