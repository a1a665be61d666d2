/**
 * Performance pages bench (issue 12): the HVAC performance report (org_thermostat_compliance) and the
 * equipment group performance report (equipment_compare_async) of a synthetic organisation of
 * BENCH_SITES (5,000) sites on PostgreSQL, seconds from the start call to a ready result, against a
 * plain SQL pass over the same rows in the same run (the baseline).
 *
 *   npm run bench:performance      (bash scripts/with-postgres.sh tsx bench/performance.ts)
 *
 * Each site has a rooftop unit with a thermostat (a status sample every SAMPLE_MIN minutes) and an
 * energy sub-meter, and a cooler with a temperature sensor (15-minute and hourly rollups, defrosts at
 * 02:00 and 14:00 local), a door sensor (raw change readings, 8 openings a day) and a sub-meter; the
 * period is the last BENCH_DAYS (7) complete UTC days, the temperature traces start 3 days earlier
 * (the defrost look-back). Everything is generated in SQL; kept results are deleted before each run.
 * The HVAC report runs twice over: with no thermostat day kept (its first computation), then with the
 * complete days kept by the first (every later request: only days not kept yet are computed).
 */
import type { Database } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/modules/identity';
import { isoDay, median } from './figures';
import { freshDatabase } from './fresh-database';
import { signedInApp, timeBaselines } from './report-app';

const SITES = Number(process.env.BENCH_SITES ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const SAMPLE_MIN = Number(process.env.BENCH_SAMPLE_MIN ?? 10);
const ORG = 902;
const PASSWORD = 'Bench-Password-2026';
const COOLERS = 980011;
const RTUS = 980012;
const ZONES = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Tokyo',
];

