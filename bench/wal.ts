/**
 * Data folder of a seeded PGlite: seeds the demo into a fresh folder with PostgreSQL's default WAL
 * limits (max_wal_size 1 GB, what the seed ran with while the limits were set by ALTER SYSTEM, a
 * no-op in PGlite: the baseline) and with the limits PGlite now starts with, and prints the size of
 * the data (everything but pg_wal) and of pg_wal, right after seeding and after closing.
 *
 *   npm run bench:wal        (SEED=... to change the seed)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, PGLITE_MAX_WAL, PGLITE_MIN_WAL } from '../apps/server/src/db/client';
import { ensureSeeded } from '../apps/server/src/simulator/seed';

/** Bytes on disk under `dir` (allocated blocks, as du counts them). */
function du(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? du(p) : fs.statSync(p).blocks * 512;
  }
  return total;
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

function sizes(dataDir: string) {
  const root = path.join(dataDir, 'pglite');
  const wal = du(path.join(root, 'pg_wal'));
  const all = du(root);
  return { data: all - wal, wal, all };
}

async function run(label: string, smallWal: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-wal-'));
  try {
    const database = await openDatabase({ dataDir: dir, smallWal });
    await migrate(database);
    const before = sizes(dir);
    const t0 = performance.now();
    await ensureSeeded(database, { seed: Number(process.env.SEED ?? 20261122) });
    const seconds = (performance.now() - t0) / 1000;
    const [{ max_wal_size: max } = { max_wal_size: '?' }] = await database.query<{ max_wal_size: string }>(
      'show max_wal_size',
    );
    const seeded = sizes(dir);
    await database.close();
    const closed = sizes(dir);
    console.log(`\n${label} (max_wal_size ${max}): seeded in ${seconds.toFixed(0)} s`);
    for (const [when, s] of [
      ['empty (migrated)', before],
      ['after seeding', seeded],
      ['after closing', closed],
    ] as const) {
      console.log(
        `  ${when.padEnd(18)} data ${mb(s.data).padStart(8)}  pg_wal ${mb(s.wal).padStart(8)}  folder ${mb(s.all).padStart(8)}`,
      );
    }
    return closed;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const base = await run('baseline: PostgreSQL defaults', false);
  const now = await run(`PGlite start parameters (max ${PGLITE_MAX_WAL}, min ${PGLITE_MIN_WAL})`, true);
  console.log(
    `\nfolder after seeding and closing: ${mb(now.all)} vs ${mb(base.all)} (×${(now.all / base.all).toFixed(2)}); ` +
      `pg_wal ${mb(now.wal)} vs ${mb(base.wal)}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
