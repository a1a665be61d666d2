import { parseInstant } from '@sw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mountPrefix } from '../../lib/mount-prefix';
import {
  defaultDeviceAgg,
  defaultEnergyAgg,
  defaultEnergyAggAt,
  finestTableHolding,
  tableFor,
} from './rollup-table';
import { checkReadingTime, checkReadingValue } from './timestamps';

const DAY = 86_400_000;

describe('parseInstant', () => {
  it('reads epoch seconds, epoch milliseconds and ISO 8601 as the same instant', () => {
    const ms = Date.UTC(2026, 2, 8, 7, 30, 15, 250);
    for (const v of [
      ms,
      ms / 1000,
      String(ms),
      String(ms / 1000),
      '2026-03-08T07:30:15.250Z',
      '2026-03-08T09:30:15.25+02:00',
    ]) {
      expect(parseInstant(v)?.getTime(), String(v)).toBe(ms);
    }
    expect(parseInstant('2026-03-08T07:30:15')?.getTime()).toBe(Date.UTC(2026, 2, 8, 7, 30, 15));
    expect(parseInstant('2026-03-08')?.getTime()).toBe(Date.UTC(2026, 2, 8));
  });

  it('refuses what is not an instant', () => {
    for (const v of [
      '',
      'abc',
      'NaN',
      'Infinity',
      '2026-02-30',
      '2026-13-01',
      '2026-03-08T25:00:00Z',
      '0x10',
      'March 8, 2026',
    ]) {
      expect(parseInstant(v), v).toBeNull();
    }
    expect(parseInstant(Number.NaN)).toBeNull();
    expect(parseInstant(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('round-trips any millisecond instant through its ISO form', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => {
        return (
          parseInstant(new Date(ms).toISOString())?.getTime() === ms && parseInstant(ms)?.getTime() === ms
        );
      }),
    );
  });
});

describe('reading checks', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('accepts up to 5 minutes of clock skew and nothing before 2000', () => {
    expect(checkReadingTime(now.getTime() + 5 * 60_000, now).ok).toBe(true);
    expect(checkReadingTime(now.getTime() + 5 * 60_000 + 1, now).ok).toBe(false);
    expect(checkReadingTime('2000-01-01T00:00:00Z', now).ok).toBe(true);
    expect(checkReadingTime('1999-12-31T23:59:59.999Z', now).ok).toBe(false);
    expect(checkReadingTime(0, now).ok).toBe(false);
  });
  it('accepts finite numbers and numeric strings within ±1e12 only', () => {
    expect(checkReadingValue(1.5)).toEqual({ ok: true, value: 1.5 });
    expect(checkReadingValue(' -2e3 ')).toEqual({ ok: true, value: -2000 });
    expect(checkReadingValue(1e12).ok).toBe(true);
    for (const v of [
      null,
      'NaN',
      'Infinity',
      '-Infinity',
      'abc',
      '',
      '0x10',
      '1,5',
      1.0000001e12,
      Number.NaN,
    ]) {
      expect(checkReadingValue(v).ok, String(v)).toBe(false);
    }
  });
});

describe('aggregation tables', () => {
  it('reads the coarsest table whose bucket divides the aggregation', () => {
    expect(['1m', '2m', '5m'].map((a) => tableFor(a as '1m'))).toEqual(['readings', 'readings', 'readings']);
    expect(tableFor('15m')).toBe('readings_15m');
    expect(tableFor('30m')).toBe('readings_15m');
    expect(tableFor('1h')).toBe('readings_1h');
    expect(['1d', '1w', '1M'].map((a) => tableFor(a as '1d'))).toEqual([
      'readings_1d',
      'readings_1d',
      'readings_1d',
    ]);
  });
  it('defaults energy series to 15m up to 2 days, 1h up to 31 days, else 1d', () => {
    const at = (days: number) => defaultEnergyAgg(new Date(0), new Date(days * DAY));
    expect([at(1), at(2), at(2.01), at(31), at(31.01), at(400)]).toEqual([
      '15m',
      '15m',
      '1h',
      '1h',
      '1d',
      '1d',
    ]);
  });
  it('totals from the finest rollup still holding the start of the range', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const ago = (days: number) => finestTableHolding(new Date(now.getTime() - days * DAY), now);
    expect([ago(1), ago(14), ago(15), ago(61), ago(62), ago(300)]).toEqual([
      'readings_15m',
      'readings_15m',
      'readings_1h',
      'readings_1h',
      'readings_1d',
      'readings_1d',
    ]);
  });
  it('coarsens the default energy aggregation to the finest rollup still holding `from`', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    // [days ago, span in days] → agg
    const at = (ago: number, span: number) => {
      const from = new Date(now.getTime() - ago * DAY);
      return defaultEnergyAggAt(from, new Date(from.getTime() + span * DAY), now);
    };
    expect([at(1, 1), at(14, 2), at(20, 1), at(20, 10), at(20, 40), at(70, 1), at(70, 20)]).toEqual([
      '15m',
      '15m',
      '1h',
      '1h',
      '1d',
      '1d',
      '1d',
    ]);
  });
  it('keeps device series raw only for short ranges the raw table still holds', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const at = (ago: number, span: number) => {
      const from = new Date(now.getTime() - ago * DAY);
      return defaultDeviceAgg(from, new Date(from.getTime() + span * DAY), now);
    };
    expect([
      at(1, 1),
      at(2, 2),
      at(2.5, 1),
      at(2, 2.5),
      at(10, 1),
      at(10, 10),
      at(30, 10),
      at(90, 2),
    ]).toEqual([null, null, '15m', '1h', '15m', '1h', '1h', '1d']);
  });
  it('mounts the time-series routes at the path of TIMESERIES_ROOT', () => {
    expect(mountPrefix('/timeseries')).toBe('/timeseries');
    expect(mountPrefix('/ts/')).toBe('/ts');
    expect(mountPrefix('/')).toBe('');
    expect(mountPrefix('https://ts.example.com/api/')).toBe('/api');
  });
});
