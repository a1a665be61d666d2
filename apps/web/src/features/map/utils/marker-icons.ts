import { incidentShare, SITE_STATUS_COLOURS, type SiteConnectivity } from '@sw/domain';
import L from 'leaflet';

/** D-019: the share of sites with active incidents is an arc of this colour around the cluster. */
export const INCIDENT_COLOUR = '#7048e8';
const TRACK_COLOUR = 'rgba(255,255,255,0.85)';
const SVG_NS = 'http://www.w3.org/2000/svg';

const STATUS_LABEL: Record<SiteConnectivity, string> = {
  ONLINE: 'online',
  PARTIALLY_OFF: 'partially offline',
  OFFLINE: 'offline',
};

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export function clusterSize(count: number): number {
  return count < 10 ? 38 : count < 100 ? 46 : count < 1000 ? 54 : 62;
}

/**
 * A cluster (D-018, D-019, D-020): a disc in the cluster status colour with the number of sites, and a
 * ring whose violet arc is the share of those sites with active incidents. Built as DOM nodes (never
 * HTML strings) so that nothing from the data is parsed as markup.
 */
export function clusterIcon(count: number, withIncidents: number, status: SiteConnectivity): L.DivIcon {
  const size = clusterSize(count);
  const ring = 5;
  const r = size / 2 - ring / 2;
  const circumference = 2 * Math.PI * r;
  const share = incidentShare(withIncidents, count);

  const root = document.createElement('div');
  root.className = 'sw-map-cluster';
  root.dataset.status = status;
  root.dataset.count = String(count);
  root.setAttribute('role', 'img');
  root.setAttribute(
    'aria-label',
    `${count} sites, ${withIncidents} with active incidents, cluster ${STATUS_LABEL[status]}`,
  );
  root.title = `${count} sites · ${withIncidents} with active incidents (${Math.round(share * 100)}%)`;

  const s = svg('svg', { width: size, height: size, viewBox: `0 0 ${size} ${size}`, 'aria-hidden': 'true' });
  s.append(
    svg('circle', { cx: size / 2, cy: size / 2, r: r - ring / 2, fill: SITE_STATUS_COLOURS[status] }),
    svg('circle', {
      cx: size / 2,
      cy: size / 2,
      r,
      fill: 'none',
      stroke: TRACK_COLOUR,
      'stroke-width': ring,
    }),
  );
  if (share > 0) {
    s.append(
      svg('circle', {
        cx: size / 2,
        cy: size / 2,
        r,
        fill: 'none',
        stroke: INCIDENT_COLOUR,
        'stroke-width': ring,
        'stroke-dasharray': `${share * circumference} ${circumference}`,
        // Start at twelve o'clock and run clockwise.
        transform: `rotate(-90 ${size / 2} ${size / 2})`,
      }),
    );
  }
  const label = document.createElement('span');
  label.className = 'sw-map-cluster-count';
  label.textContent = count >= 10_000 ? `${Math.round(count / 1000)}k` : String(count);
  root.append(s, label);
  return L.divIcon({ html: root, className: 'sw-map-icon', iconSize: [size, size] });
}

/** A single site: a pin in its status colour, with its active incident count when it has any. */
export function siteIcon(status: SiteConnectivity, activeIncidents: number): L.DivIcon {
  const root = document.createElement('div');
  root.className = 'sw-map-site';
  root.dataset.status = status;
  root.style.background = SITE_STATUS_COLOURS[status];
  if (activeIncidents > 0) {
    const badge = document.createElement('span');
    badge.className = 'sw-map-site-badge';
    badge.textContent = activeIncidents > 99 ? '99+' : String(activeIncidents);
    root.append(badge);
  }
  return L.divIcon({ html: root, className: 'sw-map-icon', iconSize: [22, 22] });
}
