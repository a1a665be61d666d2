import type { EnergyAgg } from '@sw/contracts';

/**
 * Bucket arithmetic shared by the ingestion rollups and the queries, so that both always agree on
 * where a bucket starts. 15-minute and hourly buckets are UTC-aligned; days, weeks (from Monday) and
 * months start at local midnight of the site's time zone (docs/telemetry-conventions.md).
 */
export type Agg = '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '1d' | '1w' | '1M';
export type RollupTable = 'readings' | 'readings_15m' | 'readings_1h' | 'readings_1d';

const FIXED: Partial<Record<Agg, string>> = {
  '1m': '1 minute',
  '2m': '2 minutes',
  '5m': '5 minutes',
  '15m': '15 minutes',
  '30m': '30 minutes',
  '1h': '1 hour',
};
const CALENDAR: Partial<Record<Agg, { unit: string; step: string }>> = {
  '1d': { unit: 'day', step: '1 day' },
  '1w': { unit: 'week', step: '1 week' },
  '1M': { unit: 'month', step: '1 month' },
};

// Any instant on a UTC day boundary works as origin for date_bin; 2000-01-01 is a Saturday but the
// fixed buckets are at most an hour long, so weekday alignment never matters for them.
const ORIGIN = "timestamptz '2000-01-01 00:00:00+00'";

/**
 * SQL for the start of the bucket holding `ts`. `tz` is a SQL expression naming the IANA zone (only
 * used by calendar buckets). Both arguments are SQL snippets built by this module's callers, never
 * user text.
 */
export function bucketStartSql(agg: Agg, ts: string, tz: string): string {
  const fixed = FIXED[agg];
  if (fixed) return `date_bin(interval '${fixed}', ${ts}, ${ORIGIN})`;
  const cal = CALENDAR[agg]!;
  return `(date_trunc('${cal.unit}', ${ts} at time zone ${tz}) at time zone ${tz})`;
}

/** SQL for the start of the bucket after the one starting at `b` (calendar steps in local time). */
export function nextBucketSql(agg: Agg, b: string, tz: string): string {
  const fixed = FIXED[agg];
  if (fixed) return `(${b} + interval '${fixed}')`;
  const cal = CALENDAR[agg]!;
  return `((${b} at time zone ${tz} + interval '${cal.step}') at time zone ${tz})`;
}

/**
 * The table a query at `agg` reads: the coarsest one whose bucket divides `agg` (conventions, "Which
 * table a query reads"). Anything finer than 15 minutes reads the raw readings.
 */
export function tableFor(agg: Agg): RollupTable {
  switch (agg) {
    case '1d':
    case '1w':
    case '1M':
      return 'readings_1d';
    case '1h':
      return 'readings_1h';
    case '15m':
    case '30m':
      return 'readings_15m';
    default:
      return 'readings';
  }
}

const DAY_MS = 86_400_000;

/** Default energy aggregation by span: up to 2 days 15m, up to 31 days 1h, longer 1d. */
export function defaultEnergyAgg(from: Date, to: Date): EnergyAgg {
  const span = to.getTime() - from.getTime();
  if (span <= 2 * DAY_MS) return '15m';
  if (span <= 31 * DAY_MS) return '1h';
  return '1d';
}

/** How long each rollup is kept (conventions, "Retention"): a query older than that finds nothing. */
export const RETENTION_DAYS = { readings_15m: 15, readings_1h: 62 } as const;

/**
 * The finest rollup that still holds `from`, for totals over ranges that may be months old. A day of
 * margin keeps a range starting right at the retention edge off a table whose pruning may have begun.
 */
export function finestTableHolding(from: Date, now: Date): 'readings_15m' | 'readings_1h' | 'readings_1d' {
  const age = now.getTime() - from.getTime();
  if (age <= (RETENTION_DAYS.readings_15m - 1) * DAY_MS) return 'readings_15m';
  if (age <= (RETENTION_DAYS.readings_1h - 1) * DAY_MS) return 'readings_1h';
  return 'readings_1d';
}
