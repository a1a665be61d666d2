import type { Database } from '../../db/client';
import { type Agg, bucketStartSql, tableFor } from './rollup-table';

/**
 * Upper bound on the points of one answer. Raw readings are kept 3 days, so a sensor reporting every
 * few seconds could otherwise make one request return millions of rows.
 */
export const MAX_POINTS = 100_000;

export interface RawPoint {
  /** Epoch seconds. */
  ts: number;
  value: number;
}

/**
 * Stored readings of one sensor of organisation `orgId` in [from, to), oldest first. A sensor id of
 * another organisation finds nothing.
 */
export function rawReadings(
  database: Database,
  orgId: number,
  sensorId: number,
  from: Date,
  to: Date,
): Promise<RawPoint[]> {
  return database.query<RawPoint>(
    `select extract(epoch from ts)::float8 as ts, value from readings
      where sensor_id = $1 and org_id = $4 and ts >= $2::timestamptz and ts < $3::timestamptz
      order by ts limit ${MAX_POINTS}`,
    [sensorId, from.toISOString(), to.toISOString(), orgId],
  );
}

export interface BucketPoint extends RawPoint {
  min: number;
  max: number;
  /** The newest reading of the bucket (what a state-like series was in at the bucket's end). */
  last: number;
}

/**
 * Average (`value`), min, max and last value of one sensor of organisation `orgId` per bucket of
 * `agg` (15 minutes or coarser), read from the rollup the conventions assign to `agg`; buckets from
 * the one holding `from` to before `to`. A sensor id of another organisation finds nothing.
 */
export function bucketedReadings(
  database: Database,
  q: { orgId: number; sensorId: number; agg: Agg; from: Date; to: Date; tz: string },
): Promise<BucketPoint[]> {
  const table = tableFor(q.agg);
  const bucket = bucketStartSql(q.agg, 'r.bucket', '$4::text');
  const first = bucketStartSql(q.agg, '$2::timestamptz', '$4::text');
  return database.query<BucketPoint>(
    `select extract(epoch from b)::float8 as ts, value, min, max, last from (
       select ${bucket} as b, (sum(r.sum) / sum(r.count))::float8 as value,
              min(r.min)::float8 as min, max(r.max)::float8 as max,
              (array_agg(r.last order by r.last_ts desc))[1]::float8 as last
         from ${table} r
        where r.sensor_id = $1 and r.org_id = $5 and r.bucket >= ${first} and r.bucket < $3::timestamptz
          and $4::text is not null -- the zone is bound even when the buckets are UTC-aligned
        group by b) x
      order by b limit ${MAX_POINTS}`,
    [q.sensorId, q.from.toISOString(), q.to.toISOString(), q.tz, q.orgId],
  );
}
