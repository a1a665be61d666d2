import type { OrgComplianceReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { trendOf } from './trend';

const c = (valid: number, compliant: number, defrost = 0, share: number | null = null) => ({
  valid_points: valid,
  compliant_points: compliant,
  defrost_points: defrost,
  within_compliance: share,
});

describe('compliance trend', () => {
  it('gives a line for all equipment and each type, and the types least compliant first', () => {
    const report = {
      by_day: { '2025-10-25': c(10, 9, 0, 90), '2025-10-24': c(10, 10, 0, 100) },
      by_equipment_type: {
        '7': {
          ...c(12, 12, 0, 100),
          title: 'Cooler',
          sensors: 1,
          sites: 1,
          by_day: { '2025-10-24': c(6, 6, 0, 100), '2025-10-25': c(6, 6, 0, 100) },
        },
        '8': {
          ...c(8, 7, 1, 85.71),
          title: 'Freezer',
          sensors: 1,
          sites: 1,
          by_day: { '2025-10-24': c(4, 4, 0, 100), '2025-10-25': c(4, 1, 0, null) },
        },
      },
    } as unknown as OrgComplianceReport;
    const t = trendOf(report);
    expect(t.days).toEqual(['2025-10-24', '2025-10-25']);
    expect(t.series).toEqual([
      { name: 'All equipment', overall: true, values: [100, 90] },
      { name: 'Freezer', overall: false, values: [100, null] },
      { name: 'Cooler', overall: false, values: [100, 100] },
    ]);
    expect(t.types.map((x) => [x.title, x.outOfRange, x.first, x.last])).toEqual([
      ['Freezer', 0, 100, 100],
      ['Cooler', 0, 100, 100],
    ]);
    expect(trendOf(null)).toEqual({ days: [], series: [], types: [] });
  });
});
