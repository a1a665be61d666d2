import type { FeatureCollection, Geometry, Position } from 'geojson';

/**
 * Country rings that cross the antimeridian (Russia, Fiji, Antarctica) jump from +180 to -180 between
 * two points; drawn on a flat map that jump is a line across the whole world. Each ring is made
 * continuous instead (longitudes may run past ±180, off the map's world bounds), so no line crosses.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  let shift = 0;
  let prev: number | null = null;
  for (const [lng = 0, lat = 0] of ring) {
    if (prev !== null) {
      const d = lng - prev;
      if (d > 180) shift -= 360;
      else if (d < -180) shift += 360;
    }
    prev = lng;
    out.push([lng + shift, lat]);
  }
  return out;
}

function unwrapGeometry(g: Geometry): Geometry {
  switch (g.type) {
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map(unwrapRing) };
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((poly) => poly.map(unwrapRing)) };
    default:
      return g;
  }
}

export function unwrapAntimeridian(fc: FeatureCollection): FeatureCollection {
  return {
    ...fc,
    features: fc.features.map((f) => (f.geometry ? { ...f, geometry: unwrapGeometry(f.geometry) } : f)),
  };
}
