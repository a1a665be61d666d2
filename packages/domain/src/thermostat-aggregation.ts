export type ThermostatAggregation = '2m' | '15m' | '1h';

const DAY_MS = 86_400_000;

/**
 * Default bucket of a thermostat series by the span of its range (spec 3 §4 and §7): 2 minutes under
 * 4 days, 15 minutes from 4 to 8 days (both ends included), 1 hour above 8 days. Keeps a chart near a
 * few thousand points whatever the range.
 */
export function thermostatAggregation(spanMs: number): ThermostatAggregation {
  if (spanMs < 4 * DAY_MS) return '2m';
  if (spanMs <= 8 * DAY_MS) return '15m';
  return '1h';
}

/** The length of each bucket, for a chart that needs to know where a bucket ends. */
export const THERMOSTAT_AGG_MS: Record<ThermostatAggregation, number> = {
  '2m': 2 * 60_000,
  '15m': 15 * 60_000,
  '1h': 60 * 60_000,
};

/** The aggregation of a range given by its two ends (epoch ms or dates); a reversed range reads the same. */
export function thermostatAggregationFor(from: Date | number, to: Date | number): ThermostatAggregation {
  return thermostatAggregation(Math.abs(Number(to) - Number(from)));
}
