import { Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatNumber, MISSING_VALUE, NOT_AVAILABLE, SHORT_MONTH_NAMES } from '@sw/domain';
import { HowCalculated } from '../../../components/ui/how-calculated';
import type { MonthCell } from '../utils/annual-rows';
import { FORMULAS } from '../utils/formulas';
import classes from './annual.module.css';

/**
 * One month of a site (E-015 … E-018): its value, styled by its state, with a tooltip saying why a
 * month is not complete. A month of the report opens the site's daily chart of that month; a month
 * after the report's last one is plain text.
 */
export function MonthValue({
  cell,
  siteTitle,
  unit,
  notApplicable,
  onOpen,
  showMonth = false,
}: {
  cell: MonthCell;
  siteTitle: string;
  unit: string;
  notApplicable: boolean;
  onOpen: (month: string) => void;
  /** The phone cards name the month inside the cell. */
  showMonth?: boolean;
}) {
  const text =
    cell.value !== null
      ? formatNumber(cell.value)
      : notApplicable && cell.state !== 'future'
        ? NOT_AVAILABLE
        : MISSING_VALUE;
  const month = showMonth ? (
    <Text span size="xs" c="dimmed" mr={6} fs="normal">
      {SHORT_MONTH_NAMES[Number(cell.month.slice(5, 7)) - 1]}
    </Text>
  ) : null;
  if (cell.state === 'future')
    return (
      <Text span className={classes.cell} data-state={cell.state} size="sm" aria-label={cell.note}>
        {month}
        {text}
      </Text>
    );
  const value = cell.value !== null ? `${formatNumber(cell.value)} ${unit}` : text;
  return (
    <Tooltip label={cell.note} withArrow events={{ hover: true, focus: true, touch: false }}>
      <UnstyledButton
        className={classes.cell}
        data-state={cell.state}
        fz="sm"
        onClick={() => onOpen(cell.month)}
        aria-label={`${siteTitle}, ${cell.note}: ${value}. Open the daily energy of the month`}
        data-month={cell.month}
      >
        {month}
        {text}
      </UnstyledButton>
    </Tooltip>
  );
}

/** What the month styles mean (E-016, E-018), above the table, with the months' formula. */
export function MonthLegend() {
  return (
    <Text size="xs" c="dimmed" component="div">
      <span className={classes.swatch} data-state="in_progress">
        12.3
      </span>{' '}
      month in progress ·{' '}
      <span className={classes.swatch} data-state="incomplete">
        12.3
      </span>{' '}
      days without data · ‘-’ no data · select a month to see its days{' '}
      <HowCalculated label={FORMULAS.month.label} formula={FORMULAS.month.formula}>
        {FORMULAS.month.detail}
      </HowCalculated>
    </Text>
  );
}
