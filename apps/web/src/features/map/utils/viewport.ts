import { WORLD_BOUNDS } from './map-config';

/** A map view remembered for the session (D-011). */
export interface Viewport {
  lat: number;
  lng: number;
  zoom: number;
}

/** Session-storage key of the main map's last view. */
export const MAP_VIEWPORT_KEY = 'mapViewport';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Reads a stored view; anything malformed is ignored (null), numbers are clamped into the map's range. */
export function parseViewport(
  raw: string | null,
  zoomRange: { minZoom: number; maxZoom: number },
): Viewport | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { lat, lng, zoom } = v as Record<string, unknown>;
  if (![lat, lng, zoom].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  const [[south, west], [north, east]] = WORLD_BOUNDS;
  return {
    lat: clamp(lat as number, south, north),
    lng: clamp(lng as number, west, east),
    zoom: clamp(Math.round(zoom as number), zoomRange.minZoom, zoomRange.maxZoom),
  };
}

export function serializeViewport(v: Viewport): string {
  // Six decimals are about 10 cm: plenty, and the stored value stays short.
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return JSON.stringify({ lat: round(v.lat), lng: round(v.lng), zoom: v.zoom });
}
