import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import countries50mUrl from 'world-atlas/countries-50m.json?url';
import countries110mUrl from 'world-atlas/countries-110m.json?url';
import { TILE_ATTRIBUTION, TILE_URL } from './map-config';
import { unwrapAntimeridian } from './unwrap-antimeridian';

/** Past this zoom the coarse outlines look wrong; the finer set is fetched once, on first need. */
const FINE_FROM_ZOOM = 4;
const COUNTRY_STYLE: L.PathOptions = {
  color: '#b8b2a4',
  weight: 0.8,
  fillColor: '#f3f0e8',
  fillOpacity: 1,
  interactive: false,
};

const shapes = new Map<string, Promise<FeatureCollection>>();

function loadCountries(url: string): Promise<FeatureCollection> {
  let p = shapes.get(url);
  if (!p) {
    p = fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`Map outlines failed to load (${r.status})`);
        return r.json() as Promise<Topology>;
      })
      .then((topo) => {
        const object = topo.objects.countries;
        if (!object) throw new Error('Map outlines are missing countries');
        return unwrapAntimeridian(feature(topo, object) as unknown as FeatureCollection);
      });
    // A failed load may be retried by the next map.
    p.catch(() => shapes.delete(url));
    shapes.set(url, p);
  }
  return p;
}

/**
 * The map's base layer (D-017). With a tile URL configured, the provider's tiles; otherwise an offline
 * world of country outlines (drawn on canvas: the map prefers it) over the sea-coloured map background (the `.sw-map`
 * style), so the map works where no tile server is reachable.
 */
export function addBaseLayer(map: L.Map): () => void {
  if (TILE_URL) {
    const tiles = L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, noWrap: true }).addTo(map);
    return () => tiles.remove();
  }
  let layer: L.GeoJSON | null = null;
  let shown: string | null = null;
  let disposed = false;

  const show = (url: string) => {
    if (shown === url) return;
    shown = url;
    loadCountries(url)
      .then((data) => {
        if (disposed || shown !== url) return;
        const next = L.geoJSON(data, { style: COUNTRY_STYLE }).addTo(map);
        next.bringToBack();
        layer?.remove();
        layer = next;
      })
      .catch(() => {
        // Outlines are decoration: markers still work on the plain background.
        if (shown === url) shown = null;
      });
  };
  const pick = () => show(map.getZoom() >= FINE_FROM_ZOOM ? countries50mUrl : countries110mUrl);
  pick();
  map.on('zoomend', pick);
  return () => {
    disposed = true;
    map.off('zoomend', pick);
    layer?.remove();
  };
}
