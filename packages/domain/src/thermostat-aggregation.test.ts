import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THERMOSTAT_AGG_MS, thermostatAggregation, thermostatAggregationFor } from './thermostat-aggregation';

const DAY = 86_400_000;

describe('thermostatAggregation', () => {
  it('follows the spec rule at and around the boundaries', () => {
    expect(thermostatAggregation(60_000)).toBe('2m');
    expect(thermostatAggregation(4 * DAY - 1)).toBe('2m');
    expect(thermostatAggregation(4 * DAY)).toBe('15m');
    expect(thermostatAggregation(8 * DAY)).toBe('15m');
    expect(thermostatAggregation(8 * DAY + 1)).toBe('1h');
    expect(thermostatAggregation(400 * DAY)).toBe('1h');
  });

  it('never gets finer as the span grows', () => {
    const rank = { '2m': 0, '15m': 1, '1h': 2 } as const;
    fc.assert(
      fc.property(fc.nat(400 * DAY), fc.nat(400 * DAY), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return rank[thermostatAggregation(lo)] <= rank[thermostatAggregation(hi)];
      }),
    );
  });
});

describe('thermostatAggregationFor', () => {
  it('reads the span of a range, whichever end comes first', () => {
    const from = new Date('2026-06-01T00:00:00Z');
    expect(thermostatAggregationFor(from, new Date('2026-06-05T00:00:00Z'))).toBe('15m');
    expect(thermostatAggregationFor(new Date('2026-06-30T00:00:00Z'), from)).toBe('1h');
  });

  it('keeps every range of up to 400 days under 9,600 buckets', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * DAY }), (span) => {
        const agg = thermostatAggregation(span);
        return span / THERMOSTAT_AGG_MS[agg] <= 9_600;
      }),
    );
  });
});
