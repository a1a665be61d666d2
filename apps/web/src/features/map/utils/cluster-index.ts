import { mergeClusterStatus, type SiteConnectivity, sitePosition } from '@sw/domain';
import Supercluster from 'supercluster';

/** What the map needs of a site (a subset of the Site contract). */
export interface MapSite {
  id: number;
  title: string;
  address: string;
  latitude: number;
  longitude: number;
  numberActiveIncidents: number;
  status: SiteConnectivity;
  images: string[];
}

/** Aggregated per cluster by supercluster's map/reduce. */
interface ClusterProps {
  status: SiteConnectivity;
  withIncidents: number;
}

export interface SitePoint {
  kind: 'site';
  site: MapSite;
  lat: number;
  lng: number;
}

export interface ClusterPoint {
  kind: 'cluster';
  id: number;
  count: number;
  withIncidents: number;
  status: SiteConnectivity;
  lat: number;
  lng: number;
}

export type MapPoint = SitePoint | ClusterPoint;

/** A bounding box as [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

export interface SiteClusterIndex {
  points(bbox: BBox, zoom: number): MapPoint[];
  /** The zoom at which a cluster breaks apart (clicking a cluster zooms there). */
  expansionZoom(clusterId: number): number;
  /**
   * The lowest zoom from `from` on at which the site shows as its own marker, not inside a cluster
   * (`max` when it never does, e.g. another site at the very same spot).
   */
  singleZoom(site: MapSite, from: number, max: number): number;
}

/**
 * Sites clustered for a zoom level (D-018, D-020): each cluster carries the number of sites, how many
 * of them have active incidents, and the worst status among them.
 */
export function buildClusterIndex(
  sites: readonly MapSite[],
  { radius, maxZoom }: { radius: number; maxZoom: number },
): SiteClusterIndex {
  const index = new Supercluster<{ site: MapSite } & ClusterProps, ClusterProps>({
    radius,
    // Clusters stop one level below the map's maximum so that the last zoom always shows single sites
    // (sites at the very same spot stay one cluster, which still opens on click).
    maxZoom: Math.max(0, maxZoom - 1),
    map: (p) => ({ status: p.status, withIncidents: p.withIncidents }),
    reduce: (acc, p) => {
      acc.status = mergeClusterStatus(acc.status, p.status);
      acc.withIncidents += p.withIncidents;
    },
  });
  index.load(
    sites.map((site) => {
      const { lat, lng } = sitePosition(site);
      return {
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [lng, lat] },
        properties: { site, status: site.status, withIncidents: site.numberActiveIncidents > 0 ? 1 : 0 },
      };
    }),
  );
  return {
    points(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((f): MapPoint => {
        const [lng = 0, lat = 0] = f.geometry.coordinates;
        const p = f.properties;
        if ('cluster' in p && p.cluster) {
          return {
            kind: 'cluster',
            id: p.cluster_id,
            count: p.point_count,
            withIncidents: p.withIncidents,
            status: p.status,
            lat,
            lng,
          };
        }
        return { kind: 'site', site: (p as { site: MapSite }).site, lat, lng };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
    singleZoom(site, from, max) {
      const { lat, lng } = sitePosition(site);
      const near: BBox = [lng - 1e-6, lat - 1e-6, lng + 1e-6, lat + 1e-6];
      for (let z = Math.ceil(from); z < max; z++) {
        const alone = index
          .getClusters(near, z)
          .some((f) => 'site' in f.properties && f.properties.site.id === site.id);
        if (alone) return z;
      }
      return max;
    },
  };
}
