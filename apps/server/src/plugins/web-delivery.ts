import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** Hashed build output (`/assets/name-<hash>.ext`): its name changes with its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app's HTML: always revalidated (ETag / Last-Modified), so a new build is seen at once. */
export const REVALIDATE = 'no-cache';
/** Other files of the build (favicon, manifest): an hour, then revalidated. */
export const SHORT = 'public, max-age=3600';
/** HTTP_CACHING=off: what every file got before issue 10 (revalidated on every use). */
const UNCACHED = 'public, max-age=0';

/**
 * Below this a compressed answer saves less than a packet (and the headers eat most of it).
 * Brotli quality 5: on the 1.4 MiB sites list (bench/web) 36 KiB in 7 ms, against 63 KiB in 4 ms at
 * quality 4, 84 KiB in 4 ms for gzip 6 and 1.8 s at 11; answers above fastify-compress's sync
 * threshold compress on libuv's thread pool. Static files are compressed once at build time at 11.
 */
const THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 5;

/** Vite's output names: `<name>-<8+ url-safe base64 chars>.<ext>` under assets/. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(file: string): string {
  const plain = file.replace(/\.(br|gz)$/, '');
  if (path.basename(plain) === 'index.html') return REVALIDATE;
  return HASHED.test(plain) ? IMMUTABLE : SHORT;
}

/**
 * Compression of dynamic answers (JSON above all) by Accept-Encoding, brotli preferred. Types come
 * from mime-db's `compressible` (PDF, xlsx, images and octet-stream are not); the real-time stream is
 * a WebSocket, which never passes through reply hooks. Request bodies are not decompressed.
 */
export async function registerCompression(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.COMPRESSION) return;
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    globalDecompression: false,
    // Only the types named here, plus what mime-db marks compressible; not octet-stream downloads.
    customTypes: /^text\/(?!event-stream)|[/+](json|xml|javascript)(;|$)|^image\/svg\+xml/,
  });
}

/** The built web app's files: `.br` / `.gz` siblings made by the build are sent as they are. */
export async function registerWebFiles(app: FastifyInstance, config: AppConfig, dist: string): Promise<void> {
  if (config.HTTP_CACHING) serveHashedFromMemory(app, config, dist);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: config.COMPRESSION,
    // Each file gets its own policy below; send's default `max-age=0` would make every visit revalidate.
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', config.HTTP_CACHING ? cacheControlFor(file) : UNCACHED);
      // A revalidated index.html keeps the page's CSP (a 304's headers replace the cached ones).
      if (path.basename(file).startsWith('index.html'))
        reply.header('content-type', 'text/html; charset=utf-8');
    },
  });
}

/** Types of the build's hashed files; others go through @fastify/static. */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface MemoryAsset {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The build's hashed files (a page loads about 90 of them) read once at start and answered from
 * memory: per file, @fastify/static's stat, open and stream cost the server's thread 2–4 ms on a
 * loaded machine, which queued Today's first data calls behind its code. Immutable, so no
 * revalidation; the precompressed siblings are kept next to each.
 */
function serveHashedFromMemory(app: FastifyInstance, config: AppConfig, dist: string): void {
  const dir = path.join(dist, 'assets');
  if (!fs.existsSync(dir)) return;
  const assets = new Map<string, MemoryAsset>();
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const type = ASSET_TYPES[path.extname(name).toLowerCase()];
    if (!type || !HASHED.test(file) || !fs.statSync(file).isFile()) continue;
    const sibling = (ext: string) => (fs.existsSync(file + ext) ? fs.readFileSync(file + ext) : undefined);
    assets.set(`/assets/${name}`, {
      type,
      raw: fs.readFileSync(file),
      ...(config.COMPRESSION ? { br: sibling('.br'), gzip: sibling('.gz') } : {}),
    });
  }
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    const asset = assets.get(req.url.split('?')[0] ?? '');
    if (!asset) return;
    reply.type(asset.type).header('cache-control', IMMUTABLE);
    if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = encoding ? asset[encoding] : undefined;
    if (encoding && body) reply.header('content-encoding', encoding);
    return reply.send(body ?? asset.raw);
  });
}

export type SpaResponder = (req: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The SPA's index.html for page routes, read once: revalidated on every load (ETag and
 * Last-Modified, 304 when unchanged) and sent compressed (once, at the best level) when the client
 * accepts it. Undefined when the app is not built.
 */
export function spaResponder(config: AppConfig, dist: string): SpaResponder | undefined {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  const html = fs.readFileSync(index);
  const etag = `"${crypto.createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
  const lastModified = fs.statSync(index).mtime.toUTCString();
  const variants = config.COMPRESSION
    ? {
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      }
    : undefined;
  return (req, reply) => {
    reply.type('text/html; charset=utf-8');
    if (variants) reply.header('vary', 'accept-encoding');
    if (config.HTTP_CACHING) {
      reply.header('cache-control', REVALIDATE).header('etag', etag).header('last-modified', lastModified);
      if (notModified(req, etag, lastModified)) return reply.status(304).send();
    }
    const encoding = variants ? preferredEncoding(req.headers['accept-encoding']) : undefined;
    if (!variants || !encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(variants[encoding]);
  };
}

function notModified(req: FastifyRequest, etag: string, lastModified: string): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined)
    return inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
  const ims = req.headers['if-modified-since'];
  return ims !== undefined && Date.parse(ims) >= Date.parse(lastModified);
}

/** br, else gzip, among the codings the client accepts with a non-zero q (`*` counts as gzip). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (c: string) => (accepted.get(c) ?? (c === 'gzip' ? accepted.get('*') : undefined) ?? 0) > 0;
  if (ok('br')) return 'br';
  return ok('gzip') ? 'gzip' : undefined;
}
