/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The external setup application (Setup link); unset hides the link. */
  readonly VITE_SETUP_URL?: string;
  /** Service roots: see lib/service-roots.ts; unset → same origin with the server's default prefixes (never a page's path: analytics is /api/analytics). */
  readonly VITE_IDENTITY_ROOT?: string;
  readonly VITE_SENTINEL_ROOT?: string;
  readonly VITE_CDN_ROOT?: string;
  readonly VITE_ANALYTICS_ROOT?: string;
  readonly VITE_REPORTS_ROOT?: string;
  readonly VITE_WEATHER_ROOT?: string;
  readonly VITE_TEMPLATES_ROOT?: string;
  readonly VITE_TIMESERIES_ROOT?: string;
  readonly VITE_COMMENTS_ROOT?: string;
  readonly VITE_FILES_ROOT?: string;
  readonly VITE_REPORT_WORKER_ROOT?: string;
  readonly VITE_HELP_ROOT?: string;
  /** Map tiles ({z}/{x}/{y} template) for online deployments; unset → the offline world base layer. */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

/** The offline map's place names (vite.config.ts): [name, lat, lng, thousands of people], largest first. */
declare module 'virtual:map-cities' {
  const cities: [name: string, lat: number, lng: number, thousands: number][];
  export default cities;
}

/** The detailed country outlines (vite.config.ts): per country [west, south, east, north, url]. */
declare module 'virtual:map-outlines' {
  const outlines: [west: number, south: number, east: number, north: number, url: string][];
  export default outlines;
}
