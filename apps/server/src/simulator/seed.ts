import { analyzeAll } from '../db/analyze';
import type { Database } from '../db/client';
import { plannedIncidents, writeIncidents } from '../modules/incidents';
import { insertCatalogue } from './catalogue';
import { createOrganizations, createSiteGroups, createUsers } from './demo-org';
import { generateHistory } from './history';
import { olderIncidents } from './history-older';
import { loadModelInputs } from './model-inputs';
import { buildModelParams } from './model-params';
import { Rng } from './rng';
import { SeedProgress } from './seed-progress';
import { type BuiltSite, createSite } from './site-builder';
import { ALL_SITES } from './site-list';
import { run } from './sql';

export interface SeedSummary {
  organizations: number;
  sites: number;
  sensors: number;
  readings: number;
  seconds: number;
}

export interface SeedOptions {
  seed: number;
  /** Defaults to the current time; the history ends at this instant rounded down to the hour. */
  now?: Date;
  /** Progress lines (bench/seed.ts prints them with timings). */
  log?: (message: string) => void;
  /**
   * Percent done (0-99, rising; done is when it returns), reported after each step (a listening server shows it while it
   * seeds). Awaited: the seed goes on once it resolves.
   */
  progress?: (percent: number) => void | Promise<void>;
}

/** Serialises concurrent seeders (several processes started on one empty PostgreSQL database). */
const SEED_LOCK = 72_610_275;

/**
 * Seeds the demo organisations when the organisations table is empty, else returns null. Everything
 * runs in one transaction: a failed seed leaves nothing behind and is retried at the next start.
 * Deterministic from `seed`: the same seed gives the same data, with timestamps relative to `now`
 * rounded down to the hour.
 */
export async function ensureSeeded(database: Database, opts: SeedOptions): Promise<SeedSummary | null> {
  const started = performance.now();
  const anchor = new Date(Math.floor((opts.now ?? new Date()).getTime() / 3_600_000) * 3_600_000);
  let last = started;
  let lastCpu = process.cpuUsage();
  const progress = new SeedProgress(opts.progress);
  const step = async (label: string) => {
    const t = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    opts.log?.(
      `${label}: ${((t - last) / 1000).toFixed(2)} s (cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`,
    );
    last = t;
    lastCpu = process.cpuUsage();
    await progress.done(label);
  };
  const summary = await database.db.transaction(async (tx) => {
    await run(tx, `select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await run<{ n: number }>(tx, 'select count(*)::int as n from organizations');
    if ((existing?.n ?? 0) > 0) return null;

    const rng = new Rng(opts.seed);
    await insertCatalogue(tx);
    await createOrganizations(tx, anchor);
    const userIds = await createUsers(tx, anchor);
    const built: BuiltSite[] = [];
    for (const def of ALL_SITES) {
      built.push(await createSite(tx, def, rng, anchor));
      await progress.part('organisations, users, sites and devices', built.length / ALL_SITES.length);
    }
    await createSiteGroups(tx, built, userIds);
    await step('organisations, users, sites and devices');

    const params = buildModelParams(await loadModelInputs(tx), anchor);
    await generateHistory(tx, params, anchor, step);
    // The history bypassed ingestion: replay the sentinels over it for the incidents it implies.
    // Before its windows, over the model's series around the planted faults (history-older.ts).
    const older = await olderIncidents(tx, anchor);
    await step('older incidents derived');
    await writeIncidents(tx, await plannedIncidents(tx, anchor, older), anchor);
    await step('incidents replayed');

    const [counts] = await run<{ readings: number }>(
      tx,
      `select (select count(*) from readings) + (select count(*) from readings_15m)
        + (select count(*) from readings_1h) + (select count(*) from readings_1d) as readings`,
    );
    return {
      organizations: 3,
      sites: built.length,
      sensors: built.reduce((n, s) => n + s.sensors, 0),
      readings: Number(counts?.readings ?? 0),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  });
  if (!summary) return null;
  // Planner statistics for every table the seed filled (PGlite never analyses on its own).
  await analyzeAll(database);
  await step('statistics');
  // The bulk load leaves hundreds of MB of WAL behind; a checkpoint lets the server recycle it.
  // After the statistics: their first reads of the new rows set hint bits, written here once.
  await database.query('checkpoint');
  await step('checkpoint');
  return summary;
}
