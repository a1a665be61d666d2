import { Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatNumber } from '@sw/domain';
import { monthTitle } from '../../../components/charts/daily-bars';
import type { MonthCell } from '../utils/site-rows';
import classes from './org-month-cell.module.css';

/**
 * One of a site's three months (E-062): a button opening the site's energy per day of that month
 * (issue 11: every monthly cell opens its daily chart), with a tooltip saying why a month is not
 * complete. A site without an energy meter has nothing to chart: plain text.
 */
export function OrgMonthCell({
  cell,
  month,
  siteTitle,
  onOpen,
}: {
  cell: MonthCell;
  /** 'yyyy-MM', the site's local month. */
  month: string;
  siteTitle: string;
  onOpen?: () => void;
}) {
  const text = formatNumber(cell.value);
  if (!onOpen)
    return (
      <Text span size="sm" c="dimmed">
        {text}
      </Text>
    );
  const what = [cell.value !== null ? `${text} kWh` : '', cell.note].filter(Boolean).join(', ');
  return (
    <Tooltip
      label={cell.note}
      disabled={cell.note === ''}
      withArrow
      events={{ hover: true, focus: true, touch: false }}
    >
      <UnstyledButton
        className={classes.cell}
        fz="sm"
        data-state={cell.state}
        data-month={month}
        onClick={onOpen}
        aria-label={`Daily energy of ${siteTitle}, ${monthTitle(month)}: ${what}`}
      >
        {text}
      </UnstyledButton>
    </Tooltip>
  );
}
