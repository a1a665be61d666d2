import type { Dashboard } from '@sw/contracts';

/**
 * C-027/A-071: which tiles a user removed from a site's dashboard, kept in the config of their
 * dashboard profile as `{ siteTiles: { "<siteId>": { hidden: ["RECOMMENDATIONS", ...] } } }`.
 * Other keys of the config belong to other screens and are carried over untouched.
 */
export const SITE_TILES_KEY = 'siteTiles';

export type DashboardConfig = Dashboard['config'];

/** One edit: remove a tile, or bring back some (or all) removed tiles of a site. */
export type TileChange =
  | { siteId: number; hide: string }
  | { siteId: number; restore: readonly string[] | 'all' };

/** Title of the profile made on a user's first edit when they have none yet. */
export const NEW_PROFILE_TITLE = 'My dashboard';

/** The profile the dashboards read and write: the user's default one, else their first; null when none. */
export function activeProfile(profiles: readonly Dashboard[]): Dashboard | null {
  return profiles.find((p) => p.isDefault) ?? profiles[0] ?? null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The config is free JSON (another client may have written it): anything unexpected reads as "none hidden". */
function siteTilesOf(config: DashboardConfig | undefined): Record<string, unknown> {
  const v = config?.[SITE_TILES_KEY];
  return isRecord(v) ? v : {};
}

/** The tiles removed from one site's dashboard, without duplicates, in the order they were removed. */
export function hiddenTiles(config: DashboardConfig | undefined, siteId: number): string[] {
  const entry = siteTilesOf(config)[String(siteId)];
  const hidden = isRecord(entry) && Array.isArray(entry.hidden) ? entry.hidden : [];
  return [...new Set(hidden.filter((t): t is string => typeof t === 'string' && t !== ''))];
}

/** The config after one change; a new object, other sites and other keys kept, empty sites dropped. */
export function applyTileChange(config: DashboardConfig, change: TileChange): DashboardConfig {
  const before = hiddenTiles(config, change.siteId);
  let after: string[];
  if ('hide' in change) {
    after = before.includes(change.hide) ? before : [...before, change.hide];
  } else if (change.restore === 'all') {
    after = [];
  } else {
    const back = new Set(change.restore);
    after = before.filter((t) => !back.has(t));
  }
  const { [String(change.siteId)]: _old, ...otherSites } = siteTilesOf(config);
  // An empty list is removed rather than stored, so restoring everything leaves no trace per site.
  const siteTiles = after.length ? { ...otherSites, [String(change.siteId)]: { hidden: after } } : otherSites;
  return { ...config, [SITE_TILES_KEY]: siteTiles };
}

/** The tiles to draw: those offered, less the removed ones, in the offered order. */
export function visibleTiles<T extends string>(offered: readonly T[], hidden: ReadonlySet<string>): T[] {
  return offered.filter((t) => !hidden.has(t));
}

/** The removed tiles the site still offers (the ones worth offering back), in the offered order. */
export function removedTiles<T extends string>(offered: readonly T[], hidden: ReadonlySet<string>): T[] {
  return offered.filter((t) => hidden.has(t));
}

/** The user's profiles with a saved one in place (or added); a new default clears the others' flag. */
export function withProfile(profiles: readonly Dashboard[], saved: Dashboard): Dashboard[] {
  const others = profiles.map((p) => (saved.isDefault && p.id !== saved.id ? { ...p, isDefault: false } : p));
  return others.some((p) => p.id === saved.id)
    ? others.map((p) => (p.id === saved.id ? saved : p))
    : [...others, saved];
}
