import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, migrate, openDatabase, type PgliteThread } from '../apps/server/src/db/client';

export interface FreshDatabase {
  database: Database;
  label: string;
  cleanup: () => Promise<void>;
}

/**
 * A migrated, empty database for one bench run, removed by `cleanup`: a new database on the server of
 * `url` (PostgreSQL) when given, else PGlite in a temporary folder (in `thread`: default PGLITE_THREAD,
 * else a worker thread).
 */
export async function freshDatabase(
  url: string | undefined,
  prefix = 'bench',
  thread?: PgliteThread,
): Promise<FreshDatabase> {
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-'));
    const database = await openDatabase({ dataDir: dir, thread });
    await migrate(database);
    return {
      database,
      label: `PGlite${thread ? ` on the ${thread} thread` : ''} (${dir})`,
      cleanup: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.query(`create database ${name}`);
  await admin.close();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  await migrate(database);
  return {
    database,
    label: `PostgreSQL (database ${name} on ${u.host})`,
    cleanup: async () => {
      await database.close();
      const a = await openDatabase({ url });
      await a.query(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}
