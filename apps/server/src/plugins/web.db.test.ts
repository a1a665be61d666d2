import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstSegment, SPEC_PAGE_ROUTES, sampleRouteUrl } from '@sw/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, serviceRootPaths } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-web-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>SiteWatch</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'sw-web-data'), WEB_DIST: dist });
  app = await buildApp({ config, database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('web app serving', () => {
  it('answers client-side routes with index.html and the HTML security headers', async () => {
    for (const url of ['/', '/login?next=%2Fsites', '/sites/12/incidents', '/report/energy/12']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers a full page load of every page route of the specs with the web app (issue 9)', async () => {
    const failures: string[] = [];
    for (const route of SPEC_PAGE_ROUTES) {
      for (const url of [sampleRouteUrl(route), `${sampleRouteUrl(route)}?siteId=1`]) {
        const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
        const isApp = res.statusCode === 200 && res.body.includes('<div id="root">');
        if (!isApp) failures.push(`${url} → ${res.statusCode} ${res.body.slice(0, 60)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('mounts no service root where a page of the specs starts', () => {
    const pages = new Set(SPEC_PAGE_ROUTES.map(firstSegment).filter(Boolean));
    const roots = serviceRootPaths(app.config).map(firstSegment).filter(Boolean);
    expect(roots.filter((r) => pages.has(r))).toEqual([]);
    expect(app.config.ANALYTICS_ROOT).toBe('/api/analytics');
  });

  it('serves built assets and answers missing files and API paths with 404 JSON', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).body).toContain('console.log');
    for (const url of ['/assets/missing.js', '/api/v1/unknown', '/timeseries/nope', '/api/analytics/nope']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toContain('not found');
    }
  });

  it('never serves files outside the build folder', async () => {
    for (const url of ['/../package.json', '/assets/..%2F..%2Fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('"workspaces"');
      expect(res.body, url).not.toContain('root:x:0');
    }
  });
});
