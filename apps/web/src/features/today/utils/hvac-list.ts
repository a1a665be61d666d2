import { compareHvacTile, type HvacTileCandidate } from '@sw/domain';

/**
 * C-017 (decision): the full /hvac-controls-operations list shows every thermostat: the online ones in
 * the tile's order (local overrides first, then hottest first), then the offline ones in the same order.
 */
export function hvacPageRows<T extends HvacTileCandidate>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.online === b.online ? compareHvacTile(a, b) : a.online ? -1 : 1));
}

export type HvacBack = 'today' | 'equipments';

/** The back link of the page (prev=today|equipments, spec 2 §2); none without prev. */
export function hvacBackLink(
  prev: HvacBack | undefined,
): { to: '/today' | '/equipment'; label: string } | null {
  if (prev === 'today') return { to: '/today', label: 'Back to Today' };
  if (prev === 'equipments') return { to: '/equipment', label: 'Back to Equipment' };
  return null;
}
