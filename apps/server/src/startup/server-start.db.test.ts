import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { type RunningServer, startServer } from '../server';
import type { SeedOptions } from '../simulator/seed';
import { createTestDatabase } from '../test/database';

let server: RunningServer | undefined;
let database: Database | undefined;
afterAll(async () => {
  await server?.stop();
  await database?.close();
});

describe('a server started on an empty database', () => {
  it('listens at once, answers "starting: seeding … (N %)" on health, API and pages while it seeds, then as usual', async () => {
    database = await createTestDatabase();
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SiteWatch app</title>');
    const config = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), 'sitewatch-test'),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: dist,
      PORT: '0',
      HOST: '127.0.0.1',
      SIMULATOR: 'false',
    });
    // The seed is held at 42 % until the test has looked; it reports through the real option.
    let reached!: () => void;
    const atProgress = new Promise<void>((r) => {
      reached = r;
    });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const seed = async (_db: Database, opts: SeedOptions) => {
      await opts.progress?.(42);
      reached();
      await held;
      return null;
    };
    const lines: string[] = [];
    server = await startServer({ config, database, seed, print: (l) => lines.push(l) });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await atProgress;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await health.json()).toEqual({
      status: 'starting',
      message: 'starting: seeding the demo organisation (42 %)',
      percent: 42,
    });
    const api = await fetch(`${base}/api/v1/sites`);
    expect(api.status).toBe(503);
    expect(((await api.json()) as { message: string }).message).toBe(
      'starting: seeding the demo organisation (42 %)',
    );
    const page = await fetch(`${base}/today`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('starting: seeding the demo organisation (42&nbsp;%)');
    expect(html).toContain('<progress max="100" value="42">');
    expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(lines).toEqual([]); // no banner before it is ready

    release();
    await server.ready;
    const ok = await fetch(`${base}/api/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'ok' });
    const app = await fetch(`${base}/today`);
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('SiteWatch app');
    expect((await fetch(`${base}/api/v1/sites`)).status).toBe(401);
    expect(lines.join('\n')).toContain(`SiteWatch is running at http://localhost:0`);
    expect(lines.join('\n')).toContain('admin@demo.example');
  }, 60_000);
});