const DAY_MS = 86_400_000;
const today = new Date(`${isoDay(new Date())}T00:00:00Z`).getTime();
const from = isoDay(new Date(today - DAYS * DAY_MS));
const to = isoDay(new Date(today - DAY_MS));
// Every zone's local days of the period, and the trace's 3-day look-back before them.
const dataFrom = new Date(today - (DAYS + 4) * DAY_MS).toISOString();
const dataTo = new Date().toISOString();

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function build(database: Database): Promise<void> {
  const t0 = performance.now();
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  await q(`insert into organizations (id, title) values ($1, 'Bench Performance Chain')`, [ORG]);
  await q(`insert into equipment_groups (id, title) values (${COOLERS}, 'Refrigeration (bench)'),
           (${RTUS}, 'HVAC (bench)') on conflict do nothing`);
  await q(`insert into equipment_type_groups (id, title) values (982011, 'Bench refrigeration'),
           (982012, 'Bench HVAC') on conflict do nothing`);
  await q(`insert into equipment_types (id, title, icon, group_id, type_group_id)
           values (981011, 'Cooler (bench)', 'fridge', ${COOLERS}, 982011),
                  (981012, 'RTU (bench)', 'hvac', ${RTUS}, 982012) on conflict do nothing`);
  await q(
    `insert into users (org_id, email, password_hash, first_name, last_name, role, password_updated_at)
     values ($1, 'bench@perf.example', $2, 'Bench', 'User', 'ADMIN', now())`,
    [ORG, await hashPassword(PASSWORD)],
  );
  const open = (o: number, c: number) => `jsonb_build_object('open', ${o}, 'close', ${c})`;
  await q(
    `insert into sites (org_id, title, time_zone, floor_area_m2, co2_factor_kg_per_kwh, operating_hours)
     select $1, 'Bench site ' || g, ($2::text[])[1 + g % $3], 400 + (g * 37) % 3000, 0.3,
            jsonb_build_object('mon', ${open(420, 1320)}, 'tue', ${open(420, 1320)}, 'wed', ${open(420, 1320)},
              'thu', ${open(420, 1320)}, 'fri', ${open(420, 1320)}, 'sat', ${open(480, 1260)}, 'sun', ${open(600, 1080)})
       from generate_series(1, $4) g`,
    [ORG, ZONES, ZONES.length, SITES],
  );
  await q(
    `insert into equipment (org_id, site_id, title, type_id, group_id, vendor, model, min_temp, max_temp)
     select $1, s.id, t.title, t.type_id, t.group_id, t.vendor, t.model, t.lo, t.hi from sites s
      cross join (values ('Cooler', 981011, ${COOLERS}, 'Coldline', 'C-2', 0::float8, 5::float8),
                         ('RTU', 981012, ${RTUS}, 'Airflow', 'R-10', null, null))
                 t(title, type_id, group_id, vendor, model, lo, hi)
      where s.org_id = $1`,
    [ORG],
  );
  await q(
    `insert into sensors (org_id, site_id, equipment_id, title, uuid, vendor, sensor_type, unit, target)
     select $1, e.site_id, e.id, e.title || ' ' || k.title, 'bench-' || k.title || '-' || e.id, 'bench',
            k.sensor_type, k.unit, k.target
       from equipment e
       join (values ('Energy', 'ENERGY', 'kWh', 'SUBMETER', null),
                    ('Temperature', 'TEMPERATURE', 'C', 'CABINET', 'Cooler'),
                    ('Door', 'DOOR', 'state', 'DOOR', 'Cooler')) k(title, sensor_type, unit, target, for_eq)
         on k.for_eq is null or k.for_eq = e.title
      where e.org_id = $1`,
    [ORG],
  );
  await q(
    `insert into thermostats (org_id, site_id, equipment_id, title, uuid, vendor, model)
     select $1, e.site_id, e.id, 'RTU Thermostat', 'bench-th-' || e.id, 'Airflow', 'T-1'
       from equipment e where e.org_id = $1 and e.type_id = 981012`,
    [ORG],
  );
  console.log(
    `  ${SITES} sites, 2 equipment, 4 sensors and a thermostat each: ${secs(performance.now() - t0)}`,
  );

  let t = performance.now();
  // Space temperature follows the afternoon; cooling runs above 23 °C; auto mode, set points 20/24 °C.
  await q(
    `insert into thermostat_status (thermostat_id, ts, org_id, online, mode, working_mode, temperature,
       cool_set_point, heat_set_point, fan_running, cooling_stage1_running, cooling_stage2_running,
       heating_stage1_running, heating_stage2_running, temp_units)
     select th.id, g.ts, $1, (th.id + extract(epoch from g.ts)::bigint / 600) % 97 <> 0, 'auto', 'SCHEDULE', v.temp,
            24, 20, true, v.temp > 23, v.temp > 25.5, v.temp < 20.5, false, 'C'
       from thermostats th join sites s on s.id = th.site_id
      cross join generate_series($2::timestamptz, $3::timestamptz, make_interval(mins => $4)) g(ts)
      cross join lateral (select 22 + 3.5 * sin(2 * pi() * (extract(hour from g.ts at time zone s.time_zone) - 9) / 24)
                                 + (th.id % 5) * 0.4 as temp) v
      where th.org_id = $1`,
    [ORG, dataFrom, dataTo, SAMPLE_MIN],
  );
  console.log(`  thermostat samples every ${SAMPLE_MIN} min: ${secs(performance.now() - t)}`);

  t = performance.now();
  // 15-minute rollups of 3 readings each: 3 °C, with a 30-minute defrost at 02:00 and 14:00 local.
  await q(
    `insert into readings_15m (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
     select x.id, g.b, $1, v.avg * 3, v.avg - 0.3, v.peak, 3, v.avg, g.b + interval '10 minutes'
       from sensors x join sites s on s.id = x.site_id
      cross join generate_series($2::timestamptz, $3::timestamptz, interval '15 minutes') g(b)
      cross join lateral (select extract(hour from g.b at time zone s.time_zone)::int as h,
                                 extract(minute from g.b at time zone s.time_zone)::int as m) l
      cross join lateral (select case when l.h in (2, 14) and l.m < 30 then 7.5 else 3 + (x.id % 7) * 0.1 end as avg,
                                 case when l.h in (2, 14) and l.m < 30 then 9 else 3.6 end as peak) v
      where x.org_id = $1 and x.sensor_type = 'TEMPERATURE'`,
    [ORG, dataFrom, dataTo],
  );
  await q(
    `insert into readings_1h (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
     select sensor_id, date_trunc('hour', bucket), $1, sum(sum), min(min), max(max), sum(count)::int,
            (array_agg(last order by bucket desc))[1], max(last_ts)
       from readings_15m where org_id = $1 group by sensor_id, date_trunc('hour', bucket)`,
    [ORG],
  );
  console.log(`  temperature rollups (15 min, 1 h): ${secs(performance.now() - t)}`);

  t = performance.now();
  // A door opening for 3 minutes at 08:00, 09:30, … (8 a day, UTC hours): an open and a closed reading.
  await q(
    `insert into readings (sensor_id, ts, org_id, value)
     select x.id, d + make_interval(mins => 480 + 90 * k + c.shift), $1, c.value
       from sensors x
      cross join generate_series($2::timestamptz, $3::timestamptz - interval '1 day', interval '1 day') d
      cross join generate_series(0, 7) k
      cross join (values (0, 1::float8), (3, 0::float8)) c(shift, value)
      where x.org_id = $1 and x.sensor_type = 'DOOR'`,
    [ORG, dataFrom, dataTo],
  );
  // Energy per local day: the sub-meters' kWh (what both reports read through energy_day_split).
  await q(
    `insert into energy_day_split (sensor_id, day, org_id, op_kwh, noh_kwh, op_count, noh_count, op_hours, day_hours)
     select x.id, d::date, $1, 20 + x.id % 9, 8, 60, 36, 15, 24
       from sensors x cross join generate_series($2::date, $3::date, interval '1 day') d
      where x.org_id = $1 and x.sensor_type = 'ENERGY'`,
    [ORG, from, to],
  );
  await q(
    `insert into readings_1d (sensor_id, bucket, org_id, sum, min, max, count, last, last_ts)
     select x.id, d::timestamp at time zone s.time_zone, $1, 28 + x.id % 9, 0.1, 0.5, 96, 0.3,
            (d::timestamp + interval '23 hours 45 minutes') at time zone s.time_zone
       from sensors x join sites s on s.id = x.site_id
      cross join generate_series($2::date, $3::date, interval '1 day') d
      where x.org_id = $1 and x.sensor_type = 'ENERGY'`,
    [ORG, from, to],
  );
  await q('analyze');
  const counts = await database.query<{ t: string; n: number }>(
    `select 'thermostat samples' as t, count(*)::int as n from thermostat_status where org_id = $1
     union all select '15-minute rollups', count(*)::int from readings_15m where org_id = $1
     union all select 'hourly rollups', count(*)::int from readings_1h where org_id = $1
     union all select 'door readings', count(*)::int from readings where org_id = $1`,
    [ORG],
  );
  console.log(
    `  ${counts.map((c) => `${c.n.toLocaleString('en')} ${c.t}`).join(', ')} (door and energy: ${secs(performance.now() - t)})`,
  );
}

