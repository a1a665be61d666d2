/**
 * Bulk onboarding (issue 14): ONE CSV of BENCH_SITES sites (default 5,000), each with 4 equipment
 * items and 20 sensors on one gateway (125,000 rows, ~17 MB), through the real routes of the real
 * app on a fresh database: the dry run (all rows CREATED), the import job (posted, then run by the
 * worker to its end), then the same file again (dry run and import: every row UNCHANGED, nothing
 * written). It prints seconds and rows/s; the baseline is the same file read and checked without the
 * database (parse + the forms' contracts), which shows what the database part costs. It asserts
 * only that the rows arrived.
 *
 *   npm run bench:import                       # a throwaway PostgreSQL (scripts/with-postgres.sh)
 *   DATABASE_URL=postgres://... npx tsx bench/import.ts
 *   npx tsx bench/import.ts                    # PGlite in a temporary folder
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportJob, ImportReport } from '@sw/contracts/setup';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/modules/identity/passwords';
import { readSheets } from '../apps/server/src/modules/setup/import/import-file';
import { IMPORT_QUEUE } from '../apps/server/src/modules/setup/import/import-jobs';
import { checkRows } from '../apps/server/src/modules/setup/import/import-rows';
import { insertCatalogue } from '../apps/server/src/simulator/catalogue';
import { freshDatabase } from './fresh-database';

const SITES = intEnv('BENCH_SITES', 5_000, 1, 50_000);
const EQUIPMENT_PER_SITE = 4;
const SENSORS_PER_SITE = 20;
const PASSWORD = 'Bench-Password-2026';
const ORG_ID = 900_001;

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new Error(`${name} must be an integer ${min}..${max}`);
  return v;
}

const COLUMNS = [
  'kind',
  'external_id',
  'title',
  'site_external_id',
  'address',
  'latitude',
  'longitude',
  'time_zone',
  'country',
  'site_type',
  'floor_area_m2',
  'co2_factor_kg_per_kwh',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
  'sun',
  'site_groups',
  'type',
  'space',
  'vendor',
  'model',
  'serial_number',
  'manufacture_date',
  'min_temp_c',
  'max_temp_c',
  'gateway',
  'uuid',
  'sensor_type',
  'unit',
  'equipment_external_id',
  'target',
];
const ZONES = ['Europe/London', 'Europe/Paris', 'America/New_York', 'America/Chicago', 'Asia/Kolkata'];
const EQUIPMENT = [
  { type: 'Walk-in Cooler', space: 'Cold room', min: 0, max: 5 },
  { type: 'Walk-in Freezer', space: 'Cold room', min: -25, max: -15 },
  { type: 'Refrigerator', space: 'Sales floor', min: 1, max: 6 },
  { type: 'HVAC', space: 'Roof', min: '', max: '' },
];
const SENSOR_KINDS = [
  { type: 'TEMPERATURE', unit: '°C', target: 'CABINET' },
  { type: 'TEMPERATURE', unit: '°C', target: 'SUPPLY_AIR' },
  { type: 'HUMIDITY', unit: '%RH', target: 'AMBIENT' },
  { type: 'DOOR', unit: 'open', target: 'DOOR' },
  { type: 'POWER', unit: 'kW', target: 'MAIN' },
];

/** The file: per site its row, its 4 items, its 20 sensors (5 per item), as a CSV an integrator writes. */
function makeCsv(): string {
  const out: string[] = [COLUMNS.join(',')];
  const row = (cells: Record<string, string | number>) =>
    out.push(
      COLUMNS.map((c) => {
        const v = String(cells[c] ?? '');
        return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
      }).join(','),
    );
  for (let s = 1; s <= SITES; s++) {
    const site = `ST-${String(s).padStart(5, '0')}`;
    row({
      kind: 'site',
      external_id: site,
      title: `Store ${s}`,
      address: `${s} High Street, Town ${s % 97}`,
      latitude: (40 + (s % 1000) / 100).toFixed(4),
      longitude: (-5 + (s % 700) / 100).toFixed(4),
      time_zone: ZONES[s % ZONES.length]!,
      country: 'GB',
      site_type: 'supermarket',
      floor_area_m2: 800 + (s % 50) * 20,
      co2_factor_kg_per_kwh: 0.207,
      mon: '08:00-22:00',
      tue: '08:00-22:00',
      wed: '08:00-22:00',
      thu: '08:00-22:00',
      fri: '08:00-22:00',
      sat: '09:00-21:00',
      sun: 'closed',
      site_groups: `Region ${s % 10}; All stores`,
    });
    for (let e = 0; e < EQUIPMENT_PER_SITE; e++) {
      const kind = EQUIPMENT[e]!;
      row({
        kind: 'equipment',
        external_id: `${site}-EQ${e + 1}`,
        title: `${kind.type} ${e + 1}`,
        site_external_id: site,
        type: kind.type,
        space: kind.space,
        vendor: 'Hussmann',
        model: 'M-200',
        serial_number: `SN${s}-${e}`,
        manufacture_date: '2020-06-01',
        min_temp_c: kind.min,
        max_temp_c: kind.max,
      });
    }
    for (let k = 0; k < SENSORS_PER_SITE; k++) {
      const eq = Math.floor(k / (SENSORS_PER_SITE / EQUIPMENT_PER_SITE));
      const kind = SENSOR_KINDS[k % SENSOR_KINDS.length]!;
      row({
        kind: 'sensor',
        external_id: `${site}-SN${k + 1}`,
        title: `Sensor ${k + 1}`,
        site_external_id: site,
        gateway: `${site}-GW1`,
        uuid: `${site}-probe-${k + 1}`,
        sensor_type: kind.type,
        unit: kind.unit,
        equipment_external_id: `${site}-EQ${eq + 1}`,
        target: kind.target,
        vendor: 'Disruptive',
      });
    }
  }
  return `${out.join('\r\n')}\r\n`;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en-GB')} rows/s`;
const fmt = (n: number) => n.toLocaleString('en-GB');

async function main() {
  const { database, label, cleanup } = await freshDatabase(process.env.DATABASE_URL, 'bench_import');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database });
  try {
    console.log(`database: ${label}`);
    await insertCatalogue(database.db);
    await database.query(`insert into organizations (id, title) values ($1::int, 'Bench import org')`, [
      ORG_ID,
    ]);
    const email = 'bench-import@bench.example';
    await database.query(
      `insert into users (org_id, email, password_hash, first_name, last_name, role, password_updated_at)
       values ($1::int, $2, $3, 'Bench', 'Admin', 'ADMIN', now())`,
      [ORG_ID, email, await hashPassword(PASSWORD)],
    );
    await app.ready();
    await app.services.queue.startWorkers();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().accessToken}`, 'content-type': 'text/csv' };

    const csv = makeCsv();
    const bytes = Buffer.from(csv);
    const rows = SITES * (1 + EQUIPMENT_PER_SITE + SENSORS_PER_SITE);
    console.log(
      `file: ${fmt(SITES)} sites × (${EQUIPMENT_PER_SITE} equipment + ${SENSORS_PER_SITE} sensors) = ${fmt(rows)} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB CSV`,
    );

    const t0 = performance.now();
    const checked = await checkRows(await readSheets(bytes, 'csv'));
    const baseline = performance.now() - t0;
    if (checked.issues.length)
      throw new Error(`the bench file has errors: ${JSON.stringify(checked.issues.slice(0, 3))}`);
    console.log(
      `baseline: read + check rows without the database     ${secs(baseline).padStart(8)}  ${rate(rows, baseline)}`,
    );

    const dry = async (what: string) => {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/setup/import/dry-run',
        headers,
        payload: bytes,
      });
      const ms = performance.now() - start;
      if (res.statusCode !== 200)
        throw new Error(`dry run answered ${res.statusCode} ${res.body.slice(0, 300)}`);
      const report = res.json() as ImportReport;
      if (!report.valid)
        throw new Error(`dry run found errors: ${JSON.stringify(report.errors.slice(0, 3))}`);
      console.log(
        `${what.padEnd(52)} ${secs(ms).padStart(8)}  ${rate(rows, ms)}  (sites ${JSON.stringify(report.counts.sites)}, report ${(res.body.length / 1024).toFixed(0)} KB)`,
      );
      return ms;
    };
    const run = async (what: string) => {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/setup/import?fileName=bench.csv',
        headers,
        payload: bytes,
      });
      if (res.statusCode !== 202)
        throw new Error(`import answered ${res.statusCode} ${res.body.slice(0, 300)}`);
      await app.services.queue.settled(IMPORT_QUEUE, 3_600_000);
      const ms = performance.now() - start;
      const job = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/setup/import/${res.json().id}`,
          headers: { authorization: headers.authorization },
        })
      ).json() as ImportJob;
      if (job.state !== 'SUCCEEDED') throw new Error(`import ended ${job.state}: ${job.message}`);
      console.log(
        `${what.padEnd(52)} ${secs(ms).padStart(8)}  ${rate(rows, ms)}  (sensors ${JSON.stringify(job.counts?.sensors)})`,
      );
      return ms;
    };

    await dry('dry run, empty organisation (all CREATED)');
    const auditBefore = await count(database, 'audit_log');
    await run('import (posted → job SUCCEEDED)');
    const auditRows = (await count(database, 'audit_log')) - auditBefore;
    const [got] = await database.query<Record<string, number>>(
      `select (select count(*) from sites where org_id = $1) as sites,
              (select count(*) from equipment where org_id = $1) as equipment,
              (select count(*) from sensors where org_id = $1 and gateway_id is not null) as sensors,
              (select count(*) from gateways where org_id = $1) as gateways`,
      [ORG_ID],
    );
    console.log(
      `written: ${fmt(got!.sites!)} sites, ${fmt(got!.equipment!)} equipment, ${fmt(got!.sensors!)} sensors on ${fmt(got!.gateways!)} gateways, ${fmt(auditRows)} audit rows`,
    );
    if (got!.sites !== SITES || got!.sensors !== SITES * SENSORS_PER_SITE) throw new Error('rows missing');
    await dry('dry run, same file again (all UNCHANGED)');
    const before2 = await count(database, 'audit_log');
    await run('import, same file again (all UNCHANGED)');
    console.log(`audit rows written by the second import: ${(await count(database, 'audit_log')) - before2}`);
  } finally {
    await app.close();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function count(database: { query: <T>(t: string, p?: unknown[]) => Promise<T[]> }, table: string) {
  const [r] = await database.query<{ n: number }>(
    `select count(*)::int as n from ${table} where org_id = $1`,
    [ORG_ID],
  );
  return r!.n;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
