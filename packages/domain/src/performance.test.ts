import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnsWithData,
  complianceBelowThreshold,
  dailyRuntimeHours,
  hvacCountdownSeconds,
  hvacTypeOptions,
  matchesPerformanceSearch,
  performancePeriodChoice,
  remainingSeconds,
  remainingText,
  runtimeAboveThreshold,
  vendorOptions,
} from './performance';

describe('HVAC countdown (F-041)', () => {
  it('is 60 − 60 × the loading value', () => {
    expect(hvacCountdownSeconds(0)).toBe(60);
    expect(hvacCountdownSeconds(0.25)).toBe(45);
    expect(hvacCountdownSeconds(0.5)).toBe(30);
    expect(hvacCountdownSeconds(1)).toBe(0);
  });
  it('stays within 0 … 60 and never rises as progress grows', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = hvacCountdownSeconds(lo);
        const y = hvacCountdownSeconds(hi);
        return x >= 0 && x <= 60 && y <= x;
      }),
    );
    expect(hvacCountdownSeconds(Number.NaN)).toBe(60);
  });
});

describe('remaining-time estimate (F-055, F-056)', () => {
  it('continues the rate so far', () => {
    expect(remainingSeconds(0.5, 10)).toBe(10);
    expect(remainingSeconds(0.1, 30)).toBe(270);
    expect(remainingSeconds(0, 10)).toBeNull();
    expect(remainingSeconds(1, 10)).toBe(0);
  });
  it("says 'N secs' under a minute, else 'approx. N mins'", () => {
    expect(remainingText(59)).toBe('59 secs remaining');
    expect(remainingText(60)).toBe('approx. 1 mins remaining');
    expect(remainingText(270)).toBe('approx. 5 mins remaining');
    expect(remainingText(null)).toBe('Estimating time remaining');
  });
});

describe('quick search (F-024)', () => {
  const row = {
    siteTitle: 'Brooklyn Heights',
    siteGroups: ['East Coast'],
    equipmentTitle: 'Walk-in Freezer',
    vendor: 'Hussmann',
    typeTitle: 'Walk-in Freezer',
  };
  it('matches each searched field, ignoring case', () => {
    for (const q of ['brooklyn', 'EAST', 'walk-in', 'hussm', 'freezer'])
      expect(matchesPerformanceSearch(row, q)).toBe(true);
    expect(matchesPerformanceSearch(row, 'london')).toBe(false);
    expect(matchesPerformanceSearch({ ...row, vendor: null }, 'hussm')).toBe(false);
    expect(matchesPerformanceSearch(row, '   ')).toBe(true);
  });
});

describe('filter options (F-026, F-027)', () => {
  it('drops null and empty vendors, keeps one of each', () => {
    expect(vendorOptions(['Trane', null, '', '  ', 'Carrier', 'Trane', undefined])).toEqual([
      'Carrier',
      'Trane',
    ]);
  });
  it('keeps only HVAC types (type group 5708)', () => {
    const types = [
      { id: 19, typeGroupId: 5708 },
      { id: 28, typeGroupId: 5709 },
    ];
    expect(hvacTypeOptions(types).map((t) => t.id)).toEqual([19]);
  });
});

describe('columns without data are removed (F-071)', () => {
  it('keeps a column when any row has a value, 0 included', () => {
    const rows = [
      { a: null, b: 0, c: null },
      { a: null, b: null, c: undefined },
    ];
    expect(columnsWithData(rows, ['a', 'b', 'c'] as const, (r, k) => r[k])).toEqual(['b']);
  });
});

describe("'Today' becomes the last 7 days (F-073)", () => {
  it('switches only the one-day choice of today', () => {
    expect(performancePeriodChoice({ from: '2026-03-02', to: '2026-03-02' }, '2026-03-02')).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
      switched: true,
    });
    expect(performancePeriodChoice({ from: '2026-03-01', to: '2026-03-01' }, '2026-03-02').switched).toBe(
      false,
    );
  });
});

describe('thresholds are fractions (F-039)', () => {
  it('compares percent with threshold × 100', () => {
    expect(complianceBelowThreshold(79.9, 0.8)).toBe(true);
    expect(complianceBelowThreshold(80, 0.8)).toBe(false);
    expect(complianceBelowThreshold(null, 0.8)).toBe(false);
    expect(runtimeAboveThreshold(75.1, 0.75)).toBe(true);
    expect(runtimeAboveThreshold(75, 0.75)).toBe(false);
    expect(dailyRuntimeHours(21.06)).toBeCloseTo(5.054, 3);
  });
});
