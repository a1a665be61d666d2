/**
 * The service roots of spec 1 §7: every backend service the client calls sits at a root taken
 * from the build's environment (`VITE_<SERVICE>_ROOT`), defaulting to this origin with the same
 * prefixes the server mounts by default (its `*_ROOT` settings).
 */
export const SERVICE_NAMES = [
  'identity',
  'sentinel',
  'contentDelivery',
  'analytics',
  'reports',
  'weather',
  'templates',
  'timeSeries',
  'comments',
  'files',
  'reportWorker',
  'help',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type ServiceRoots = Record<ServiceName, string>;

export const DEFAULT_ROOTS: ServiceRoots = {
  identity: '/',
  sentinel: '/',
  contentDelivery: '/cdn',
  analytics: '/api/analytics',
  reports: '/api/analytics',
  weather: '/',
  templates: '/',
  timeSeries: '/timeseries',
  comments: '/',
  files: '/',
  reportWorker: '/',
  help: '/help',
};

const ENV_KEYS: Record<ServiceName, string> = {
  identity: 'VITE_IDENTITY_ROOT',
  sentinel: 'VITE_SENTINEL_ROOT',
  contentDelivery: 'VITE_CDN_ROOT',
  analytics: 'VITE_ANALYTICS_ROOT',
  reports: 'VITE_REPORTS_ROOT',
  weather: 'VITE_WEATHER_ROOT',
  templates: 'VITE_TEMPLATES_ROOT',
  timeSeries: 'VITE_TIMESERIES_ROOT',
  comments: 'VITE_COMMENTS_ROOT',
  files: 'VITE_FILES_ROOT',
  reportWorker: 'VITE_REPORT_WORKER_ROOT',
  help: 'VITE_HELP_ROOT',
};

/** Roots from an environment; an unset variable takes its default, an empty one stays empty (checked below). */
export function readServiceRoots(env: Record<string, string | boolean | undefined>): ServiceRoots {
  const roots = { ...DEFAULT_ROOTS };
  for (const name of SERVICE_NAMES) {
    const v = env[ENV_KEYS[name]];
    if (typeof v === 'string') roots[name] = v.trim();
  }
  return roots;
}

/** The services whose root is empty: in production every root must be set. */
export function emptyRoots(roots: ServiceRoots): ServiceName[] {
  return SERVICE_NAMES.filter((name) => roots[name] === '');
}

/** `root` + `path` without doubled or missing slashes. */
export function joinRoot(root: string, path: string): string {
  return `${root.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export const SERVICE_ROOTS: ServiceRoots = readServiceRoots(import.meta.env);

if (import.meta.env.PROD) {
  const missing = emptyRoots(SERVICE_ROOTS);
  if (missing.length) throw new Error(`Service roots must not be empty in production: ${missing.join(', ')}`);
}

/** The URL of a service's path, e.g. serviceUrl('timeSeries', '/energy/site/3/series'). */
export const serviceUrl = (service: ServiceName, path: string) => joinRoot(SERVICE_ROOTS[service], path);
