import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { analyzeChanged, analyzeChangedSoon, startAutoAnalyze } from './analyze';
import type { Database } from './client';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** A table of its own, kept away from PostgreSQL's autovacuum so only the code under test analyses it. */
async function probeTable(name: string): Promise<void> {
  await db.query(`create table ${name} (id int primary key, v int) with (autovacuum_enabled = false)`);
}
const reltuples = async (name: string) =>
  (
    await db.query<{ n: number }>(`select reltuples::float8 as n from pg_class where relname = $1`, [name])
  )[0]!.n;
const fill = (name: string, from: number, to: number) =>
  db.query(`insert into ${name} select g, g from generate_series(${from}, ${to}) g`);

describe('analyzeChanged', () => {
  it('analyses a table whose changes passed the rule, and leaves it alone until they pass it again', async () => {
    await probeTable('stats_probe_rule');
    await fill('stats_probe_rule', 1, 3000);
    expect(await reltuples('stats_probe_rule')).toBe(-1); // never analysed
    expect(await analyzeChanged(db)).toContain('public.stats_probe_rule');
    expect(await reltuples('stats_probe_rule')).toBe(3000);

    // 100 changed rows of 3,000 stay under 50 + 10 %: not analysed again.
    await fill('stats_probe_rule', 3001, 3100);
    expect(await analyzeChanged(db)).not.toContain('public.stats_probe_rule');
    await fill('stats_probe_rule', 3101, 6000);
    expect(await analyzeChanged(db)).toContain('public.stats_probe_rule');
    expect(await reltuples('stats_probe_rule')).toBe(6000);
  });
});

describe('startAutoAnalyze', () => {
  it('analyses a table that changed on its next pass, and does nothing once stopped', async () => {
    await probeTable('stats_probe_job');
    const stop = startAutoAnalyze(db, { intervalMs: 50 });
    await fill('stats_probe_job', 1, 2000);
    const deadline = Date.now() + 20_000;
    while ((await reltuples('stats_probe_job')) !== 2000 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await reltuples('stats_probe_job')).toBe(2000);
    await stop();

    await fill('stats_probe_job', 2001, 5000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await reltuples('stats_probe_job')).toBe(2000);
  });
});

describe('analyzeChangedSoon (after a large import)', () => {
  it("analyses the imported table off the caller's path", async () => {
    await probeTable('stats_probe_import');
    await fill('stats_probe_import', 1, 2500);
    analyzeChangedSoon(db);
    expect(await reltuples('stats_probe_import')).toBe(-1); // not on the caller's path
    const deadline = Date.now() + 40_000;
    while ((await reltuples('stats_probe_import')) !== 2500 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await reltuples('stats_probe_import')).toBe(2500);
  }, 60_000);
});
