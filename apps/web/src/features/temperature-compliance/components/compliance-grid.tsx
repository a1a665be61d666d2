import { Box, Text } from '@mantine/core';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { countsText, type GridCellLike, gridRows, HOURS, levelCounts } from '../utils/grid';
import { LEVEL_STYLES } from '../utils/levels';
import classes from './compliance-grid.module.css';

/**
 * One sensor's hourly compliance: a row per local day, a cell per hour coloured by its level, with a
 * mark for problem levels and defrost cycles (F-018 … F-020). The whole grid is one image to screen
 * readers, named by its level counts; each cell names itself in its tooltip. The same hours are
 * listed as text in the sensor's figures and excursions.
 */
export function ComplianceGrid({
  title,
  grid,
  formatDay,
  formatTemp,
}: {
  title: string;
  grid: Record<string, Record<string, GridCellLike>>;
  formatDay: (day: string) => string;
  formatTemp: (celsius: number) => string;
}) {
  const rows = useMemo(() => gridRows(grid, formatDay, formatTemp), [grid, formatDay, formatTemp]);
  const summary = countsText(levelCounts(rows));
  return (
    <Box
      role="img"
      aria-label={`Hourly compliance of ${title}: ${summary || 'no hours'}`}
      data-testid="compliance-grid"
    >
      <div className={classes.grid} aria-hidden>
        <span />
        {HOURS.map((h) => (
          <span key={h} className={classes.hourLabel} data-every6={Number(h) % 6 === 0 || undefined}>
            {h}
          </span>
        ))}
        {rows.map((r) => (
          <GridRowCells key={r.day} row={r} formatDay={formatDay} />
        ))}
      </div>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No hours in the period.
        </Text>
      )}
    </Box>
  );
}

function GridRowCells({
  row,
  formatDay,
}: {
  row: ReturnType<typeof gridRows>[number];
  formatDay: (day: string) => string;
}) {
  return (
    <>
      <span className={classes.dayLabel} title={formatDay(row.day)}>
        <span className={classes.weekday}>{format(parseISO(row.day), 'EEE')} </span>
        {format(parseISO(row.day), 'd MMM')}
      </span>
      {row.cells.map((c) => {
        const s = LEVEL_STYLES[c.level];
        return (
          <span
            key={c.hour}
            className={classes.cell}
            data-level={c.level}
            data-cell={`${row.day} ${c.hour}`}
            title={c.label}
            style={{ backgroundColor: s.fill, color: s.ink }}
          >
            {c.mark}
          </span>
        );
      })}
    </>
  );
}
