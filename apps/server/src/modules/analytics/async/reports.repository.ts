import type { Database } from '../../../db/client';

/** A stored computation of an asynchronous report (analytics_reports). */
export interface StoredReport {
  reportKey: string;
  orgId: number;
  reportName: string;
  paramsHash: string;
  status: 'RUNNING' | 'READY' | 'FAILED';
  progress: number;
  data: unknown;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** Periods ending this close to now are live: readings still arrive for them every minute. */
export const LIVE_MARGIN_HOURS = 36;
/** A live result is reused this long (its figures then lag the newest readings by at most this). */
export const LIVE_REUSE_SECONDS = 60;
/** A computation not finished after this long is taken as lost (its process stopped). */
export const RUNNING_TIMEOUT_SECONDS = 600;

/**
 * The newest reusable computation for the same organisation, report and parameters under the same
 * site settings: READY, or RUNNING and not yet timed out; not made stale by a late reading inside its
 * period since it started; and, for a live period, at most LIVE_REUSE_SECONDS old.
 */
export async function findReusable(
  database: Database,
  a: { orgId: number; reportName: string; paramsHash: string; configStamp: string },
): Promise<{ reportKey: string; status: 'RUNNING' | 'READY' } | null> {
  const [row] = await database.query<{ reportKey: string; status: 'RUNNING' | 'READY' }>(
    `select r.report_key as "reportKey", r.status
       from analytics_reports r
      where r.org_id = $1 and r.report_name = $2 and r.params_hash = $3 and r.config_stamp = $4
        and (r.status = 'READY'
             or (r.status = 'RUNNING' and r.created_at > now() - make_interval(secs => $7)))
        and (r.period_to < now() - make_interval(hours => $5)
             or r.created_at > now() - make_interval(secs => $6))
        and not exists (
          select 1 from analytics_late_changes c
           where c.org_id = r.org_id and c.changed_at > r.created_at
             and c.day between (r.period_from at time zone 'UTC')::date - 1 and (r.period_to at time zone 'UTC')::date + 1)
      order by r.created_at desc
      limit 1`,
    [
      a.orgId,
      a.reportName,
      a.paramsHash,
      a.configStamp,
      LIVE_MARGIN_HOURS,
      LIVE_REUSE_SECONDS,
      RUNNING_TIMEOUT_SECONDS,
    ],
  );
  return row ?? null;
}

export async function insertRunning(
  database: Database,
  r: {
    reportKey: string;
    orgId: number;
    reportName: string;
    paramsHash: string;
    params: Record<string, unknown>;
    configStamp: string;
    periodFrom: Date;
    periodTo: Date;
  },
): Promise<void> {
  await database.query(
    `insert into analytics_reports (report_key, org_id, report_name, params_hash, params, config_stamp,
       status, period_from, period_to)
     values ($1, $2, $3, $4, $5::jsonb, $6, 'RUNNING', $7, $8)`,
    [
      r.reportKey,
      r.orgId,
      r.reportName,
      r.paramsHash,
      JSON.stringify(r.params),
      r.configStamp,
      r.periodFrom.toISOString(),
      r.periodTo.toISOString(),
    ],
  );
}

export async function setProgress(database: Database, reportKey: string, progress: number): Promise<void> {
  await database.query(
    `update analytics_reports set progress = $2 where report_key = $1 and status = 'RUNNING'`,
    [reportKey, progress],
  );
}

/** The result as JSON text, finished at `finishedAt` (the instant its computing process answers too). */
export async function finishReady(
  database: Database,
  reportKey: string,
  json: string,
  finishedAt: Date,
): Promise<void> {
  await database.query(
    `update analytics_reports set status = 'READY', progress = 1, data = $2, finished_at = $3
      where report_key = $1`,
    [reportKey, json, finishedAt.toISOString()],
  );
}

export async function finishFailed(database: Database, reportKey: string, error: string): Promise<void> {
  await database.query(
    `update analytics_reports set status = 'FAILED', error = $2, finished_at = now() where report_key = $1`,
    [reportKey, error],
  );
}

/**
 * One stored computation of the organisation, with its data as JSON text (sent as it is). A RUNNING
 * row past RUNNING_TIMEOUT_SECONDS is answered as FAILED: its process stopped before it finished.
 */
export async function readReport(
  database: Database,
  a: { orgId: number; reportName: string; reportKey: string },
): Promise<
  (Omit<StoredReport, 'data'> & { dataJson: string | null; params: Record<string, unknown> }) | null
> {
  const [row] = await database.query<
    Omit<StoredReport, 'data'> & { dataJson: string | null; params: Record<string, unknown>; lost: boolean }
  >(
    `select report_key as "reportKey", org_id as "orgId", report_name as "reportName",
            params_hash as "paramsHash", params, status, progress, data as "dataJson", error,
            created_at as "createdAt", finished_at as "finishedAt",
            (status = 'RUNNING' and created_at < now() - make_interval(secs => $4)) as lost
       from analytics_reports where report_key = $1 and org_id = $2 and report_name = $3`,
    [a.reportKey, a.orgId, a.reportName, RUNNING_TIMEOUT_SECONDS],
  );
  if (!row) return null;
  const { lost, ...rest } = row;
  return lost ? { ...rest, status: 'FAILED', error: 'The report was interrupted; ask for it again' } : rest;
}

/** Drops computations older than a day (a later request computes afresh). */
export async function deleteOld(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `with d as (delete from analytics_reports where created_at < now() - interval '1 day' returning 1)
     select count(*)::int as n from d`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * A fingerprint of the organisation's settings the energy reports read (sites, their area, CO2
 * factor, zone and hours, meters, equipment, sensors and thermostats): a change makes kept results
 * unusable.
 */
export async function configStamp(database: Database, orgId: number): Promise<string> {
  const [row] = await database.query<{ stamp: string }>(
    `select md5(concat_ws('#',
       (select string_agg(concat_ws('|', id, title, floor_area_m2, co2_factor_kg_per_kwh, time_zone,
                 operating_hours::text), ',' order by id) from sites where org_id = $1),
       (select string_agg(concat_ws('|', id, sensor_id, is_site_main), ',' order by id)
          from energy_meters where org_id = $1),
       (select string_agg(concat_ws('|', id, type_id, title, site_id), ',' order by id)
          from equipment where org_id = $1),
       (select count(*) || '|' || coalesce(sum(id), 0) || '|' || coalesce(sum(coalesce(equipment_id, 0)), 0)
          from sensors where org_id = $1),
       (select string_agg(concat_ws('|', id, equipment_id, site_id), ',' order by id)
          from thermostats where org_id = $1))) as stamp`,
    [orgId],
  );
  return row?.stamp ?? '';
}
