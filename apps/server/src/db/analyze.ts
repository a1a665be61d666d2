import type { Database } from './client';

/**
 * Planner statistics. PGlite is a single-user PostgreSQL: no autovacuum daemon ever runs ANALYZE,
 * so without this every table keeps `reltuples = -1` and plans follow bloat rather than data. The
 * rule is autovacuum's own: a table is analysed once the rows changed since its last analysis pass
 * `threshold + scaleFactor × reltuples` (PostgreSQL's defaults: 50 and 10 %).
 */
export interface AnalyzeRule {
  threshold: number;
  scaleFactor: number;
}

export const AUTOVACUUM_RULE: AnalyzeRule = { threshold: 50, scaleFactor: 0.1 };

/** Ingestion batches of at least this many items count as a large import (MAX_INGEST_BATCH is 5,000). */
export const LARGE_IMPORT_ROWS = 2_000;

/** How often the PGlite job looks for changed tables (PostgreSQL's autovacuum_naptime). */
export const AUTO_ANALYZE_INTERVAL_MS = 60_000;

/** Analyses every table of the database (after a seed or a bulk load). */
export async function analyzeAll(database: Database): Promise<void> {
  await database.query('analyze');
}

/**
 * Analyses the user tables whose changes since their last analysis passed the rule; returns their
 * names. Pending table counters are flushed first (PGlite reports them only every second or so).
 */
export async function analyzeChanged(
  database: Database,
  rule: AnalyzeRule = AUTOVACUUM_RULE,
): Promise<string[]> {
  await database.query('select pg_stat_force_next_flush()');
  const due = await database.query<{ name: string }>(
    `select format('%I.%I', t.schemaname, t.relname) as name
       from pg_stat_user_tables t join pg_class c on c.oid = t.relid
      where t.n_mod_since_analyze > $1::float8 + $2::float8 * greatest(c.reltuples, 0)
      order by t.n_mod_since_analyze desc`,
    [rule.threshold, rule.scaleFactor],
  );
  // One table per statement: a failure (a table dropped meanwhile) leaves the others analysed.
  for (const t of due) await database.query(`analyze ${t.name}`);
  return due.map((t) => t.name);
}

const running = new WeakMap<Database, Promise<unknown>>();

/**
 * PostgreSQL: the importing connection reports its table counters once idle, within 10 s
 * (PGSTAT_IDLE_INTERVAL); the pass waits for that. PGlite's single backend flushes on request.
 */
const POSTGRES_STATS_DELAY_MS = 11_000;

/**
 * After a large import: analyses what it changed, off the caller's path, one pass at a time per
 * database (a pass asked for while one waits or runs is dropped: that one sees the rows too).
 * Never rejects.
 */
export function analyzeChangedSoon(database: Database, log?: (err: unknown) => void): void {
  if (running.has(database)) return;
  const delay = database.kind === 'postgres' ? POSTGRES_STATS_DELAY_MS : 0;
  const pass = new Promise((resolve) => setTimeout(resolve, delay).unref())
    .then(() => analyzeChanged(database))
    .catch((err) => log?.(err))
    .finally(() => running.delete(database));
  running.set(database, pass);
}

/**
 * The periodic job for PGlite (PostgreSQL has its autovacuum): every `intervalMs` it analyses the
 * tables the rule picks. Resolves to the function that stops it (and waits for a running pass).
 */
export function startAutoAnalyze(
  database: Database,
  opts: { intervalMs?: number; rule?: AnalyzeRule; log?: (err: unknown) => void } = {},
): () => Promise<void> {
  let pass: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    pass = pass
      .then(() => (stopped ? [] : analyzeChanged(database, opts.rule)))
      .catch((err) => opts.log?.(err));
  }, opts.intervalMs ?? AUTO_ANALYZE_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await pass;
  };
}
