import { Anchor, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { EUI_TARGET } from '@sw/contracts/constants';
import { formatNumber, MISSING_VALUE, NOT_AVAILABLE, SHORT_MONTH_NAMES } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { HowCalculated } from '../../../components/ui/how-calculated';
import type { AnnualKind } from '../utils/annual-kinds';
import type { AnnualRow } from '../utils/annual-rows';
import type { SortDir, SortKey } from '../utils/annual-search';
import { FORMULAS, type Formula } from '../utils/formulas';
import classes from './annual.module.css';
import { MonthValue } from './month-cell';
import { SortHeader } from './sort-header';
import { Sparkline } from './sparkline';
import { WideTable } from './wide-table';

export interface TableSort {
  sort: SortKey;
  dir: SortDir;
  onSort: (key: SortKey, dir: SortDir) => void;
}

export const help = (f: Formula) => (
  <HowCalculated label={f.label} formula={f.formula}>
    {f.detail}
  </HowCalculated>
);

/** A figure or its placeholder: 'N/A' when it does not apply, '-' when missing (spec 3 §2). */
export const figureText = (value: number | null, notApplicable = false, decimals = 1) =>
  value !== null ? formatNumber(value, decimals) : notApplicable ? NOT_AVAILABLE : MISSING_VALUE;

/** E-020: an Estimated EUI above the target in the warning colour, otherwise the good colour. */
export function EstimatedEui({ row }: { row: AnnualRow }) {
  if (row.estimate === null)
    return <Text size="sm">{row.notApplicable ? NOT_AVAILABLE : MISSING_VALUE}</Text>;
  return (
    <Text size="sm" fw={600} c={row.aboveTarget ? 'red.7' : 'teal.7'} data-above-target={row.aboveTarget}>
      {formatNumber(row.estimate)}
      <VisuallyHidden>
        {row.aboveTarget ? ` (above the ${EUI_TARGET} kWh/m2 target)` : ' (within target)'}
      </VisuallyHidden>
    </Text>
  );
}

/** The site's name, cut at 45 characters (E-014), linking to its dashboard (E-013). */
export function SiteLink({ row }: { row: AnnualRow }) {
  const cut = row.shortTitle !== row.title;
  return (
    <Tooltip label={row.title} disabled={!cut} withArrow>
      <Anchor
        component={Link}
        to={`/sites/${row.siteId}/dashboard`}
        size="sm"
        fw={500}
        aria-label={cut ? row.title : undefined}
      >
        {row.shortTitle}
      </Anchor>
    </Tooltip>
  );
}

/** The YTD column of each page: its label and formula (the phone cards name it the same). */
export const TOTAL_LABEL: Record<AnnualKind, { label: string; formula: Formula }> = {
  energy: { label: 'YTD Total (kWh)', formula: FORMULAS.siteTotal },
  eui: { label: 'EUI (YTD)', formula: FORMULAS.euiYtd },
  co2: { label: 'CO2 Emissions (kg)', formula: FORMULAS.co2Total },
};

/**
 * The annual table on a desktop (E-013 … E-022): one row per site with its YTD figure(s), the trend
 * and January to December; sortable headers; sideways scroll with the site column kept in view.
 */
export function AnnualTable({
  kind,
  rows,
  unit,
  sort,
  onOpenMonth,
}: {
  kind: AnnualKind;
  rows: readonly AnnualRow[];
  unit: string;
  sort: TableSort;
  onOpenMonth: (row: AnnualRow, month: string) => void;
}) {
  const total = TOTAL_LABEL[kind];
  return (
    <WideTable minWidth={1280}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        highlightOnHover
        aria-label={`Sites, ${kind === 'energy' ? 'energy' : kind === 'eui' ? 'EUI' : 'CO2 emissions'} by month`}
        data-testid="annual-table"
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Site" sortKey="site" align="left" className={classes.stickySite} {...sort} />
            <SortHeader label={total.label} sortKey="total" help={help(total.formula)} {...sort} />
            {kind === 'eui' && (
              <SortHeader label="Estimated EUI" sortKey="estimate" help={help(FORMULAS.euiEst)} {...sort} />
            )}
            {kind === 'co2' && (
              <SortHeader
                label="CO2 Factor (CO2e)"
                sortKey="factor"
                help={help(FORMULAS.co2Factor)}
                {...sort}
              />
            )}
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Trend {help(FORMULAS.trend)}</Table.Th>
            {SHORT_MONTH_NAMES.map((m) => (
              <Table.Th key={m} ta="right">
                {m}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.siteId} data-site-id={row.siteId}>
              <Table.Td className={classes.stickySite} style={{ whiteSpace: 'nowrap' }}>
                <SiteLink row={row} />
              </Table.Td>
              <Table.Td
                ta="right"
                fw={600}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {figureText(row.total, row.notApplicable)}
              </Table.Td>
              {kind === 'eui' && (
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  <EstimatedEui row={row} />
                </Table.Td>
              )}
              {kind === 'co2' && (
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {row.factor === null ? NOT_AVAILABLE : `${formatNumber(row.factor, 3)} kg/kWh`}
                </Table.Td>
              )}
              <Table.Td>
                <Sparkline points={row.trend} unit={unit} />
              </Table.Td>
              {row.months.map((cell) => (
                <Table.Td key={cell.month} p={2}>
                  <MonthValue
                    cell={cell}
                    siteTitle={row.title}
                    unit={unit}
                    notApplicable={row.notApplicable}
                    onOpen={(month) => onOpenMonth(row, month)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
