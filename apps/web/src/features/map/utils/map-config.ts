// Spec 2 §9 map constants (D-012, D-016) and the choices the spec leaves open (D-017).

export interface MapOptions {
  minZoom: number;
  maxZoom: number;
  /** Supercluster radius in pixels. */
  clusterRadius: number;
}

/** Main map: default zoom 12, zoom 2–18, focus at least 16, view changes settle after 750 ms. */
export const MAIN_MAP = { minZoom: 2, maxZoom: 18, clusterRadius: 60 } as const satisfies MapOptions;
export const DEFAULT_ZOOM = 12;
export const FOCUS_ZOOM = 16;
export const VIEW_DEBOUNCE_MS = 750;

/** Small map: zoom 2–10, cluster radius 35, 18.75rem high. */
export const SMALL_MAP = { minZoom: 2, maxZoom: 10, clusterRadius: 35 } as const satisfies MapOptions;
export const SMALL_MAP_HEIGHT = '18.75rem';

/** The whole world; the map never pans beyond it. */
export const WORLD_BOUNDS: [[number, number], [number, number]] = [
  [-85, -180],
  [85, 180],
];

/**
 * The map tile provider (D-017): a tile URL template (`{z}/{x}/{y}`) given at build time. Without one
 * the map draws its own offline base layer of country shapes, so it works with no tile server at all.
 */
export const TILE_URL: string | null = String(import.meta.env.VITE_MAP_TILE_URL ?? '').trim() || null;
export const TILE_ATTRIBUTION: string = String(import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '');

/**
 * The offline base layer has country and US state lines and names of towns of 30,000 people or
 * more: at zoom 9 (about 300 km across a desktop map) a site still has towns and lines around it
 * (a median of 30 named towns around a demo site); closer in it would sit alone on plain land. So
 * without tiles, focusing on a site (search, a single site's map) stops at this zoom; the user may
 * still zoom further by hand.
 */
export const OFFLINE_FOCUS_ZOOM = 9;

/** The zoom a focus on one site goes to (D-010: at least 16 over real tiles). */
export const focusZoom = (tiles: string | null = TILE_URL) => (tiles ? FOCUS_ZOOM : OFFLINE_FOCUS_ZOOM);
/** The closest a fit of sites goes (D-003: the default zoom, over real tiles). */
export const fitMaxZoom = (tiles: string | null = TILE_URL) =>
  tiles ? DEFAULT_ZOOM : Math.min(DEFAULT_ZOOM, OFFLINE_FOCUS_ZOOM);
