import 'leaflet/dist/leaflet.css';
import './map.css';
import { sitePosition } from '@sw/domain';
import L from 'leaflet';
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { sessionStore } from '../../../lib/storage';
import { type BBox, buildClusterIndex, type MapSite } from '../utils/cluster-index';
import { fitMaxZoom, focusZoom, type MapOptions, VIEW_DEBOUNCE_MS, WORLD_BOUNDS } from '../utils/map-config';
import { clusterIcon, siteIcon } from '../utils/marker-icons';
import { MAP_VIEWPORT_KEY, parseViewport, serializeViewport } from '../utils/viewport';
import { addBaseLayer } from '../utils/world-base-layer';

export interface SiteMapHandle {
  /** D-010: centre on a site at the focus zoom (16 over tiles, within the map's range) and open its popup. */
  focusSite(site: MapSite): void;
  /** D-003: fit every shown site in view. */
  fitAll(): void;
}

interface SiteMapProps {
  sites: readonly MapSite[];
  options: MapOptions;
  /** D-011: keep the view in session storage and start from it. */
  rememberView?: boolean;
  renderPopup: (site: MapSite) => ReactNode;
  label: string;
  /** A panel floating over the map's top left: fits keep sites out from under it. */
  overlay?: RefObject<HTMLElement | null>;
  ref?: Ref<SiteMapHandle>;
}

interface OpenPopup {
  site: MapSite;
  popup: L.Popup;
  container: HTMLDivElement;
}

/**
 * D-003: fits sites in view, never closer than the default zoom (one site shows at zoom 12, not 18;
 * over the offline base layer at most its focus zoom). When they are wider than the map even at the
 * minimum zoom (a phone-wide map of several continents), the map may zoom out below its minimum,
 * just as far as the sites need, so that every site is still in view.
 */
function fitSites(map: L.Map, sites: readonly MapSite[], minZoom: number, overlay: HTMLElement | null) {
  map.closePopup();
  if (sites.length === 0) {
    map.setMinZoom(minZoom);
    map.setView([20, 0], minZoom);
    return;
  }
  const bounds = L.latLngBounds(sites.map((s) => sitePosition(s)));
  const pad = 40;
  // A panel floating over the map's top left (search, legend) must not hide sites: keep them below
  // it or right of it, whichever leaves them larger.
  const mapBox = map.getContainer().getBoundingClientRect();
  const o = overlay?.getBoundingClientRect();
  const below = o ? o.bottom - mapBox.top + 8 : pad;
  const beside = o ? o.right - mapBox.left + 8 : pad;
  // getBoundsZoom clamps to the current minimum: measure against the lowest zoom Leaflet has. A map
  // not laid out yet (a hidden tab) or one the panel fills has no room to measure: no better zoom.
  const size = map.getSize();
  const zoomFor = (padding: L.Point) =>
    size.x - padding.x > 0 && size.y - padding.y > 0 ? map.getBoundsZoom(bounds, false, padding) : -1;
  map.setMinZoom(0);
  const zoomBelow = zoomFor(L.point(2 * pad, below + pad));
  const zoomBeside = zoomFor(L.point(beside + pad, 2 * pad));
  const best = Math.max(zoomBelow, zoomBeside);
  const topLeft =
    best < 0 ? L.point(pad, pad) : zoomBelow >= zoomBeside ? L.point(pad, below) : L.point(beside, pad);
  map.setMinZoom(best < 0 ? minZoom : Math.min(minZoom, best));
  map.fitBounds(bounds, {
    paddingTopLeft: topLeft,
    paddingBottomRight: L.point(pad, pad),
    maxZoom: Math.min(fitMaxZoom(), map.getMaxZoom()),
  });
}

/**
 * A Leaflet map of sites clustered with supercluster (D-001, D-018): clusters show their size, the
 * share with active incidents and their status; a site opens a popup rendered by `renderPopup`.
 */
