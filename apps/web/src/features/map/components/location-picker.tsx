import 'leaflet/dist/leaflet.css';
import './map.css';
import { Box, Text } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { WORLD_BOUNDS } from '../utils/map-config';
import { siteIcon } from '../utils/marker-icons';
import { addBaseLayer } from '../utils/world-base-layer';

/** Close enough to place a store on the offline layer's towns; the provider's tiles go further. */
const PICK_ZOOM = 9;
/** A micro-degree: about 0.1 m, finer than any site needs. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A site's position on the map (setup): click the map or drag the marker; the coordinates also
 * stay typeable beside it (the keyboard way). Same base layer as the sites map, offline by default.
 */
export function LocationPicker({
  value,
  onChange,
  height = 280,
}: {
  value: { lat: number; lng: number } | null;
  onChange: (lat: number, lng: number) => void;
  height?: number;
}) {
  const element = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const lat = value?.lat;
  const lng = value?.lng;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per mount
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const map = L.map(el, {
      minZoom: 2,
      maxZoom: 18,
      maxBounds: WORLD_BOUNDS,
      maxBoundsViscosity: 1,
      attributionControl: false,
      preferCanvas: true,
      keyboard: false,
    });
    mapRef.current = map;
    const removeBase = addBaseLayer(map);
    if (value) map.setView([value.lat, value.lng], PICK_ZOOM);
    else map.setView([20, 0], 2);
    map.on('click', (e: L.LeafletMouseEvent) => change.current(round(e.latlng.lat), round(e.latlng.lng)));
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      removeBase();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  // The marker follows the coordinates however they change (click, drag or typing).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = L.marker([lat, lng], {
        icon: siteIcon('ONLINE', 0),
        draggable: true,
        keyboard: false,
        title: 'Site position',
      }).addTo(map);
      marker.on('dragend', () => {
        const p = marker.getLatLng();
        change.current(round(p.lat), round(p.lng));
      });
      markerRef.current = marker;
      if (map.getZoom() < PICK_ZOOM) map.setView([lat, lng], PICK_ZOOM);
    } else markerRef.current.setLatLng([lat, lng]);
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [lat, lng]);

  return (
    <Box>
      <Box
        h={height}
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', isolation: 'isolate' }}
      >
        <section
          ref={element}
          className="sw-map"
          aria-label="Map: click to place the site"
          style={{ height: '100%', width: '100%' }}
        />
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        Click the map to place the site, or drag its marker; or type the coordinates above.
      </Text>
    </Box>
  );
}
