/**
 * The Today page's 'HVAC Controls Operations' tile (C-012, C-013) and the controls list order
 * (spec 2 §9, G-008, G-009).
 */

/** C-012: the tile shows at most this many thermostats. */
export const HVAC_TILE_LIMIT = 5;
/** C-015: the tile stays loading this long after thermostat data is requested. */
export const HVAC_TILE_LOADING_MS = 2000;

export interface HvacTileCandidate {
  online: boolean;
  localOverride: boolean;
  /** Current ambient temperature; null when unknown. */
  temperature: number | null;
  temperatureUnit?: 'C' | 'F';
  equipmentTitle: string;
  thermostatId: number;
}

/** Temperatures of different units compare in °C. */
const celsius = (c: HvacTileCandidate): number | null =>
  c.temperature === null || !Number.isFinite(c.temperature)
    ? null
    : c.temperatureUnit === 'F'
      ? ((c.temperature - 32) * 5) / 9
      : c.temperature;

/**
 * C-013 order: local overrides first, then by ambient temperature, highest first (unknown last), then
 * by equipment title and thermostat id so that the order is total and never depends on input order.
 */
export function compareHvacTile(a: HvacTileCandidate, b: HvacTileCandidate): number {
  if (a.localOverride !== b.localOverride) return a.localOverride ? -1 : 1;
  const ta = celsius(a);
  const tb = celsius(b);
  if (ta !== tb) {
    if (ta === null) return 1;
    if (tb === null) return -1;
    return tb - ta;
  }
  const byTitle = a.equipmentTitle.localeCompare(b.equipmentTitle);
  return byTitle !== 0 ? byTitle : a.thermostatId - b.thermostatId;
}

/** C-012/C-013: online thermostats only, in tile order, the first `limit` (5). */
export function hvacTileRows<T extends HvacTileCandidate>(rows: readonly T[], limit = HVAC_TILE_LIMIT): T[] {
  return rows
    .filter((r) => r.online)
    .sort(compareHvacTile)
    .slice(0, Math.max(0, limit));
}

/**
 * G-008/G-009: titles containing 'supply' (any letter case) rank 0, then 'return' 1, then the rest 2.
 * A title with both words counts as supply.
 */
export function controlsTitleRank(title: string): 0 | 1 | 2 {
  const t = title.toLowerCase();
  if (t.includes('supply')) return 0;
  if (t.includes('return')) return 1;
  return 2;
}

/** G-009: by rank, then alphabetically by title (case-insensitive) within a rank. */
export function compareControlTitles(a: string, b: string): number {
  return (
    controlsTitleRank(a) - controlsTitleRank(b) ||
    a.localeCompare(b, 'en', { sensitivity: 'base' }) ||
    (a < b ? -1 : a > b ? 1 : 0)
  );
}

/** The controls sort order applied to any list (a copy; stable for equal titles). */
export function sortControls<T>(items: readonly T[], title: (item: T) => string): T[] {
  return items.slice().sort((a, b) => compareControlTitles(title(a), title(b)));
}
