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

/** Stored readings of one sensor in [from, to), oldest first. */
export function rawReadings(database: Database, sensorId: number, from: Date, to: Date): Promise<RawPoint[]> {
  return database.query<RawPoint>(
    `select extract(epoch from ts)::float8 as ts, value from readings
      where sensor_id = $1 and ts >= $2::timestamptz and ts < $3::timestamptz
      order by ts limit ${MAX_POINTS}`,
    [sensorId, from.toISOString(), to.toISOString()],
  );
}

export interface BucketPoint extends RawPoint {
  min: number;
  max: number;
}

/**
 * Average, min and max of one sensor per bucket of `agg` (15 minutes or coarser), read from the rollup
 * the conventions assign to `agg`; buckets from the one holding `from` to before `to`.
 */
export function bucketedReadings(
  database: Database,
  q: { sensorId: number; agg: Agg; from: Date; to: Date; tz: string },
): Promise<BucketPoint[]> {
  const table = tableFor(q.agg);
  const bucket = bucketStartSql(q.agg, 'r.bucket', '$4::text');
  const first = bucketStartSql(q.agg, '$2::timestamptz', '$4::text');
  return database.query<BucketPoint>(
    `select extract(epoch from b)::float8 as ts, value, min, max from (
       select ${bucket} as b, (sum(r.sum) / sum(r.count))::float8 as value,
              min(r.min)::float8 as min, max(r.max)::float8 as max
         from ${table} r
        where r.sensor_id = $1 and r.bucket >= ${first} and r.bucket < $3::timestamptz
          and $4::text is not null -- the zone is bound even when the buckets are UTC-aligned
        group by b) x
      order by b limit ${MAX_POINTS}`,
    [q.sensorId, q.from.toISOString(), q.to.toISOString(), q.tz],
  );
}
