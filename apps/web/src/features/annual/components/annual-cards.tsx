import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatNumber, NOT_AVAILABLE } from '@sw/domain';
import type { AnnualKind } from '../utils/annual-kinds';
import type { AnnualRow } from '../utils/annual-rows';
import { FORMULAS, type Formula } from '../utils/formulas';
import classes from './annual.module.css';
import { EstimatedEui, figureText, SiteLink, TOTAL_LABEL } from './annual-table';
import { MonthValue } from './month-cell';
import { PhoneFormulas } from './phone-formulas';
import { Sparkline } from './sparkline';

const figure = (label: string, value: React.ReactNode) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text component="div" size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Text>
  </Stack>
);

const CO2_FACTOR = 'CO2 Factor (CO2e)';

/** The figures of a card, by label, with the desktop columns' formulas (the months' is in the legend). */
function cardFormulas(kind: AnnualKind): (readonly [string, Formula])[] {
  const total = TOTAL_LABEL[kind];
  return [
    [total.label, total.formula],
    ...(kind === 'eui' ? [['Estimated EUI', FORMULAS.euiEst] as const] : []),
    ...(kind === 'co2' ? [[CO2_FACTOR, FORMULAS.co2Factor] as const] : []),
    ['Trend', FORMULAS.trend],
  ];
}

/**
 * The annual table on a phone: one card per site with its figures and trend, and its twelve months
 * in a grid of three columns, each month opening its days as on a desktop.
 */
export function AnnualCards({
  kind,
  rows,
  unit,
  onOpenMonth,
}: {
  kind: AnnualKind;
  rows: readonly AnnualRow[];
  unit: string;
  onOpenMonth: (row: AnnualRow, month: string) => void;
}) {
  return (
    <Stack gap="xs">
      <PhoneFormulas items={cardFormulas(kind)} />
      <Stack gap="xs" data-testid="annual-cards" role="list" aria-label="Sites">
        {rows.map((row) => (
          <Paper key={row.siteId} withBorder radius="md" p="sm" role="listitem" data-site-id={row.siteId}>
            <Stack gap={6}>
              <SiteLink row={row} />
              <Group gap="lg" align="flex-end" wrap="wrap">
                {figure(TOTAL_LABEL[kind].label, figureText(row.total, row.notApplicable))}
                {kind === 'eui' && figure('Estimated EUI', <EstimatedEui row={row} />)}
                {kind === 'co2' &&
                  figure(
                    CO2_FACTOR,
                    row.factor === null ? NOT_AVAILABLE : `${formatNumber(row.factor, 3)} kg/kWh`,
                  )}
                {figure('Trend', <Sparkline points={row.trend} unit={unit} />)}
              </Group>
              <div className={classes.monthGrid}>
                {row.months.map((cell) => (
                  <MonthValue
                    key={cell.month}
                    cell={cell}
                    siteTitle={row.title}
                    unit={unit}
                    notApplicable={row.notApplicable}
                    onOpen={(month) => onOpenMonth(row, month)}
                    showMonth
                  />
                ))}
              </div>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
