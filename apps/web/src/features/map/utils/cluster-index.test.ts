import { describe, expect, it } from 'vitest';
import { buildClusterIndex, type MapSite } from './cluster-index';

const site = (id: number, lat: number, lng: number, over: Partial<MapSite> = {}): MapSite => ({
  id,
  title: `Site ${id}`,
  address: '',
  latitude: lat,
  longitude: lng,
  numberActiveIncidents: 0,
  status: 'ONLINE',
  images: [],
  ...over,
});

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('buildClusterIndex', () => {
  it('clusters nearby sites with the count, incident count and worst status', () => {
    const index = buildClusterIndex(
      [
        site(1, 51.5, -0.12),
        site(2, 51.51, -0.13, { status: 'PARTIALLY_OFF', numberActiveIncidents: 2 }),
        site(3, 51.52, -0.11, { status: 'OFFLINE' }),
        site(4, -33.9, 151.2),
      ],
      { radius: 60, maxZoom: 18 },
    );
    const points = index.points(WORLD, 3);
    const cluster = points.find((p) => p.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3, withIncidents: 1, status: 'OFFLINE' });
    expect(points.filter((p) => p.kind === 'site').map((p) => (p.kind === 'site' ? p.site.id : 0))).toEqual([
      4,
    ]);
  });

  it('shows single sites at the highest zoom and zooms into a cluster on expansion', () => {
    const index = buildClusterIndex([site(1, 10, 10), site(2, 10.001, 10.001)], { radius: 60, maxZoom: 18 });
    expect(index.points(WORLD, 18).every((p) => p.kind === 'site')).toBe(true);
    const cluster = index.points(WORLD, 2)[0];
    expect(cluster?.kind).toBe('cluster');
    if (cluster?.kind === 'cluster') expect(index.expansionZoom(cluster.id)).toBeGreaterThan(2);
  });

  it('places sites without coordinates at 0,0', () => {
    const index = buildClusterIndex([site(1, Number.NaN, Number.NaN)], { radius: 35, maxZoom: 10 });
    expect(index.points(WORLD, 5)[0]).toMatchObject({ kind: 'site', lat: 0, lng: 0 });
  });

  it('finds the zoom at which a focused site leaves its cluster', () => {
    // Two stores 3 km apart in one town: clustered at the offline focus zoom (9), apart further in.
    const a = site(1, 29.79, -95.4);
    const b = site(2, 29.76, -95.38);
    const far = site(3, 40, -74);
    const index = buildClusterIndex([a, b, far], { radius: 60, maxZoom: 18 });
    const alone = (s: MapSite, z: number) =>
      index.points(WORLD, z).some((p) => p.kind === 'site' && p.site.id === s.id);
    expect(alone(a, 9)).toBe(false);
    const z = index.singleZoom(a, 9, 18);
    expect(z).toBeGreaterThan(9);
    expect(alone(a, z)).toBe(true);
    expect(alone(a, z - 1)).toBe(false);
    // A site already alone keeps the zoom asked for; one sharing its spot never parts: the maximum.
    expect(index.singleZoom(far, 9, 18)).toBe(9);
    const twin = buildClusterIndex([a, site(4, 29.79, -95.4)], { radius: 60, maxZoom: 18 });
    expect(twin.singleZoom(a, 9, 18)).toBe(18);
  });
});
