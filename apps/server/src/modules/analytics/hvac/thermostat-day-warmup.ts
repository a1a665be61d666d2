import type { Database } from '../../../db/client';
import { warmWeatherMonths } from '../weather/weather-months';
import { thermostatDays } from './thermostat-day-cache';

const DAY_MS = 86_400_000;
/** The HVAC screens' longest default period (HVAC_DEFAULT_DAYS): the days a warm-up keeps. */
export const WARM_DAYS = 14;
const FIRST_PASS_MS = 30_000;
const INTERVAL_MS = 10 * 60_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Keeps the last WARM_DAYS complete days of every thermostat heard from lately whose yesterday is
 * not kept yet (a site that has just passed midnight, a fresh start), one day per computation from
 * the newest back: each is short, so requests are served between them, and the first HVAC report of
 * the day reads kept days instead of computing two weeks (bench:performance: 78 s against 1.4 s
 * over 5,000 thermostats). Returns the organisations warmed.
 */
export async function warmThermostatDays(database: Database, isStopped: () => boolean = () => false) {
  const orgs = await database.query<{ orgId: number; siteIds: number[]; to: string }>(
    `select t.org_id as "orgId", array_agg(distinct t.site_id order by t.site_id) as "siteIds",
            max((now() at time zone s.time_zone)::date - 1)::text as "to"
       from thermostats t join sites s on s.id = t.site_id and s.org_id = t.org_id
      where t.last_seen_at > now() - make_interval(days => $1)
        and not exists (select 1 from thermostat_days d
                         where d.thermostat_id = t.id and d.day = (now() at time zone s.time_zone)::date - 1)
      group by t.org_id
      order by t.org_id`,
    [WARM_DAYS],
  );
  for (const o of orgs) {
    const last = Date.parse(`${o.to}T00:00:00Z`);
    for (let d = 0; d < WARM_DAYS && !isStopped(); d++) {
      const day = isoDay(last - d * DAY_MS);
      await thermostatDays(database, { orgId: o.orgId, siteIds: o.siteIds, from: day, to: day });
    }
  }
  return orgs.map((o) => o.orgId);
}

/**
 * The worker role's periodic warm-up (after the seed): thermostat days, then the weather months
 * changed since the last pass (weather/weather-months.ts). Resolves to the function that stops it.
 */
export function startThermostatDayWarmup(
  database: Database,
  log: (err: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let pass: Promise<unknown> = Promise.resolve();
  const run = () => {
    pass = pass
      .then(() => (stopped ? [] : warmThermostatDays(database, () => stopped)))
      .then(() => (stopped ? [] : warmWeatherMonths(database, () => stopped)))
      .catch(log);
  };
  const first = setTimeout(run, FIRST_PASS_MS);
  const timer = setInterval(run, INTERVAL_MS);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await pass;
  };
}
