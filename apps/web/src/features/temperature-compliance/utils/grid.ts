import type { ComplianceLevelName } from '@sw/contracts/constants';
import { formatNumber } from '@sw/domain';
import { DEFROST_CYCLE_MARK, LEVEL_STYLES } from './levels';

// The hourly grid of one sensor: a row per local day, a cell per local hour (F-018, F-019).

export interface GridCellLike {
  value: number | null;
  compliance_level: ComplianceLevelName;
  defrost_cycle?: boolean;
}

export interface GridCell {
  hour: string;
  level: ComplianceLevelName;
  mark: string;
  /** Names the cell for the title and screen readers: time, average, level, defrost cycle. */
  label: string;
}

export interface GridRow {
  day: string;
  cells: GridCell[];
}

export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** Rows of the grid, oldest day first; a missing day or hour is NoData (F-019). */
export function gridRows(
  grid: Record<string, Record<string, GridCellLike>>,
  formatDay: (day: string) => string,
  formatTemp: (celsius: number) => string,
): GridRow[] {
  return Object.keys(grid)
    .sort()
    .map((day) => ({
      day,
      cells: HOURS.map((hour) => {
        const c = grid[day]?.[hour];
        const level: ComplianceLevelName = c?.compliance_level ?? 'NoData';
        const style = LEVEL_STYLES[level];
        const cycle = c?.defrost_cycle === true;
        const parts = [`${formatDay(day)} ${hour}:00`];
        if (c?.value !== null && c?.value !== undefined) parts.push(`average ${formatTemp(c.value)}`);
        parts.push(style.label);
        if (cycle) parts.push('defrost cycle this hour');
        return {
          hour,
          level,
          mark: style.mark || (cycle ? DEFROST_CYCLE_MARK : ''),
          label: parts.join(', '),
        };
      }),
    }));
}

/** How many hours of each level the grid holds (the grid's summary for screen readers). */
export function levelCounts(rows: readonly GridRow[]): Record<ComplianceLevelName, number> {
  const counts: Record<ComplianceLevelName, number> = {
    Compliant: 0,
    AboveRange: 0,
    BelowRange: 0,
    Defrost: 0,
    NoData: 0,
  };
  for (const r of rows) for (const c of r.cells) counts[c.level]++;
  return counts;
}

export const countsText = (c: Record<ComplianceLevelName, number>) =>
  (Object.keys(c) as ComplianceLevelName[])
    .filter((k) => c[k] > 0)
    .map((k) => `${formatNumber(c[k], 0)} ${LEVEL_STYLES[k].label.toLowerCase()}`)
    .join(', ');
