import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { tileOrigin } from './security-headers';

// Issue 9: Referrer-Policy and Permissions-Policy on every answer; the pages' CSP lets them connect only
// to their own origin (WebSocket included) and load images only from it and the configured tile host.
let app: FastifyInstance;
let database: Database;
const TILES = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-headers-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>SiteWatch</title><div id="root"></div>',
  );
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'sw-headers-data'),
    WEB_DIST: dist,
    PUBLIC_URL: 'https://sitewatch.example.com',
    VITE_MAP_TILE_URL: TILES,
  });
  app = await buildApp({ config, database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The CSP's directives by name. */
function directives(csp: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

describe('security headers', () => {
  it('pages: CSP connect-src is the own origin and its WebSocket, img-src self and the tile host', async () => {
    for (const url of ['/', '/login', '/sites/1/dashboard']) {
      const res = await app.inject({ url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['connect-src']?.sort(), url).toEqual(["'self'", 'wss://sitewatch.example.com'].sort());
      expect(csp['img-src']?.sort(), url).toEqual(
        ["'self'", 'blob:', 'data:', 'https://*.tiles.example.org'].sort(),
      );
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
      expect(res.headers['permissions-policy']).toMatch(/microphone=\(\)/);
    }
  });

  it('API answers: Referrer-Policy, Permissions-Policy and a CSP that loads nothing', async () => {
    for (const url of ['/api/health', '/api/v1/auth/user', '/api/v1/nope']) {
      const res = await app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/json/);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('reads the tile host from a URL template', () => {
    expect(tileOrigin(TILES)).toBe('https://*.tiles.example.org');
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin(undefined)).toBeNull();
  });
});
