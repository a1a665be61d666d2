import type { FeatureCollection, Position } from 'geojson';
import L from 'leaflet';

/** A place to name on the map: where, and how important (people, or a country's size). */
export interface Place {
  name: string;
  lat: number;
  lng: number;
  rank: number;
  kind: 'country' | 'city';
}

/** Smallest town (thousands of people) named at each zoom: more, smaller towns as the map zooms in. */
export function minTownAt(zoom: number): number | null {
  if (zoom < 4) return null;
  if (zoom < 5) return 3000;
  if (zoom < 6) return 1500;
  if (zoom < 7) return 600;
  if (zoom < 8) return 250;
  if (zoom < 9) return 100;
  return 0;
}

/** Country names while whole countries are in view. */
export const COUNTRY_LABELS_UNTIL_ZOOM = 6;

/**
 * A country's label point: the centre of its largest polygon's box (so France is named in France,
 * not between it and French Guiana), with that box's width in degrees to tell if the name fits.
 */
export function countryPlaces(countries: FeatureCollection): (Place & { spanLng: number })[] {
  const out: (Place & { spanLng: number })[] = [];
  for (const f of countries.features) {
    const name = (f.properties as { name?: string } | null)?.name;
    const g = f.geometry;
    if (!name || !g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) continue;
    const polygons: Position[][][] = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    let best: { w: number; s: number; e: number; n: number; area: number } | null = null;
    for (const poly of polygons) {
      const ring = poly[0];
      if (!ring?.length) continue;
      let [w, s, e, n] = [180, 90, -180, -90];
      for (const [x, y] of ring as [number, number][]) {
        w = Math.min(w, x);
        e = Math.max(e, x);
        s = Math.min(s, y);
        n = Math.max(n, y);
      }
      const area = (e - w) * (n - s);
      if (!best || area > best.area) best = { w, s, e, n, area };
    }
    if (!best) continue;
    out.push({
      name,
      lat: (best.s + best.n) / 2,
      lng: (best.w + best.e) / 2,
      rank: best.area,
      kind: 'country',
      spanLng: best.e - best.w,
    });
  }
  return out.sort((a, b) => b.rank - a.rank);
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Rough label size: 7 px a character at the map's label font, plus the town dot. */
const labelBox = (p: Place, at: L.Point): Box => {
  const w = p.name.length * 7 + (p.kind === 'city' ? 12 : 0);
  return { x0: at.x - w / 2 - 4, y0: at.y - 10, x1: at.x + w / 2 + 4, y1: at.y + 10 };
};

/**
 * The places to name in the map's current view, most important first, leaving out any that would
 * overlap one already placed (`places` must be sorted by importance).
 */
export function placeLabels(map: L.Map, places: readonly Place[], max = 90): Place[] {
  const size = map.getSize();
  const placed: Box[] = [];
  const out: Place[] = [];
  for (const p of places) {
    if (out.length >= max) break;
    const at = map.latLngToContainerPoint([p.lat, p.lng]);
    if (at.x < 0 || at.y < 0 || at.x > size.x || at.y > size.y) continue;
    const box = labelBox(p, at);
    if (placed.some((b) => overlaps(b, box))) continue;
    placed.push(box);
    out.push(p);
  }
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A name on the map: plain text in its own pane, never focusable or clickable. */
export function labelMarker(p: Place, pane: string): L.Marker {
  return L.marker([p.lat, p.lng], {
    pane,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({
      className: `sw-map-place sw-map-place-${p.kind}`,
      html: `<span>${escapeHtml(p.name)}</span>`,
      iconSize: [0, 0],
    }),
  });
}
