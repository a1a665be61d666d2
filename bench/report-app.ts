/**
 * The app over a bench's synthetic database, signed in as its user, and the plain-SQL baselines
 * timed in the same run (bench/analytics.ts, bench/performance.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { median } from './figures';

export async function signedInApp(database: Database, name: string, email: string, password: string) {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.join(os.tmpdir(), `sitewatch-bench-${name}`),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    SIMULATOR: 'off',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const authorization = `Bearer ${(login.json() as { accessToken: string }).accessToken}`;
  return { app, authorization };
}

/** Median milliseconds of each baseline query over `runs` runs, printed as they are measured. */
export async function timeBaselines(
  database: Database,
  baselines: Record<string, string>,
  runs: number,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [label, sql] of Object.entries(baselines)) {
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await database.query(sql);
      ms.push(performance.now() - t0);
    }
    out[label] = median(ms);
    console.log(`  baseline: ${label}: ${median(ms).toFixed(0)} ms`);
  }
  return out;
}
