import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { buildOrg, buildSite, buildUser, TEST_PASSWORD } from '../test/factories';

// Issue 10: compressed and cached delivery. Hashed assets are immutable for a year, the app's HTML
// is revalidated, the build's .br/.gz files are sent as they are and JSON is compressed on the fly.
const HTML = `<!doctype html><title>SiteWatch</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const JS = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, name: `row ${i}` })))};`;
const ASSET = '/assets/index-Ab1_cD2-.js';
/** Removed from disk once the apps are built: only an answer from memory can still serve it. */
const READ_ONCE = '/assets/today-page-Xy9_kL3m.js';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 32)]);

let app: FastifyInstance;
let off: FastifyInstance;
let database: Database;
let authorization: string;

async function build(delivery: 'on' | 'off', dist: string) {
  const instance = await buildApp({
    database,
    config: loadConfig({
      DATA_DIR: path.join(os.tmpdir(), 'sw-delivery-data'),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: dist,
      COMPRESSION: delivery,
      HTTP_CACHING: delivery,
    }),
  });
  // A download that is already compressed (reports, exports) must go out as it is.
  instance.get('/api/test/report.pdf', { config: { public: true } }, (_req, reply) =>
    reply.type('application/pdf').send(PDF),
  );
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-delivery-'));
  fs.writeFileSync(path.join(dist, 'index.html'), HTML);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, ASSET), JS);
  fs.writeFileSync(path.join(dist, `${ASSET}.br`), zlib.brotliCompressSync(JS));
  fs.writeFileSync(path.join(dist, `${ASSET}.gz`), zlib.gzipSync(JS));
  fs.writeFileSync(path.join(dist, READ_ONCE), JS);
  fs.writeFileSync(path.join(dist, `${READ_ONCE}.br`), zlib.brotliCompressSync(JS));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'manual.pdf'), PDF);
  database = await createTestDatabase();
  const org = await buildOrg(database.db);
  const user = await buildUser(database.db, org.id);
  for (let i = 0; i < 40; i++) await buildSite(database.db, org.id, { title: `Compressible site ${i}` });
  app = await build('on', dist);
  off = await build('off', dist);
  for (const f of [READ_ONCE, `${READ_ONCE}.br`]) fs.rmSync(path.join(dist, f));
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  authorization = `Bearer ${login.json().accessToken}`;
});
afterAll(async () => {
  await app?.close();
  await off?.close();
  await database?.close();
});

describe('static files', () => {
  it('sends the build’s brotli or gzip file by Accept-Encoding, immutable for a year', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const) {
      const res = await app.inject({ url: ASSET, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(decode(res.rawPayload).toString(), accept).toBe(JS);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
    }
  });

  it('reads hashed files once at start and answers them from memory (no file work per request)', async () => {
    const br = await app.inject({ url: READ_ONCE, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    // No gzip sibling was built for it: a gzip-only client gets it compressed on the fly.
    const gz = await app.inject({ url: READ_ONCE, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(JS);
  });

  it('gives unhashed files a short max-age and never compresses a PDF', async () => {
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const pdf = await app.inject({ url: '/manual.pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('revalidates /index.html and keeps the page CSP on its 304', async () => {
    const first = await app.inject({ url: '/index.html' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/index.html',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the app’s HTML on page routes', () => {
  it('is revalidated (no-cache, ETag, Last-Modified) and 304 when unchanged, CSP kept', async () => {
    for (const url of ['/', '/sites/12/dashboard']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toMatch(/^"/);
      expect(Date.parse(String(res.headers['last-modified'])), url).not.toBeNaN();
      const byTag = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(byTag.statusCode, url).toBe(304);
      expect(byTag.body, url).toBe('');
      expect(byTag.headers['content-security-policy'], url).toContain("script-src 'self'");
      const byDate = await app.inject({
        url,
        headers: { 'if-modified-since': String(res.headers['last-modified']) },
      });
      expect(byDate.statusCode, url).toBe(304);
      const changed = await app.inject({ url, headers: { 'if-none-match': '"another-build"' } });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('is compressed by Accept-Encoding', async () => {
    const br = await app.inject({ url: '/sites', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(HTML);
    const gz = await app.inject({ url: '/sites', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(HTML);
    const raw = await app.inject({ url: '/sites', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(HTML);
  });
});

describe('API answers', () => {
  it('compresses JSON with brotli or gzip, same content as uncompressed', async () => {
    const plain = await app.inject({ url: '/api/v1/sites', headers: { authorization } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      url: '/api/v1/sites',
      headers: { authorization, 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await app.inject({
      url: '/api/v1/sites',
      headers: { authorization, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and already-compressed downloads as they are', async () => {
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    const pdf = await app.inject({ url: '/api/test/report.pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('compresses nothing and caches nothing with COMPRESSION=off HTTP_CACHING=off (the bench baseline)', async () => {
    for (const url of ['/api/v1/sites', ASSET, '/sites']) {
      const res = await off.inject({ url, headers: { authorization, 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await off.inject({ url: ASSET })).headers['cache-control']).toBe('public, max-age=0');
  });
});
