import type { FeatureCollection, Geometry, Position } from 'geojson';

/**
 * The per-country outline files of the detailed map layer (vite.config.ts, `virtual:map-outlines`):
 * coordinates rounded to 0.001° (about 100 m, finer than the 1:50m source), and each file's bounding
 * box, by which the map picks the files in view.
 */
export type OutlineBox = [west: number, south: number, east: number, north: number];

const round = (p: Position): Position => p.map((v) => Math.round(v * 1000) / 1000);

function roundGeometry(g: Geometry): Geometry {
  switch (g.type) {
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((r) => r.map(round)) };
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((poly) => poly.map((r) => r.map(round))) };
    default:
      return g;
  }
}

export function roundOutline(fc: FeatureCollection): FeatureCollection {
  return {
    ...fc,
    features: fc.features.map((f) => ({ ...f, geometry: f.geometry && roundGeometry(f.geometry) })),
  };
}

function positions(g: Geometry): Position[] {
  if (g.type === 'Polygon') return g.coordinates.flat();
  if (g.type === 'MultiPolygon') return g.coordinates.flat(2);
  return [];
}

export function outlineBox(fc: FeatureCollection): OutlineBox {
  const box: OutlineBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of fc.features) {
    for (const [lng = 0, lat = 0] of f.geometry ? positions(f.geometry) : []) {
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}

/** How wide a longitude band one file of a country covers at most (its parts are grouped by band). */
export const OUTLINE_BAND_DEG = 45;

/**
 * A country as one collection per longitude band of its parts: Russia, Canada or France (with its
 * overseas parts) would otherwise have a box that meets almost any view.
 */
export function splitByBand(fc: FeatureCollection, band = OUTLINE_BAND_DEG): FeatureCollection[] {
  const groups = new Map<number, FeatureCollection['features']>();
  for (const f of fc.features) {
    const g = f.geometry;
    const polygons =
      g?.type === 'Polygon' ? [g.coordinates] : g?.type === 'MultiPolygon' ? g.coordinates : [];
    for (const poly of polygons) {
      const west = Math.min(...(poly[0] ?? []).map((p) => p[0] ?? 0));
      const key = Math.floor(west / band);
      const list = groups.get(key) ?? [];
      list.push({ ...f, geometry: { type: 'Polygon', coordinates: poly } });
      groups.set(key, list);
    }
  }
  return [...groups.values()].map((features) => ({ type: 'FeatureCollection', features }));
}

/** The files whose box meets the view (west, south, east, north; longitudes may run past ±180). */
export function outlinesInView<T>(files: readonly [...OutlineBox, T][], view: OutlineBox): T[] {
  const [w, s, e, n] = view;
  return files
    .filter(
      ([fw, fs, fe, fn]) => fs <= n && fn >= s && [-360, 0, 360].some((k) => fw + k <= e && fe + k >= w),
    )
    .map((f) => f[4]);
}
