import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';
import { TEST_PASSWORD } from './factories';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Signs in through the real route and returns the bearer header for the user. */
  login(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  logger?: BuildOptions['logger'];
  /** Runs before the app is ready: extra routes for a test. */
  setup?: (app: FastifyInstance) => void;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'sitewatch-test'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: opts.logger });
  opts.setup?.(app);
  await app.ready();
  return {
    app,
    database,
    async login(email) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().accessToken}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
