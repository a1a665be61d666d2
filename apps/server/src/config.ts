import path from 'node:path';
import { firstSegment, SPEC_PAGE_ROUTES } from '@sw/contracts';
import { z } from 'zod';

const ROLE_NAMES = ['api', 'worker', 'simulator'] as const;
export type Role = (typeof ROLE_NAMES)[number];

const bool = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/** The path a root mounts at on this server ('' for '/'); an absolute URL's path counts too. */
export function rootPath(root: string): string {
  let p = root;
  try {
    if (/^https?:\/\//.test(root)) p = new URL(root).pathname;
  } catch {
    // not a URL: the http(s) check reports it
  }
  return p.replace(/\/+$/, '');
}

/** First segments of the web app's pages (spec routes): no service root may start with one. */
const PAGE_SEGMENTS = new Set(SPEC_PAGE_ROUTES.map(firstSegment).filter(Boolean));

const root = z
  .string()
  .regex(/^(\/|https?:\/\/)/, 'must be a path starting with / or an http(s) URL')
  .refine((r) => !PAGE_SEGMENTS.has(firstSegment(rootPath(r))), {
    error: (iss) =>
      `'${String(iss.input)}' starts like a page of the web app; use a prefix no page uses, e.g. /api/...`,
  });

/** The whole environment, read once through one schema; unset values get the documented defaults. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Where PGlite runs (read by openDatabase): its worker thread, or this one (the benchmark baseline only).
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 3600),
  /** How long a verified bearer token's access is reused before it is read again (0: never). */
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('SiteWatch <no-reply@sitewatch.local>'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The web app's map tile URL template (read when the app is built); the server reads the same
   * variable to allow that tile host in the pages' Content-Security-Policy img-src.
   */
  VITE_MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\//,
      'must be an http(s) URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png',
    )
    .optional(),
  /**
   * The demo organisations on an empty database (on, the default) or a clean installation (off):
   * migrations only, and a one-time link to create the first administrator.
   */
  DEMO: bool.default(true),
  SIMULATOR: bool.default(true),
  /** Simulated seconds per real second: 1 writes a reading a minute, 60 writes one a second. */
  SIMULATOR_SPEED: z.coerce.number().min(0.1).max(600).default(1),
  ROLES: z
    .string()
    .default('api,worker,simulator')
    .transform((s) =>
      s
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLE_NAMES)).min(1, 'must name at least one of api, worker, simulator')),
  SEED: z.coerce.number().int().default(20261122),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Brotli/gzip for answers and the build's precompressed files; off only to measure the difference. */
  COMPRESSION: bool.default(true),
  /** A year's caching for the build's hashed files; off (every file revalidated) only to measure the gain. */
  HTTP_CACHING: bool.default(true),
  // Service roots of the spec's web client; every one defaults to this origin, under prefixes no page
  // uses (the analytics root was /analytics, which is also a page: docs/decisions.md, issue 9).
  IDENTITY_ROOT: root.default('/'),
  SENTINEL_ROOT: root.default('/'),
  ANALYTICS_ROOT: root.default('/api/analytics'),
  TIMESERIES_ROOT: root.default('/timeseries'),
  WEATHER_ROOT: root.default('/'),
  COMMENTS_ROOT: root.default('/'),
  FILES_ROOT: root.default('/'),
  REPORT_WORKER_ROOT: root.default('/'),
  TEMPLATES_ROOT: root.default('/'),
  CDN_ROOT: root.default('/cdn'),
  HELP_ROOT: root.default('/help'),
});

export const SERVICE_ROOT_KEYS = [
  'IDENTITY_ROOT',
  'SENTINEL_ROOT',
  'ANALYTICS_ROOT',
  'TIMESERIES_ROOT',
  'WEATHER_ROOT',
  'COMMENTS_ROOT',
  'FILES_ROOT',
  'REPORT_WORKER_ROOT',
  'TEMPLATES_ROOT',
  'CDN_ROOT',
  'HELP_ROOT',
] as const;

/** The paths this server mounts its services at ('' for the origin itself). */
export const serviceRootPaths = (config: Pick<AppConfig, (typeof SERVICE_ROOT_KEYS)[number]>) =>
  SERVICE_ROOT_KEYS.map((k) => rootPath(config[k]));

export type AppConfig = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
