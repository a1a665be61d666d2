import { describe, expect, it } from 'vitest';
import { compliancePeriod, gaugeValue, leastCompliantRows } from './compliance-rows';

const entry = (siteId: number, site_title: string, within_compliance: number | null) => ({
  siteId,
  site_title,
  within_compliance,
});

describe('leastCompliantRows (F-004 … F-008)', () => {
  it('lists the 5 least compliant sites, lowest first, numbered from 1', () => {
    const rows = leastCompliantRows([
      entry(1, 'A', 99),
      entry(2, 'B', 12.34),
      entry(3, 'C', 50),
      entry(4, 'D', 75.05),
      entry(5, 'E', 0),
      entry(6, 'F', 88),
      entry(7, 'G', 100),
    ]);
    expect(rows.map((r) => [r.rank, r.siteId])).toEqual([
      [1, 5],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 6],
    ]);
  });

  it('shows one decimal and a percent sign, and links to the site compliance page', () => {
    const [row] = leastCompliantRows([entry(42, 'Store', 87.25)]);
    expect(row!.percent).toBe('87.3%');
    expect(row!.href).toBe('/sites/42/analytics/temperature-compliance');
    expect(leastCompliantRows([entry(1, 'X', 0)])[0]!.percent).toBe('0.0%');
  });

  it('shortens titles to 30 characters and keeps the full title', () => {
    const long = 'Harbourside Superstore and Fuel Station North';
    const [row] = leastCompliantRows([entry(1, long, 10)]);
    expect(Array.from(row!.title)).toHaveLength(30);
    expect(row!.title.endsWith('…')).toBe(true);
    expect(row!.fullTitle).toBe(long);
  });

  it('leaves out sites without a figure and breaks ties by title', () => {
    const rows = leastCompliantRows([entry(1, 'Zed', 10), entry(2, 'Abe', 10), entry(3, 'None', null)]);
    expect(rows.map((r) => r.siteId)).toEqual([2, 1]);
  });
});

describe('compliancePeriod (F-015)', () => {
  it("covers the last 7 calendar days, today included, in the user's zone", () => {
    const now = new Date('2026-01-03T03:00:00Z');
    expect(compliancePeriod(now, 'UTC')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    // Still 2 January in New York.
    expect(compliancePeriod(now, 'America/New_York')).toEqual({ from: '2025-12-27', to: '2026-01-02' });
  });
});

describe('gaugeValue', () => {
  it('clamps to 0–100 and keeps no data as null', () => {
    expect(gaugeValue(101)).toBe(100);
    expect(gaugeValue(-1)).toBe(0);
    expect(gaugeValue(null)).toBeNull();
    expect(gaugeValue(Number.NaN)).toBeNull();
    expect(gaugeValue(64.2)).toBe(64.2);
  });
});
