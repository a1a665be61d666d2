import { describe, expect, it } from 'vitest';
import { countsText, gridRows, levelCounts } from './grid';
import { LEGEND_ORDER, LEVEL_STYLES } from './levels';

describe('hourly grid', () => {
  const grid = {
    '2025-10-27': {
      '02': { value: -9.75, compliance_level: 'Defrost' as const, defrost_cycle: true },
      '10': { value: -12.67, compliance_level: 'AboveRange' as const },
      '14': { value: -17.1, compliance_level: 'Compliant' as const, defrost_cycle: true },
    },
    '2025-10-26': { '00': { value: -18, compliance_level: 'Compliant' as const } },
  };
  const rows = gridRows(
    grid,
    (d) => d,
    (c) => `${c.toFixed(1)} °C`,
  );

  it('lays the days out oldest first with 24 hours each, missing hours NoData', () => {
    expect(rows.map((r) => r.day)).toEqual(['2025-10-26', '2025-10-27']);
    expect(rows.every((r) => r.cells.length === 24)).toBe(true);
    expect(rows[0]!.cells[1]).toMatchObject({ hour: '01', level: 'NoData', mark: '' });
  });

  it('names each cell and marks problem levels and defrost cycles', () => {
    const day = rows[1]!.cells;
    expect(day[2]).toEqual({
      hour: '02',
      level: 'Defrost',
      mark: '❄',
      label: '2025-10-27 02:00, average -9.8 °C, Defrost (excused), defrost cycle this hour',
    });
    expect(day[10]).toMatchObject({ level: 'AboveRange', mark: '▲' });
    expect(day[14]).toMatchObject({ level: 'Compliant', mark: '❄' });
  });

  it('counts the levels for the grid summary', () => {
    const counts = levelCounts(rows);
    expect(counts).toEqual({ Compliant: 2, AboveRange: 1, BelowRange: 0, Defrost: 1, NoData: 44 });
    expect(countsText(counts)).toBe('2 compliant, 1 above range, 1 defrost (excused), 44 no data');
  });

  it('has a legend entry, label and fill for every level', () => {
    expect(LEGEND_ORDER).toHaveLength(5);
    for (const l of LEGEND_ORDER) expect(LEVEL_STYLES[l].label).toBeTruthy();
  });
});