export function SiteMap({
  sites,
  options,
  rememberView = false,
  renderPopup,
  label,
  overlay,
  ref,
}: SiteMapProps) {
  const element = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const index = useMemo(
    () => buildClusterIndex(sites, { radius: options.clusterRadius, maxZoom: options.maxZoom }),
    [sites, options.clusterRadius, options.maxZoom],
  );
  // The latest values for Leaflet's callbacks, which are bound once.
  const latest = useRef({ index, sites, minZoom: options.minZoom, overlay });
  latest.current = { index, sites, minZoom: options.minZoom, overlay };

  const openPopup = (site: MapSite) => {
    const map = mapRef.current;
    if (!map) return;
    const container = document.createElement('div');
    const popup = L.popup({ minWidth: 240, maxWidth: 280, autoPanPadding: [24, 24] })
      .setLatLng(sitePosition(site))
      .setContent(container);
    popup.on('remove', () => setOpen((cur) => (cur?.popup === popup ? null : cur)));
    popup.openOn(map);
    setOpen({ site, popup, container });
  };
  const openPopupRef = useRef(openPopup);
  openPopupRef.current = openPopup;

  const draw = () => {
    const map = mapRef.current;
    const layer = markers.current;
    if (!map || !layer) return;
    const b = map.getBounds();
    const bbox: BBox = [
      Math.max(-180, b.getWest()),
      Math.max(-85, b.getSouth()),
      Math.min(180, b.getEast()),
      Math.min(85, b.getNorth()),
    ];
    const points = latest.current.index.points(bbox, map.getZoom());
    layer.clearLayers();
    for (const p of points) {
      if (p.kind === 'cluster') {
        const marker = L.marker([p.lat, p.lng], {
          icon: clusterIcon(p.count, p.withIncidents, p.status),
          keyboard: true,
          title: `${p.count} sites`,
        });
        marker.on('click', () => {
          const zoom = Math.min(latest.current.index.expansionZoom(p.id), map.getMaxZoom());
          map.setView([p.lat, p.lng], Math.max(zoom, map.getZoom() + 1));
        });
        layer.addLayer(marker);
      } else {
        const marker = L.marker([p.lat, p.lng], {
          icon: siteIcon(p.site.status, p.site.numberActiveIncidents),
          keyboard: true,
          title: p.site.title,
          alt: p.site.title,
        });
        marker.on('click', () => openPopupRef.current(p.site));
        layer.addLayer(marker);
      }
    }
    const el = element.current;
    if (el && !el.dataset.clustered && points.length > 0) {
      el.dataset.clustered = 'true';
      // bench/map.ts reads this mark: navigation to the first clustered render.
      performance.mark('map:clustered');
    }
  };
  const drawRef = useRef(draw);
  drawRef.current = draw;

  // The map is created once; options are fixed for a map's lifetime.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount on purpose
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const map = L.map(el, {
      minZoom: options.minZoom,
      maxZoom: options.maxZoom,
      maxBounds: WORLD_BOUNDS,
      maxBoundsViscosity: 1,
      zoomControl: false,
      attributionControl: false,
      worldCopyJump: false,
      // Thousands of country outline paths draw far faster on one canvas than as SVG nodes.
      preferCanvas: true,
      // Quarter zoom steps let a fit of all sites use the space a phone has (buttons still step by 1).
      zoomSnap: 0.25,
    });
    L.control.zoom({ position: 'bottomright' }).addTo(map);
    mapRef.current = map;
    markers.current = L.layerGroup().addTo(map);
    const removeBase = addBaseLayer(map);

    const remembered = rememberView ? parseViewport(sessionStore.get(MAP_VIEWPORT_KEY), options) : null;
    if (remembered) map.setView([remembered.lat, remembered.lng], remembered.zoom);
    const fitAll = () => fitSites(map, latest.current.sites, options.minZoom, overlay?.current ?? null);
    // A map laid out while hidden (a phone's tab) fits again once it has a size.
    let fitWhenSized = false;
    if (!remembered) {
      fitWhenSized = map.getSize().x === 0 || map.getSize().y === 0;
      fitAll();
    }

    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    const onMoveEnd = () => {
      drawRef.current();
      if (!rememberView) return;
      // D-012: the view is stored once it has settled for 750 ms, not on every step of a pan.
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => {
        const c = map.getCenter();
        sessionStore.set(
          MAP_VIEWPORT_KEY,
          serializeViewport({ lat: c.lat, lng: c.lng, zoom: map.getZoom() }),
        );
      }, VIEW_DEBOUNCE_MS);
    };
    map.on('moveend', onMoveEnd);
    drawRef.current();

    // A map laid out while hidden (a mobile tab) or resized must re-measure itself.
    const resize = new ResizeObserver(() => {
      map.invalidateSize();
      if (fitWhenSized && map.getSize().x > 0 && map.getSize().y > 0) {
        fitWhenSized = false;
        fitAll();
      }
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      clearTimeout(saveTimer);
      removeBase();
      map.remove();
      mapRef.current = null;
      markers.current = null;
    };
  }, []);

  // New sites (a legend filter, a refetch): recluster in place, keeping the view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the index changes
  useEffect(() => {
    drawRef.current();
  }, [index]);

  useImperativeHandle(
    ref,
    () => ({
      focusSite(site) {
        const map = mapRef.current;
        if (!map) return;
        // The focus zoom, or closer when the site would still sit inside a cluster there (two
        // stores in one town at the offline layer's capped zoom): the site focused is always its
        // own marker.
        const base = Math.min(Math.max(map.getZoom(), focusZoom()), map.getMaxZoom());
        const zoom = latest.current.index.singleZoom(site, base, map.getMaxZoom());
        map.setView(sitePosition(site), zoom);
        openPopupRef.current(site);
      },
      fitAll() {
        const map = mapRef.current;
        if (map) {
          const { sites, minZoom, overlay } = latest.current;
          fitSites(map, sites, minZoom, overlay?.current ?? null);
        }
      },
    }),
    [],
  );

  // The popup's size is known only once React has filled it: let Leaflet lay it out and pan again.
  useLayoutEffect(() => {
    open?.popup.update();
  }, [open]);

  return (
    <>
      <section
        ref={element}
        className="sw-map"
        aria-label={label}
        style={{ height: '100%', width: '100%' }}
      />
      {open &&
        createPortal(
          // The site as last read (live status and incident count), not as it was when the popup opened.
          renderPopup(sites.find((s) => s.id === open.site.id) ?? open.site),
          open.container,
        )}
    </>
  );
}
