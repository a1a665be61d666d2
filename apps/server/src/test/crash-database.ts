import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, migrate, openDatabase } from '../db/client';
import { createTestDatabase } from './database';

/**
 * A database for the crash tests, whose worker runs in another process: on PostgreSQL a test database
 * both processes open (`target` its URL); on PGlite a migrated directory (`target`) that one process
 * opens at a time, as in production — `reopen` opens it again after the worker was killed.
 */
export async function crashDatabase(): Promise<{
  target: string;
  reopen: () => Promise<Database>;
  cleanup: () => Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const db = await createTestDatabase();
    return { target: db.url!, reopen: async () => db, cleanup: () => db.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-crash-'));
  const first = await openDatabase({ dataDir: dir });
  await migrate(first);
  await first.close();
  return {
    target: dir,
    reopen: () => openDatabase({ dataDir: dir }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
