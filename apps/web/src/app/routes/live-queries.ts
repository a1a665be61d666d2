import { siteOnlineStatusQueryOptions } from '../../features/sites/api/get-site-online-status';
import { sitesQueryOptions } from '../../features/sites/api/get-sites';
import { thermostatControlsQueryOptions } from '../../features/sites/api/get-thermostat-controls';
import { controllableHvacsQueryOptions } from '../../features/today/api/get-controllable-hvacs';
import { reportsFrom, useLiveRefresh } from '../../lib/realtime';

// The live values of the spec (HVAC temperatures, a site's dashboard tiles, device status, the map's
// status colours) are computed by the server from all of a site's devices; each page names here which
// of its queries follow the real-time messages (features never import each other, pages combine them).

/** Energy figures change with every report too, but their reads cost more: followed less often. */
export const LIVE_ENERGY_REFRESH_MS = 30_000;
/** The organisation's site list (statuses of every site) is the biggest read: every 10 s at most. */
export const LIVE_SITES_REFRESH_MS = 10_000;

/** A site's pages: its status, device counts, thermostats and spaces; its energy tiles less often. */
export function useLiveSite(siteId: number | null) {
  const sites = siteId === null ? [] : [siteId];
  useLiveRefresh(
    siteId === null
      ? []
      : [
          [...sitesQueryOptions.queryKey, siteId],
          siteOnlineStatusQueryOptions(siteId).queryKey,
          thermostatControlsQueryOptions(siteId).queryKey,
          ['space-stats'],
        ],
    reportsFrom(sites),
  );
  useLiveRefresh(
    siteId === null
      ? []
      : [
          ['energy-dashboard', siteId],
          ['energy-series', siteId],
        ],
    reportsFrom(sites),
    LIVE_ENERGY_REFRESH_MS,
  );
}

/** The organisation's thermostats (Today's HVAC tile and the full HVAC list). */
export function useLiveHvacs(orgId: number | null) {
  useLiveRefresh(orgId === null ? [] : [controllableHvacsQueryOptions(orgId).queryKey], reportsFrom('ALL'));
}

/** Every site's status (the map's colours, the sites list's badges). */
export function useLiveSites() {
  useLiveRefresh([sitesQueryOptions.queryKey], reportsFrom('ALL'), LIVE_SITES_REFRESH_MS);
}

/**
 * A site's controls and their commands: a thermostat's report is what confirms a command, so the
 * controls and the audit are read again as the site's devices report (the state then moves in real
 * time; the pages also ask every 3 s while a command is on its way).
 */
export function useLiveControls(siteId: number) {
  useLiveRefresh([['controls']], reportsFrom([siteId]), 2_000);
}
