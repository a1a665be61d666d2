import type { Database } from '../../../db/client';

/** An OVERRIDDEN_STATE sensor's forced states over a period (control-board manual override). */
export interface BoardOverride {
  sensorId: number;
  equipmentId: number;
  siteId: number;
  observedH: number;
  onH: number;
  onN: number;
  offH: number;
  offN: number;
}

const DAY_MS = 86_400_000;

/**
 * The rollup the override figures read: 15-minute buckets while they are kept (15 days, a day of
 * margin), else hourly ones (62 days); each bucket is in the state of its newest reading (`last`),
 * as the device series draw state sensors (docs/telemetry-conventions.md).
 */
export function overrideTable(from: string, now: Date): { table: string; hours: number } {
  // The local midnight of `from` is within a day of its UTC midnight in every zone.
  const age = now.getTime() - Date.parse(`${from}T00:00:00Z`);
  return age <= 13 * DAY_MS ? { table: 'readings_15m', hours: 0.25 } : { table: 'readings_1h', hours: 1 };
}

/**
 * Per OVERRIDDEN_STATE sensor with an equipment, of the sites `siteIds`, over local days from … to:
 * hours observed, hours forced on (state 2) and off (state 1), and how often each began (a bucket in
 * the state whose previous bucket was not, or was missing).
 */
export async function boardOverrides(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string; now: Date },
): Promise<BoardOverride[]> {
  if (!a.siteIds.length) return [];
  const { table, hours } = overrideTable(a.from, a.now);
  const step = `interval '${hours * 60} minutes'`;
  const rows = await database.query<BoardOverride>(
    `with b as (
       select x.id as sensor_id, x.equipment_id, x.site_id, r.bucket, round(r.last)::int as st,
              lag(r.bucket) over w as prev_b, lag(round(r.last)::int) over w as prev_st
         from sensors x
         join sites s on s.id = x.site_id and s.org_id = x.org_id
         join ${table} r on r.sensor_id = x.id and r.org_id = $1 and r.count > 0
          and r.bucket >= ($3::date::timestamp at time zone s.time_zone)
          and r.bucket < (($4::date + 1)::timestamp at time zone s.time_zone)
        where x.org_id = $1 and x.site_id = any($2::int[]) and x.sensor_type = 'OVERRIDDEN_STATE'
          and x.equipment_id is not null
       window w as (partition by x.id order by r.bucket)
     )
     select sensor_id as "sensorId", equipment_id as "equipmentId", site_id as "siteId",
            (count(*) * $5::float8)::float8 as "observedH",
            (count(*) filter (where st = 2) * $5::float8)::float8 as "onH",
            count(*) filter (where st = 2 and not coalesce(prev_st = 2 and prev_b = bucket - ${step}, false))::int as "onN",
            (count(*) filter (where st = 1) * $5::float8)::float8 as "offH",
            count(*) filter (where st = 1 and not coalesce(prev_st = 1 and prev_b = bucket - ${step}, false))::int as "offN"
       from b group by sensor_id, equipment_id, site_id
       order by sensor_id`,
    [a.orgId, a.siteIds, a.from, a.to, hours],
  );
  return rows;
}