/** Plain SQL over the rows each report reads, for the same period. */
const BASELINES: Record<string, string> = {
  hvac: `
    select z.thermostat_id, count(*), avg(z.temperature), sum(abs(z.temperature - z.cool_set_point)),
           count(*) filter (where z.cooling_stage1_running), count(*) filter (where z.heating_stage1_running)
      from thermostat_status z
     where z.org_id = ${ORG} and z.ts >= date '${from}' - interval '14 hours'
       and z.ts < date '${to}' + interval '38 hours'
     group by 1`,
  // Each table the equipment report reads, aggregated per sensor in one pass.
  equipment: `
    with h as (select sensor_id, avg(sum / count) as mean, stddev_pop(sum / count) as sd from readings_1h
                where org_id = ${ORG} and bucket >= date '${from}' - interval '14 hours' and bucket < date '${to}' + interval '38 hours'
                group by sensor_id),
         q as (select sensor_id, max(max) as peak, count(*) as n from readings_15m
                where org_id = ${ORG} and bucket >= date '${from}' - interval '86 hours' and bucket < date '${to}' + interval '38 hours'
                group by sensor_id),
         d as (select sensor_id, count(*) filter (where value = 1) as openings, count(*) as n from readings
                where org_id = ${ORG} and ts >= date '${from}' - interval '14 hours' and ts < date '${to}' + interval '38 hours'
                group by sensor_id),
         e as (select sensor_id, sum(sum) as kwh from readings_1d
                where org_id = ${ORG} and bucket >= date '${from}' - interval '14 hours' and bucket < date '${to}' + interval '38 hours'
                group by sensor_id)
    select (select count(*) from h), (select count(*) from q), (select count(*) from d), (select count(*) from e)`,
};

interface Report {
  name: string;
  /** Also delete the kept thermostat days before each run (the HVAC report's first computation). */
  cold?: boolean;
  start: string;
  result: (key: string) => string;
  baseline: keyof typeof BASELINES;
  rows: (data: unknown) => number;
  /** One row's figures, printed once: the synthetic data must give real figures, not nulls. */
  sample: (data: unknown) => string;
}

/** Where the equipment comparison's time goes: its progress marks stages (energy, temperatures, doors). */
async function profileEquipment(database: Database) {
  const { equipmentCompare } = await import(
    '../apps/server/src/modules/analytics/equipment-compare/equipment-compare'
  );
  const t0 = performance.now();
  const marks: string[] = [];
  let next = 0.1;
  await equipmentCompare(database, {
    orgId: ORG,
    scope: 'ALL',
    groupId: COOLERS,
    typeGroupId: null,
    siteIds: null,
    from,
    to,
    progress: (f) => {
      if (f + 1e-9 < next) return;
      marks.push(`${Math.round(f * 100)} % at ${secs(performance.now() - t0)}`);
      next = f < 0.8 ? Math.min(0.8, f + 0.175) : 0.9;
    },
  });
  console.log(`  profile equipment_compare: ${marks.join(', ')}, done at ${secs(performance.now() - t0)}`);
}

