import { SENTINEL_TYPES } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedRange,
  CHART_KIND,
  chartWindow,
  energyBaselineSeries,
  hourOfWeekBaseline,
  openPeriods,
} from './incident-chart';
import { incident } from './test-incident';

describe('expanded row chart (C-077)', () => {
  it('has a chart for every sentinel type', () => {
    for (const t of SENTINEL_TYPES) expect(CHART_KIND[t]).toBeTruthy();
  });

  it('shows the breach from before it began to an hour after recovery, never past now', () => {
    const i = incident({
      createdAt: '2026-11-20T10:00:00Z',
      recoveredAt: '2026-11-20T11:00:00Z',
      sensorParams: { sensorId: 1, type: 'EQUIPMENT', resourceId: 5, requiredMinutes: 30 },
    });
    expect(chartWindow(i, new Date('2026-11-21T00:00:00Z'))).toEqual({
      from: '2026-11-20T08:30:00.000Z',
      to: '2026-11-20T12:00:00.000Z',
    });
    expect(chartWindow({ ...i, recoveredAt: null }, new Date('2026-11-20T10:10:00Z')).to).toBe(
      '2026-11-20T10:10:00.000Z',
    );
  });

  it('reads the allowed range of a temperature rule', () => {
    expect(allowedRange({ min: -25, max: -15, durationMinutes: 45 })).toEqual({ min: -25, max: -15 });
    expect(allowedRange({ maxOpenMinutes: 10 })).toBeNull();
    expect(allowedRange(undefined)).toBeNull();
  });

  it('turns door readings (epoch seconds) into open periods', () => {
    const r = (t: number, value: number) => ({ timestamp: t, value });
    expect(openPeriods([r(0, 0), r(60, 1), r(120, 1), r(180, 0), r(240, 1), r(300, 1)])).toEqual([
      [60_000, 180_000],
      [240_000, 300_000],
    ]);
    expect(openPeriods([])).toEqual([]);
  });

  it("the baseline is the mean of the same local hour of the week in the weeks before (the rule's)", () => {
    const HOUR_S = 3600;
    const WEEK_S = 7 * 24 * HOUR_S;
    const t = Date.parse('2026-11-24T20:00:00Z') / 1000;
    const history = [
      { timestamp: t - WEEK_S, energy: 10 },
      { timestamp: t - 2 * WEEK_S, energy: 14 },
      { timestamp: t - 3 * WEEK_S, energy: 12 },
      // Out of the 2 weeks asked for, another hour, and the charted hour itself: not counted.
      { timestamp: t - 5 * WEEK_S, energy: 1000 },
      { timestamp: t - WEEK_S + HOUR_S, energy: 1000 },
      { timestamp: t, energy: 1000 },
    ];
    expect(hourOfWeekBaseline([{ timestamp: t, energy: 30 }], history, 2, 'Europe/London')).toEqual([12]);
    expect(hourOfWeekBaseline([{ timestamp: t, energy: 30 }], history, 3, 'Europe/London')).toEqual([12]);
    // Fewer than two weeks of that hour: no baseline.
    expect(hourOfWeekBaseline([{ timestamp: t + HOUR_S, energy: 30 }], history, 4, 'UTC')).toEqual([null]);
  });

  it('draws the baseline and the threshold above it as series for every charted hour', () => {
    const t = Date.parse('2026-11-24T20:00:00Z') / 1000;
    const WEEK_S = 7 * 24 * 3600;
    const history = [
      { timestamp: t - WEEK_S, energy: 10 },
      { timestamp: t - 2 * WEEK_S, energy: 20 },
    ];
    const s = energyBaselineSeries([{ timestamp: t, energy: 40 }], history, 4, 40, 'UTC');
    expect(s.baseline).toEqual([[t * 1000, 15]]);
    expect(s.threshold[0]![0]).toBe(t * 1000);
    expect(s.threshold[0]![1]).toBeCloseTo(21);
  });
});
