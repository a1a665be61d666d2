import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { type AppConfig, loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/simulator/demo-accounts';
import { ensureSeeded } from '../apps/server/src/simulator/seed';

export interface SeededApp {
  app: FastifyInstance;
  /** `Bearer …` of the signed-in demo user. */
  auth: string;
  org: number;
  config: AppConfig;
}

/**
 * Seeds the demo into `database` (printing how long it took), builds the app on it without the web
 * build and signs `email` in: what every in-process bench starts from. The caller closes `app`.
 */
export async function seededApp(
  label: string,
  database: Database,
  o: { dataDir: string; email: string },
): Promise<SeededApp> {
  console.log(`\n== ${label}`);
  const t0 = performance.now();
  await ensureSeeded(database, { seed: Number(process.env.SEED ?? 20261122) });
  console.log(`  seeded the demo in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.join(os.tmpdir(), o.dataDir),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: o.email, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) {
    await app.close();
    throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  }
  const { accessToken, user } = login.json() as { accessToken: string; user: { organizationId: number } };
  return { app, auth: `Bearer ${accessToken}`, org: user.organizationId, config };
}
