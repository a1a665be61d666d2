// What an energy tile shows (E-059 … E-061), decided in one place for both tiles.

export type EnergyTileState = 'not_applicable' | 'error' | 'loading' | 'empty' | 'ready';

/**
 * E-060/E-061 (decided): an organisation with no energy meter at all (GET /api/v1/energy-pro answers
 * an empty list: no main meter and no equipment sub-meter at any of the caller's sites) has no site
 * monitored by energy sensors. A failed meter list does not hide the tiles (their own reports then
 * say whether there is data); undefined while the list loads.
 */
export function energyApplicable(meters: {
  data?: readonly unknown[];
  isError: boolean;
}): boolean | undefined {
  if (meters.data) return meters.data.length > 0;
  return meters.isError ? true : undefined;
}

/** Not applicable first, then a failed report, loading, no data in the period (E-059), the chart. */
export function energyTileState(a: {
  applicable: boolean | undefined;
  error: unknown;
  loaded: boolean;
  hasData: boolean;
}): EnergyTileState {
  if (a.applicable === false) return 'not_applicable';
  if (a.error) return 'error';
  if (!a.loaded || a.applicable === undefined) return 'loading';
  return a.hasData ? 'ready' : 'empty';
}
