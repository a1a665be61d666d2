import type { FastifyInstance } from 'fastify';
import { analyzeAll } from '../apps/server/src/db/analyze';
import type { Database } from '../apps/server/src/db/client';
import {
  boundsCte,
  categoriesCte,
  peakPower,
  SUB_METER,
  siteEnergySensors,
  totalEnergy,
} from '../apps/server/src/modules/telemetry/energy.repository';
import { siteEnergyTotals } from '../apps/server/src/modules/telemetry/energy-dashboard.repository';
import { siteOf } from '../apps/server/src/modules/telemetry/scope';
import { isoDay, median, rootPath } from './figures';
import { freshDatabase } from './fresh-database';
import { seededApp } from './seeded-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed(app: FastifyInstance, url: string, authorization: string): Promise<number> {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: { authorization } });
  const took = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return took;
}

/** Forget every planner statistic: the state of a database nothing ever analysed. */
async function forgetStatistics(database: Database) {
  await database.query(
    `delete from pg_statistic where starelid in
       (select c.oid from pg_class c where c.relnamespace = 'public'::regnamespace)`,
  );
  await database.query(
    `update pg_class set reltuples = -1, relpages = 0 where relnamespace = 'public'::regnamespace`,
  );
}

async function bench(label: string, database: Database) {
  const { app, auth, org, config } = await seededApp(label, database, {
    dataDir: 'sitewatch-bench-energy',
    email: 'admin@demo.example',
  });
  try {
    // The site with the most sub-meters: the dashboard's heaviest case.
    const [site] = await database.query<{ id: number; tz: string; meters: number; group: number }>(
      `select s.site_id as id, min(x.time_zone) as tz, count(*)::int as meters, min(e.group_id) as group
         from sensors s join sites x on x.id = s.site_id join equipment e on e.id = s.equipment_id
        where s.org_id = $1 and ${SUB_METER} group by s.site_id order by 3 desc, 1 limit 1`,
      [org],
    );
    if (!site) throw new Error('no site with sub-meters');
    const [{ n: orgMeters } = { n: 0 }] = await database.query<{ n: number }>(
      `select count(*)::int as n from sensors s where s.org_id = $1 and ${SUB_METER}`,
      [org],
    );
    console.log(`  organisation ${org}: site ${site.id} with ${site.meters} of its ${orgMeters} sub-meters`);

    // Today so far, as the site pages ask it (local midnight approximated by UTC midnight).
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const range = `from=${Math.floor(from.getTime() / 1000)}&to=${Math.floor(now.getTime() / 1000)}`;
    const ts = rootPath(config.TIMESERIES_ROOT);
    const analytics = rootPath(config.ANALYTICS_ROOT);
    const dashboard = `${ts}/energy/site/${site.id}/dashboard?${range}`;
    const series = `${ts}/energy/site/${site.id}/series?${range}&agg=15m`;
    const month = new Date(now.getTime() - 30 * 86_400_000);
    // The calls of the site dashboard page (apps/web/src/app/routes/sites-*.tsx, features/sites/api).
    const page = [
      '/api/v1/auth/user',
      `/api/v1/sites/${site.id}`,
      `/api/v1/features/site/${site.id}`,
      `/api/v1/sites/${site.id}/online-status`,
      `/api/v1/sites/${site.id}/astro?startDate=${isoDay(now)}`,
      `/weather/${site.id}/latest`,
      `/api/v1/thermostat/controls/site/${site.id}`,
      `/api/v1/incidents?siteIds=${site.id}&from=${from.getTime()}&to=${now.getTime()}`,
      '/api/v1/sites',
      `${analytics}/report/org_compliance_by_site/${org}/${isoDay(month)}/${isoDay(now)}`,
      series,
      dashboard,
    ];
    // Warm-up; a call that does not answer 200 is named and left out (the dashboard and series must).
    const burst: string[] = [];
    for (const url of page) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: auth } });
      if (res.statusCode === 200) burst.push(url);
      else if (url === dashboard || url === series) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      else
        console.log(`  (left out of the burst: ${url} answered ${res.statusCode} ${res.body.slice(0, 120)})`);
    }

    const measure = async (state: string) => {
      const alone: number[] = [];
      const seriesAlone: number[] = [];
      const inBurst: number[] = [];
      const wholeBurst: number[] = [];
      const oldShape: number[] = [];
      const newShape: number[] = [];
      const caller = { orgId: org, siteScope: 'ALL' as const };
      const table = 'readings_15m' as const;
      const q = { from, to: now };
      for (let i = 0; i < RUNS; i++) {
        seriesAlone.push(await timed(app, series, auth));
        alone.push(await timed(app, dashboard, auth));
        const b0 = performance.now();
        const times = await Promise.all(burst.map((u) => timed(app, u, auth)));
        wholeBurst.push(performance.now() - b0);
        inBurst.push(times[burst.indexOf(dashboard)]!);
        // The former shape: site and meters together, then total, peak and breakdowns together.
        let t = performance.now();
        const [ref, sensors] = await Promise.all([
          siteOf(database, caller, site.id),
          siteEnergySensors(database, org, site.id),
        ]);
        const base = { orgId: org, ...q, tz: ref.timeZone };
        await Promise.all([
          totalEnergy(database, { ...base, sensorIds: sensors, table }),
          peakPower(database, { ...base, sensorIds: sensors, table }),
          database.query(
            `with ${boundsCte('15m', '$3', '$4', '$5')}, ${categoriesCte(table, '$1', '$2', '$4')}
             select * from categories order by by, kwh desc, id`,
            [org, site.id, from.toISOString(), now.toISOString(), ref.timeZone],
          ),
        ]);
        oldShape.push(performance.now() - t);
        t = performance.now();
        await siteEnergyTotals(database, caller, site.id, { table, peakTable: table, ...q });
        newShape.push(performance.now() - t);
      }
      const base = median(seriesAlone);
      console.log(`  -- ${state} (medians of ${RUNS})`);
      console.log(`  energy series alone (baseline)        ${ms(base)}`);
      console.log(
        `  dashboard alone                       ${ms(median(alone))}  (× ${(median(alone) / base).toFixed(1)})`,
      );
      console.log(
        `  dashboard inside its page's burst     ${ms(median(inBurst))}  (× ${(median(inBurst) / base).toFixed(1)}; whole burst of ${burst.length}: ${ms(median(wholeBurst))})`,
      );
      console.log(
        `  dashboard queries: former shape (2 round trips, 5 queries) ${ms(median(oldShape))}, one statement ${ms(median(newShape))}`,
      );
    };

    const explainCategory = async (state: string) => {
      for (const [name, siteFilter] of [
        ['without the site filter (before)', ''],
        ['with the site filter (now)', 'and s.site_id = $2'],
      ] as const) {
        const plan = await database.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off, timing on, summary on)
           select s.id from sensors s join equipment e on e.id = s.equipment_id and e.org_id = s.org_id
            where s.org_id = $1 ${siteFilter} and e.site_id = $2 and e.group_id = $3 and ${SUB_METER}
            order by s.id`,
          [org, site.id, site.group],
        );
        console.log(`  EXPLAIN ANALYZE category query ${name}, ${state}:`);
        for (const r of plan) console.log(`    ${r['QUERY PLAN']}`);
      }
    };

    await forgetStatistics(database);
    await explainCategory('no statistics');
    await measure('no statistics (never analysed)');
    const a0 = performance.now();
    await analyzeAll(database);
    console.log(`  ANALYZE of every table: ${ms(performance.now() - a0)}`);
    await explainCategory('after ANALYZE');
    await measure('after ANALYZE');
  } finally {
    await app.close();
  }
}

async function main() {
  const pglite = await freshDatabase(undefined, 'energy');
  try {
    await bench(pglite.label, pglite.database);
  } finally {
    await pglite.cleanup();
  }
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const pg = await freshDatabase(url, 'energy');
  try {
    await bench(pg.label, pg.database);
  } finally {
    await pg.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
