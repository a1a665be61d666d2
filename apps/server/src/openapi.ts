import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/client';

export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/openapi.json',
);

/** The OpenAPI document of every route, as stable pretty-printed JSON. */
export async function generateOpenApi(): Promise<string> {
  const database = await openDatabase({ memory: true });
  await migrate(database);
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'sitewatch-openapi'),
    JWT_SECRET: 'openapi-generation-only-secret-0123456789',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.close();
  return doc;
}
