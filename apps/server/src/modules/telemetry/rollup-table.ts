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
export function defaultEnergyAgg(from: Date, to: Date): '15m' | '1h' | '1d' {
  const span = to.getTime() - from.getTime();
  if (span <= 2 * DAY_MS) return '15m';
  if (span <= 31 * DAY_MS) return '1h';
  return '1d';
}

/** How long each table is kept (conventions, "Retention"): a query older than that finds nothing. */
export const RETENTION_DAYS = { readings: 3, readings_15m: 15, readings_1h: 62 } as const;

/**
 * Whether `table` still holds `from`. A day of margin keeps a range starting right at the retention
 * edge off a table whose pruning may have begun (raw readings: `from` at most 2 days old).
 */
function holds(table: keyof typeof RETENTION_DAYS, from: Date, now: Date): boolean {
  return now.getTime() - from.getTime() <= (RETENTION_DAYS[table] - 1) * DAY_MS;
}

/** The finest rollup that still holds `from`, for totals over ranges that may be months old. */
export function finestTableHolding(from: Date, now: Date): 'readings_15m' | 'readings_1h' | 'readings_1d' {
  if (holds('readings_15m', from, now)) return 'readings_15m';
  if (holds('readings_1h', from, now)) return 'readings_1h';
  return 'readings_1d';
}

/** The aggregation whose bucket is exactly the bucket of a rollup table. */
export function aggOfTable(table: Exclude<RollupTable, 'readings'>): '15m' | '1h' | '1d' {
  return table === 'readings_15m' ? '15m' : table === 'readings_1h' ? '1h' : '1d';
}

const AGG_ORDER: readonly Agg[] = ['1m', '2m', '5m', '15m', '30m', '1h', '1d', '1w', '1M'];
const coarser = <A extends Agg>(a: A, b: A): A => (AGG_ORDER.indexOf(a) >= AGG_ORDER.indexOf(b) ? a : b);

/**
 * Energy aggregation when the caller gives none: the coarser of the span default and the bucket of
 * the finest rollup still holding `from`. By span alone, a day from 20 days ago would read the
 * 15-minute rollup (kept 15 days) and come back empty although the hourly and daily ones hold it.
 */
export function defaultEnergyAggAt(from: Date, to: Date, now: Date): '15m' | '1h' | '1d' {
  return coarser(defaultEnergyAgg(from, to), aggOfTable(finestTableHolding(from, now)));
}

/** Longest range a default device or sensor series answers with raw readings. */
export const RAW_MAX_SPAN_MS = 2 * DAY_MS;

/**
 * Aggregation of a device or sensor series when the caller gives none; null = raw readings. Raw
 * while the range is short (≤ 2 days) and raw readings (kept 3 days) still hold `from`; otherwise
 * the buckets energy series would default to (same span rule, same retention rule), so an old or
 * long range reads a rollup that still holds it instead of the raw table, which would be empty.
 */
export function defaultDeviceAgg(from: Date, to: Date, now: Date): '15m' | '1h' | '1d' | null {
  if (holds('readings', from, now) && to.getTime() - from.getTime() <= RAW_MAX_SPAN_MS) return null;
  return defaultEnergyAggAt(from, to, now);
}
