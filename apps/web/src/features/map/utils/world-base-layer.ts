import fineOutlines from 'virtual:map-outlines';
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import usStatesUrl from 'us-atlas/states-10m.json?url';
import countries110mUrl from 'world-atlas/countries-110m.json?url';
import { TILE_ATTRIBUTION, TILE_URL } from './map-config';
import { type OutlineBox, outlinesInView } from './outline-files';
import {
  COUNTRY_LABELS_UNTIL_ZOOM,
  countryPlaces,
  labelMarker,
  minTownAt,
  type Place,
  placeLabels,
} from './place-labels';
import { unwrapAntimeridian } from './unwrap-antimeridian';

/** Past this zoom the coarse outlines look wrong; the finer set is fetched once, on first need. */
const FINE_FROM_ZOOM = 4;
/** US state lines (admin-1 of the country with most demo sites), from the zoom a state is a shape. */
const STATES_FROM_ZOOM = 4;
const COUNTRY_STYLE: L.PathOptions = {
  color: '#b8b2a4',
  weight: 0.8,
  fillColor: '#f3f0e8',
  fillOpacity: 1,
  interactive: false,
};
const STATE_STYLE: L.PathOptions = {
  color: '#c9c1ae',
  weight: 0.8,
  dashArray: '4 3',
  fill: false,
  interactive: false,
};
/** Names sit above the land and lines, below the site markers and popups. */
const LABEL_PANE = 'sw-labels';

const shapes = new Map<string, Promise<FeatureCollection>>();

function loadShapes(url: string, object: string): Promise<FeatureCollection> {
  let p = shapes.get(url);
  if (!p) {
    p = fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`Map outlines failed to load (${r.status})`);
        return r.json() as Promise<Topology>;
      })
      .then((topo) => {
        const o = topo.objects[object];
        if (!o) throw new Error(`Map outlines are missing ${object}`);
        return unwrapAntimeridian(feature(topo, o) as unknown as FeatureCollection);
      });
    // A failed load may be retried by the next map.
    p.catch(() => shapes.delete(url));
    shapes.set(url, p);
  }
  return p;
}

const outlineFiles = new Map<string, Promise<FeatureCollection>>();

/** One country's detailed outline (already unwrapped at build time), fetched once. */
function loadOutline(url: string): Promise<FeatureCollection> {
  let p = outlineFiles.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`Map outlines failed to load (${r.status})`);
      return r.json() as Promise<FeatureCollection>;
    });
    p.catch(() => outlineFiles.delete(url));
    outlineFiles.set(url, p);
  }
  return p;
}

/**
 * The detailed land from FINE_FROM_ZOOM on: only the countries whose box meets the view (with a
 * margin for panning), added as the view moves; a site's map never downloads the whole world.
 */
function fineLandLayer(map: L.Map, style: L.PathOptions) {
  const group = L.layerGroup();
  const shown = new Set<string>();
  let disposed = false;
  const update = () => {
    if (map.getZoom() < FINE_FROM_ZOOM) {
      group.remove();
      return;
    }
    if (!map.hasLayer(group)) group.addTo(map);
    const b = map.getBounds().pad(0.5);
    const view: OutlineBox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
    for (const url of outlinesInView(fineOutlines, view)) {
      if (shown.has(url)) continue;
      shown.add(url);
      loadOutline(url)
        .then((data) => {
          if (disposed) return;
          L.geoJSON(data, { style }).addTo(group);
          order();
        })
        // Outlines are decoration: markers still work on the plain background.
        .catch(() => shown.delete(url));
    }
  };
  const order = () => {
    for (const l of group.getLayers()) (l as L.GeoJSON).bringToBack();
  };
  // The base layer is added before the map's first view is set: no bounds until then.
  map.whenReady(update);
  map.on('moveend', update);
  return {
    order,
    remove() {
      disposed = true;
      map.off('moveend', update);
      group.remove();
    },
  };
}

let towns: Promise<Place[]> | null = null;
/** The place names of the detail layer: a chunk of its own, fetched the first time it is needed. */
function loadTowns(): Promise<Place[]> {
  towns ??= import('virtual:map-cities').then((m) =>
    m.default.map(([name, lat, lng, rank]) => ({ name, lat, lng, rank, kind: 'city' as const })),
  );
  towns.catch(() => {
    towns = null;
  });
  return towns;
}

