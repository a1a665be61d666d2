import { dropKeys, dropPrimaryKey } from './bulk-load';
import { bucketDoorRowsSql, bucketRowsSql, bucketStateSql } from './history-buckets';
import { dayRowsSql, dayStateSql } from './history-days';
import { doorReadingsSql, rawReadingsSql, thermostatHistorySql } from './history-raw';
import { finalizeSql, h1To1dSql, q15mTo1hSql, rawTo15mSql } from './history-rollup';
import { splitFromDaysSql, splitFromRollupsSql } from './history-split';
import { SENSOR_COLS, SITE_COLS, TSTAT_COLS } from './model-columns';
import type { ModelParams } from './model-params';
import { siteStateSql } from './model-sql';
import { type Exec, run, tempTable, tsLit } from './sql';
import { insertWeatherSql, weatherDaysSql } from './weather';

const ORIGIN = "timestamptz '2000-01-01 00:00:00+00'";

/** Whether the zone's offset from UTC at the instant `at` is not a whole number of hours. */
const offsetNotWholeHour = (tz: string, at: string) =>
  `(extract(epoch from (${at}) at time zone ${tz}) - extract(epoch from (${at}) at time zone 'UTC'))::int % 3600 <> 0`;

/**
 * The demo history up to `anchor`, following the retention table of docs/telemetry-conventions.md.
 * Each window is generated at its own finest resolution, then every coarser table is rolled up from
 * the finer one, so that sums agree wherever two tables overlap:
 *
 *   raw (5 min)     last 3 days            -> rolled up into 15m
 *   readings_15m    days 3-15 generated    -> all 15 days rolled up into 1h
 *   readings_1h     days 15-62 generated   -> all 62 days rolled up into 1d (from a local midnight)
 *   readings_1d     13 full months before that, generated per local day
 *   energy_day_split  every local day: from the finest table of each window, and for the oldest
 *                   days from the day model's opening-hour and closed-hour parts
 *   weather_readings  hourly, last 62 days; weather_days: those days from them, older days (years
 *                   back: the degree-day normals' record) from the day-level model
 *
 * Sites in zones that are not a whole number of hours from UTC keep 15-minute rows over days 3-62
 * instead of hourly ones (their local days are rolled up from quarters).
 *
 * Everything is computed inside the database (generate_series over temp tables of model
 * parameters): shipping millions of rows from JS would be far slower on PGlite.
 */
