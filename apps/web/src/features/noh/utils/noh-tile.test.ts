import type { MonthlyNohReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { nohTileBars, nohTileMonth, nohTileMonths } from './noh-tile';

const figures = (efficiency: number | null) => ({
  op_hour: { energy_total: 0, hours_total: 0, energy_per_hour: null, hourly_eui: null },
  non_op_hour: { energy_total: 0, hours_total: 0, energy_per_hour: null, hourly_eui: null },
  noh_efficiency: efficiency,
});

describe('the NOH tile (E-050, E-051)', () => {
  it('shows the 12 months ending with the current month of the user', () => {
    const month = nohTileMonth(new Date('2026-01-31T23:30:00Z'), 'Europe/Berlin');
    expect(month).toBe('2026-02');
    const months = nohTileMonths(month);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
  });

  it('a bar is by_org.by_month[month].noh.noh_efficiency × 100; missing months have none', () => {
    const report: MonthlyNohReport = {
      month: '2025-11',
      months: ['2025-10', '2025-11'],
      by_org: {
        by_month: {
          '2025-10': { noh: figures(0.2583), status: 'complete' },
          '2025-11': { noh: figures(0.5), status: 'in_progress' },
        },
      },
      by_site: {},
    };
    const bars = nohTileBars(report, ['2025-09', '2025-10', '2025-11']);
    expect(bars.map((b) => [b.label, b.short, b.percent, b.status])).toEqual([
      ['Sep 2025', 'Sep', null, 'no_data'],
      ['Oct 2025', 'Oct', 25.83, 'complete'],
      ['Nov 2025', 'Nov', 50, 'in_progress'],
    ]);
    expect(nohTileBars(null, ['2025-10'])[0]!.percent).toBeNull();
  });
});
