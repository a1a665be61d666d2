import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumpDataDir file of a migrated cluster. PostgreSQL: a migrated template database. */
    testDatabaseTemplate: { pglite?: string; postgres?: string };
  }
}

/**
 * Migrates one database for the whole db project, which every test file then copies: starting PGlite
 * from a dump skips initdb (0.8 s instead of 5 s a file), and CREATE DATABASE ... TEMPLATE copies files
 * instead of replaying the migrations. Each test file still gets a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ memory: true, thread: 'main' });
    await migrate(db);
    const raw = (db.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await raw.dumpDataDir('none');
    await db.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-db-template-'));
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', { pglite: file });
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `tpl_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString() });
  await migrate(db);
  await db.close();
  project.provide('testDatabaseTemplate', { postgres: name });
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  };
}
