import crypto from 'node:crypto';
import { inject } from 'vitest';
import { type Database, migrate, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; when DATABASE_URL points
 * at a PostgreSQL server, a new throwaway database on it (dropped again by close()). Both start from
 * the template that global-setup.ts migrated once, when there is one.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('testDatabaseTemplate') ?? {};
  if (!url) {
    const db = await openDatabase({ memory: true, template: template.pglite });
    if (!template.pglite) await migrate(db);
    return db;
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.query(`create database ${name}${template.postgres ? ` template ${template.postgres}` : ''}`);
  await admin.close();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString() });
  if (!template.postgres) await migrate(db);
  const close = db.close;
  return {
    ...db,
    async close() {
      await close();
      const a = await openDatabase({ url });
      await a.query(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}
