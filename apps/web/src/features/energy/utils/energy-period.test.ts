import { describe, expect, it } from 'vitest';
import { energyPagePeriod, energyTilePeriod, periodLabel } from './energy-period';

describe('energy periods', () => {
  it('the tiles cover the 30 days before today in the user zone', () => {
    // 26 Nov 2026 02:00 UTC is still 25 Nov in New York.
    const now = new Date('2026-11-26T02:00:00Z');
    expect(energyTilePeriod(now, 'America/New_York')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(energyTilePeriod(now, 'Asia/Kolkata')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('a page takes its days from the URL: one day, a swapped pair, at most 366 days', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(energyPagePeriod({}, now, 'UTC')).toEqual({ from: '2026-10-27', to: '2026-11-25', chosen: false });
    expect(energyPagePeriod({ from: '2026-03-05' }, now, 'UTC')).toMatchObject({
      from: '2026-03-05',
      to: '2026-03-05',
    });
    expect(energyPagePeriod({ from: '2026-03-05', to: '2026-02-01' }, now, 'UTC')).toMatchObject({
      from: '2026-02-01',
      to: '2026-03-05',
    });
    expect(energyPagePeriod({ from: '2020-01-01', to: '2026-01-01' }, now, 'UTC')).toMatchObject({
      from: '2025-01-01',
      to: '2026-01-01',
    });
    expect(energyPagePeriod({ from: 'yesterday' }, now, 'UTC').chosen).toBe(false);
  });

  it('labels a period with month and day', () => {
    expect(periodLabel({ from: '2026-10-27', to: '2026-11-25' })).toBe('Oct 27 – Nov 25');
    expect(periodLabel({ from: '2026-10-27', to: '2026-10-27' })).toBe('Oct 27');
  });
});
