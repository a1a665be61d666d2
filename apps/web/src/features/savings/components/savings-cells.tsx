import { Box, Table, Text } from '@mantine/core';
import { formatNumber, formatPercent } from '@sw/domain';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../../components/ui/how-calculated';

/**
 * A header cell with its 'How is this calculated?' popover, the mark following the last word when the
 * label wraps (so that a table fits its card); the phone cards show the label alone.
 */
export function FigureTh({
  label,
  formula,
  explanation,
  right = true,
}: {
  label: string;
  formula: string;
  explanation?: ReactNode;
  right?: boolean;
}) {
  return (
    <Table.Th ta={right ? 'right' : undefined} style={{ verticalAlign: 'bottom' }}>
      {label}
      <Box component="span" ml={2} style={{ display: 'inline-flex', verticalAlign: 'middle' }}>
        <HowCalculated label={label} formula={formula}>
          {explanation}
        </HowCalculated>
      </Box>
    </Table.Th>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A number cell: one decimal, thousands separators; negative savings in red. */
export function NumberTd({
  value,
  percent = false,
  signed = false,
  strong = false,
}: {
  value: number | null | undefined;
  percent?: boolean;
  /** A saving: below zero is shown in red (the closed hours drew more than the open-hours rate). */
  signed?: boolean;
  strong?: boolean;
}) {
  const text = percent ? formatPercent(value) : formatNumber(value);
  return (
    <Table.Td ta="right" style={numeric}>
      <Text
        size="sm"
        span
        fw={strong ? 600 : undefined}
        c={signed && value !== null && value !== undefined && value < 0 ? 'red.8' : undefined}
      >
        {text}
      </Text>
    </Table.Td>
  );
}