/** One shape layer that follows the zoom: `pick` names the file to show (null: none). */
function shapeLayer(map: L.Map, pick: (zoom: number) => string | null, object: string, style: L.PathOptions) {
  let layer: L.GeoJSON | null = null;
  let shown: string | null = null;
  let disposed = false;
  const show = () => {
    const url = pick(map.getZoom());
    if (shown === url) return;
    shown = url;
    if (!url) {
      layer?.remove();
      layer = null;
      return;
    }
    loadShapes(url, object)
      .then((data) => {
        if (disposed || shown !== url) return;
        const next = L.geoJSON(data, { style }).addTo(map);
        layer?.remove();
        layer = next;
        order();
      })
      .catch(() => {
        // Outlines are decoration: markers still work on the plain background.
        if (shown === url) shown = null;
      });
  };
  const order = () => {
    // Land at the bottom, lines over it.
    if (object === 'countries') layer?.bringToBack();
    else layer?.bringToFront();
  };
  show();
  map.on('zoomend', show);
  return {
    order,
    remove() {
      disposed = true;
      map.off('zoomend', show);
      layer?.remove();
    },
  };
}

/**
 * Country names at low zoom, then town names (bigger towns first, more as the map zooms in), placed
 * so that no two overlap. Drawn as plain DOM text in their own pane, redrawn when the view settles.
 */
function placeNames(map: L.Map) {
  if (!map.getPane(LABEL_PANE)) {
    const pane = map.createPane(LABEL_PANE);
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
  }
  const group = L.layerGroup().addTo(map);
  let countries: Place[] = [];
  let cities: Place[] = [];
  let disposed = false;
  const draw = () => {
    if (disposed) return;
    const zoom = map.getZoom();
    const min = minTownAt(zoom);
    const pxPerDeg = (256 * 2 ** zoom) / 360;
    const shown = [
      ...(zoom <= COUNTRY_LABELS_UNTIL_ZOOM
        ? countries.filter((c) => (c as Place & { spanLng: number }).spanLng * pxPerDeg > c.name.length * 7)
        : []),
      ...(min === null ? [] : cities.filter((c) => c.rank >= min)),
    ];
    group.clearLayers();
    for (const p of placeLabels(map, shown)) group.addLayer(labelMarker(p, LABEL_PANE));
  };
  loadShapes(countries110mUrl, 'countries')
    .then((data) => {
      countries = countryPlaces(data);
      draw();
    })
    .catch(() => {});
  const needTowns = () => {
    if (cities.length || minTownAt(map.getZoom()) === null) return;
    loadTowns()
      .then((list) => {
        cities = list;
        draw();
      })
      .catch(() => {});
  };
  needTowns();
  const onMove = () => {
    needTowns();
    draw();
  };
  map.on('moveend', onMove);
  return () => {
    disposed = true;
    map.off('moveend', onMove);
    group.remove();
  };
}

/**
 * The map's base layer (D-017). With a tile URL configured, the provider's tiles; otherwise an offline
 * map over the sea-coloured background (the `.sw-map` style), so the map works where no tile server
 * is reachable: country shapes (finer as the map zooms in, then only the countries in view), US state lines, and the names of
 * countries and towns. Shapes are drawn on canvas (the map prefers it); the detailed sets are fetched
 * only when first needed, so the map's own chunk stays small.
 */
export function addBaseLayer(map: L.Map): () => void {
  if (TILE_URL) {
    const tiles = L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, noWrap: true }).addTo(map);
    return () => tiles.remove();
  }
  const land = shapeLayer(
    map,
    (z) => (z >= FINE_FROM_ZOOM ? null : countries110mUrl),
    'countries',
    COUNTRY_STYLE,
  );
  const fineLand = fineLandLayer(map, COUNTRY_STYLE);
  const states = shapeLayer(map, (z) => (z >= STATES_FROM_ZOOM ? usStatesUrl : null), 'states', STATE_STYLE);
  const keepOrder = () => {
    land.order();
    fineLand.order();
    states.order();
  };
  map.on('zoomend', keepOrder);
  const names = placeNames(map);
  return () => {
    map.off('zoomend', keepOrder);
    land.remove();
    fineLand.remove();
    states.remove();
    names();
  };
}