export async function generateHistory(
  db: Exec,
  params: ModelParams,
  anchor: Date,
  step: (label: string) => void | Promise<void> = () => {},
): Promise<void> {
  // Each statement reports its time (bench/seed.ts prints them).
  const exec = async (label: string, query: string) => {
    await run(db, query);
    await step(label);
  };
  const A = tsLit(anchor);
  // Site states every 5 minutes from `from` to `to`. Never materialised: a wide temp table costs
  // more than evaluating again (float8 is passed by reference in 32-bit WASM, so every stored value
  // is an allocation), and the planner drops the columns a consumer does not read.
  const states = (from: string, to: string) =>
    siteStateSql(`select generate_series(${from}, ${to}, interval '5 minutes') as ts`);
  const rawFrom = `(${A} - interval '3 days')`;
  const q15From = `(${A} - interval '15 days')`;

  // Rollups sort per group: with the default 4 MB of work memory they would spill to disk.
  await run(db, `set local work_mem = '64MB'`);
  await run(db, `set local maintenance_work_mem = '128MB'`);
  await tempTable(db, 'sim_site', SITE_COLS, params.sites);
  await tempTable(db, 'sim_sensor', SENSOR_COLS, params.sensors);
  await tempTable(db, 'sim_tstat', TSTAT_COLS, params.thermostats);
  // The hourly window starts at a local midnight so that no local day is split between generated
  // days and days rolled up from hours; the daily window starts 13 whole months before this month.
  // A site whose zone is not a whole number of hours from UTC (Adelaide, +9:30) has no hourly
  // window: UTC hours are not its local hours, so its 15-minute window reaches back to the hourly
  // window's start and its local days are rolled up from quarters (exact for every real offset).
  await exec(
    'window bounds',
    `create temp table sim_win on commit drop as
     select site_id, h1_start, d_start, quarter, case when quarter then h1_start else ${q15From} end as q15_start,
       -- The energy day split is read from quarters from this local midnight on (see history-split.ts).
       case when quarter then h1_start
            else date_trunc('day', ${q15From} at time zone tz) at time zone tz end as split_rows_start
     from (
       select site_id, tz,
         date_trunc('day', (${A} - interval '62 days') at time zone tz) at time zone tz as h1_start,
         (date_trunc('month', ${A} at time zone tz) - interval '13 months') at time zone tz as d_start,
         ${offsetNotWholeHour('tz', A)} or ${offsetNotWholeHour('tz', `${A} - interval '62 days'`)}
           or ${offsetNotWholeHour('tz', `${A} - interval '6 months'`)} as quarter
       from sim_site) w`,
  );
  const restoreRaw = await dropPrimaryKey(db, 'readings');
  const restore15m = await dropPrimaryKey(db, 'readings_15m');
  const restore1h = await dropPrimaryKey(db, 'readings_1h');
  const restore1d = await dropPrimaryKey(db, 'readings_1d');
  const restoreThermostat = await dropPrimaryKey(db, 'thermostat_status');
  await step('drop keys');

  await exec('raw readings', rawReadingsSql(states(rawFrom, A)));
  await exec('raw door events', doorReadingsSql(states(rawFrom, A), rawFrom, A));

  await exec(
    '15m site states',
    `create temp table stb15 on commit drop as
     ${bucketStateSql(
       `${states(q15From, `${rawFrom} - interval '5 minutes'`)} union all ${siteStateSql(
         `select w.site_id, generate_series(w.q15_start, ${q15From} - interval '5 minutes', interval '5 minutes') as ts
            from sim_win w where w.quarter`,
         true,
       )}`,
       `date_bin(interval '15 minutes', ts, ${ORIGIN})`,
     )}`,
  );
  await exec('15m generated', bucketRowsSql('readings_15m', 'stb15', 15));
  await exec('15m door generated', bucketDoorRowsSql('readings_15m', 'stb15', 15));
  await exec('raw -> 15m', rawTo15mSql);
  await restoreRaw();
  await restore15m();
  await step('restore keys (raw, 15m)');

  const hourStates = `select st.* from (${siteStateSql(
    `select generate_series((select min(h1_start) from sim_win) + interval '15 minutes',
       ${q15From} - interval '15 minutes', interval '30 minutes') as ts`,
  )}) st join sim_win w on w.site_id = st.site_id where st.ts >= w.h1_start and not w.quarter`;
  await exec(
    '1h site states',
    `create temp table stb1h on commit drop as
     ${bucketStateSql(hourStates, `date_bin(interval '1 hour', ts, ${ORIGIN})`, 15)}`,
  );
  await exec('1h generated', bucketRowsSql('readings_1h', 'stb1h', 60));
  await exec('1h door generated', bucketDoorRowsSql('readings_1h', 'stb1h', 60));
  await exec('15m -> 1h', q15mTo1hSql);
  await restore1h();
  await step('restore key (1h)');

  await exec('day states', `create temp table sday on commit drop as ${dayStateSql()}`);
  await exec('1d generated', dayRowsSql());
  for (const q of h1To1dSql) await exec('1h -> 1d', q);
  await restore1d();
  await step('restore key (1d)');

  await exec(
    'hourly window day states',
    `create temp table sday_h on commit drop as ${dayStateSql('h1_start', 'split_rows_start')}`,
  );
  // The split's keys are built once after its three inserts (as the readings tables' above).
  const restoreSplit = await dropKeys(db, 'energy_day_split');
  await exec('energy day split (last days)', splitFromRollupsSql());
  await exec('energy day split (older days)', splitFromDaysSql('sday'));
  await exec('energy day split (hourly window)', splitFromDaysSql('sday_h'));
  await restoreSplit();
  await step('restore keys (energy_day_split)');

  await exec('thermostat samples', thermostatHistorySql(states(q15From, A)));
  await restoreThermostat();
  await step('restore key (thermostat_status)');
  const weatherFrom = `(${A} - interval '62 days')`;
  await exec(
    'weather',
    insertWeatherSql(`select generate_series(${weatherFrom}, ${A}, interval '1 hour') as ts`),
  );
  await exec('weather days', weatherDaysSql(A, weatherFrom));
  for (const q of finalizeSql) await run(db, q);
  await step('current values');
}
