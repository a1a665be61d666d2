import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { publicBase } from '../lib/public-base';

/** Browser features the app never uses, switched off for it and anything it could be made to embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()';

/**
 * Links out of the app keep only the origin: reset and invitation pages carry their token in the
 * query, and map tiles are fetched cross-origin from those pages' neighbours.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Answers that are not the web app (JSON, text, files) may load nothing and never be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The origin a map tile URL template names, with its `{s}`-style host placeholders as a CSP wildcard
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`); null without one.
 */
export function tileOrigin(template: string | undefined): string | null {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template?.trim() ?? '');
  if (!m) return null;
  return `${m[1]!.toLowerCase()}://${m[2]!.replace(/\{[^}]*\}/g, '*')}`;
}

/** ws(s):// for an http(s) origin. */
const wsOrigin = (httpOrigin: string) => httpOrigin.replace(/^http/i, 'ws');

/**
 * The web app's Content-Security-Policy. `connect-src`: this origin (its real-time endpoints included,
 * which CSP 3 'self' covers) and, spelled out for browsers that predate that, the WebSocket origin of
 * the configured public base; plus the origins of service roots configured as absolute URLs.
 * `img-src`: this origin and the configured map tile host (data:/blob: for images the app draws).
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const base = new URL(publicBase(config)).origin;
  const roots = [
    config.IDENTITY_ROOT,
    config.SENTINEL_ROOT,
    config.ANALYTICS_ROOT,
    config.TIMESERIES_ROOT,
    config.WEATHER_ROOT,
    config.COMMENTS_ROOT,
    config.FILES_ROOT,
    config.REPORT_WORKER_ROOT,
    config.TEMPLATES_ROOT,
    config.CDN_ROOT,
    config.HELP_ROOT,
  ]
    .filter((r) => /^https?:\/\//i.test(r))
    .map((r) => new URL(r).origin);
  const connect = [...new Set(["'self'", wsOrigin(base), ...roots])];
  const tiles = tileOrigin(config.VITE_MAP_TILE_URL);
  const img = ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])];
  return [
    "default-src 'self'",
    `img-src ${img.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Security headers on every answer: the app CSP on HTML, a closed one elsewhere unless a route set its own. */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const csp = contentSecurityPolicy(config);
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'DENY');
    } else if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', REFERRER_POLICY);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}