async function main() {
  const fresh = await freshDatabase(process.env.DATABASE_URL, 'bench_performance');
  if (!process.env.DATABASE_URL)
    console.log('(DATABASE_URL unset: measuring PGlite; the issue target is on PostgreSQL)');
  console.log(`== ${fresh.label}; period ${from} … ${to}`);
  try {
    await build(fresh.database);
    const { app, authorization } = await signedInApp(
      fresh.database,
      'performance',
      'bench@perf.example',
      PASSWORD,
    );
    const root = '/api/analytics';

    const baselines = await timeBaselines(fresh.database, BASELINES, RUNS);

    const reports: Report[] = [
      {
        name: `HVAC performance (org_thermostat_compliance, ${DAYS} days), no day kept yet`,
        cold: true,
        start: `org_thermostat_compliance/${ORG}/${from}/${to}`,
        result: (key) => `org_thermostat_compliance/${ORG}/${key}`,
        baseline: 'hvac',
        rows: (d) => Object.keys((d as { by_eq: object }).by_eq).length,
        sample: (d) => JSON.stringify(Object.values((d as { by_eq: object }).by_eq)[0]).slice(0, 400),
      },
      {
        name: `HVAC performance (org_thermostat_compliance, ${DAYS} days), complete days kept`,
        start: `org_thermostat_compliance/${ORG}/${from}/${to}`,
        result: (key) => `org_thermostat_compliance/${ORG}/${key}`,
        baseline: 'hvac',
        rows: (d) => Object.keys((d as { by_eq: object }).by_eq).length,
        sample: (d) => JSON.stringify(Object.values((d as { by_eq: object }).by_eq)[0]).slice(0, 400),
      },
      {
        name: `Equipment group performance (equipment_compare_async, ${DAYS} days)`,
        start: `equipment_compare_async/${COOLERS}/${from}/${to}`,
        result: (key) => `equipment_compare_async/${COOLERS}/${key}`,
        baseline: 'equipment',
        rows: (d) => (d as { rows: unknown[] }).rows.length,
        sample: (d) => {
          const {
            byTempSensor: _t,
            byAccessSensor: _a,
            ...row
          } = (d as { rows: Record<string, unknown>[] }).rows[0]!;
          return JSON.stringify(row);
        },
      },
    ];
    const lines: string[] = [];
    for (const r of reports) {
      const ms: number[] = [];
      let bytes = 0;
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        await fresh.database.query('delete from analytics_reports');
        if (r.cold) await fresh.database.query('delete from thermostat_days');
        const t0 = performance.now();
        const start = await app.inject({
          method: 'GET',
          url: `${root}/async_report/${r.start}`,
          headers: { authorization },
        });
        if (start.statusCode !== 200)
          throw new Error(`${r.start}: ${start.statusCode} ${start.body.slice(0, 300)}`);
        const key = (start.json() as { report_key: string }).report_key;
        // Polled as the page does, but every 50 ms so that the figure is the computation's.
        for (;;) {
          const res = await app.inject({
            method: 'GET',
            url: `${root}/report/${r.result(encodeURIComponent(key))}`,
            headers: { authorization },
          });
          const body = res.json() as {
            report_version: number;
            status: string;
            error: string | null;
            data: unknown;
          };
          if (body.status === 'FAILED') throw new Error(`${r.name} failed: ${body.error}`);
          if (body.report_version >= 1) {
            bytes = res.body.length;
            rows = r.rows(body.data);
            if (i === 0) console.log(`  ${r.name}: first row ${r.sample(body.data)}`);
            break;
          }
          await new Promise((res) => setTimeout(res, 50));
        }
        ms.push(performance.now() - t0);
        console.log(`  ${r.name}: run ${i + 1} ${secs(ms.at(-1)!)}`);
      }
      const m = median(ms);
      const base = baselines[r.baseline]!;
      lines.push(
        `| ${r.name} | ${rows.toLocaleString('en')} | ${secs(m)} | ${secs(base)} | × ${(m / base).toFixed(1)} | ${(bytes / 1024 / 1024).toFixed(1)} MiB |`,
      );
    }
    console.log(
      `\n| Report (${SITES.toLocaleString('en')} sites) | rows | ready after (median of ${RUNS}) | plain SQL pass | ratio | result |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (const l of lines) console.log(l);
    await profileEquipment(fresh.database);
    await app.close();
  } finally {
    await fresh.cleanup();
  }
}

await main();
