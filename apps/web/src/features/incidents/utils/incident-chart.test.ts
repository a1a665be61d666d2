import { SENTINEL_TYPES } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { allowedRange, CHART_KIND, chartWindow, hourlyBaseline, openPeriods } from './incident-chart';
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

  it('the baseline is the mean hourly energy of the days before', () => {
    expect(hourlyBaseline([{ energy: 48 }, { energy: 24 }])).toBe(1.5);
    expect(hourlyBaseline([])).toBeNull();
  });
});
