import { Anchor, Badge, Table, Text, Tooltip } from '@mantine/core';
import {
  EQUIPMENT_TITLE_MAX,
  formatNumber,
  formatPercent,
  type TemperatureUnit,
  textOrNotAvailable,
  truncate,
} from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import {
  EQUIPMENT_COLUMN_LABELS,
  type EquipmentPerfRow,
  type EquipmentSortKey,
  type FigureColumn,
  inUnit,
} from '../utils/equipment-rows';
import { EQUIPMENT_FORMULAS } from '../utils/formulas';
import { PerfSortHeader } from './perf-sort-header';

/** F-063 … F-069: each figure as the spec writes it; a missing one is '-'. */
function figure(column: FigureColumn, value: number | null, unit: TemperatureUnit): string {
  const v = inUnit(column, value, unit);
  if (v === null) return '-';
  switch (column) {
    case 'compliancePercentage':
      return formatPercent(v, 1);
    case 'averageTemperature':
    case 'temperatureDeviation':
      return `${formatNumber(v, 1)} °${unit}`;
    case 'totalNumberAccess':
    case 'defrostCycleCount':
      return formatNumber(v, Number.isInteger(v) ? 0 : 1);
    default:
      return formatNumber(v, 1);
  }
}

/**
 * F-060 … F-072: the equipment group performance table, with only the figure columns some row has.
 * On a phone each row is a card (the title first) and the Type column is left out (F-061).
 */
export function EquipmentPerformanceTable({
  rows,
  columns,
  unit,
  mobile,
  sort,
  dir,
  onSort,
}: {
  rows: readonly EquipmentPerfRow[];
  columns: readonly FigureColumn[];
  unit: TemperatureUnit;
  mobile: boolean;
  sort: EquipmentSortKey;
  dir: 'asc' | 'desc';
  onSort: (key: EquipmentSortKey) => void;
}) {
  const header = { sort, dir, onSort };
  const max = mobile ? EQUIPMENT_TITLE_MAX.phone : EQUIPMENT_TITLE_MAX.desktop;
  return (
    <ResponsiveTable minWidth={560 + columns.length * 110}>
      <Table verticalSpacing="xs" fz="sm" striped highlightOnHover aria-label="Equipment performance">
        <Table.Thead>
          <Table.Tr>
            <PerfSortHeader column="equipment" label="Equipment" {...header} />
            {!mobile && <PerfSortHeader column="type" label="Type" {...header} />}
            <PerfSortHeader column="site" label="Site" {...header} />
            <PerfSortHeader column="vendor" label="Manufacturer / Model" {...header} />
            {columns.map((c) => (
              <PerfSortHeader
                key={c}
                column={c}
                label={EQUIPMENT_COLUMN_LABELS[c]}
                numeric
                formula={EQUIPMENT_FORMULAS[c]}
                badge={
                  c === 'defrostCycleCount' ? (
                    <Badge size="xs" variant="light" color="grape" ml={4} component="span">
                      Beta
                    </Badge>
                  ) : undefined
                }
                {...header}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const title = truncate(r.equipmentTitle, max);
            return (
              // F-072: 4rem rows; a phone's row is a card of its own height.
              <Table.Tr
                key={r.equipmentId}
                h={mobile ? undefined : '4rem'}
                data-testid="equipment-performance-row"
              >
                <Table.Td miw={160}>
                  <Tooltip label={r.equipmentTitle} disabled={title === r.equipmentTitle} withArrow>
                    <Anchor
                      component={Link}
                      to={r.href}
                      size="sm"
                      fw={600}
                      aria-label={title === r.equipmentTitle ? undefined : r.equipmentTitle}
                    >
                      {title}
                    </Anchor>
                  </Tooltip>
                </Table.Td>
                {!mobile && <Table.Td>{r.typeTitle}</Table.Td>}
                <Table.Td>{r.siteTitle}</Table.Td>
                <Table.Td>
                  <Text size="sm">{textOrNotAvailable(r.vendor)}</Text>
                  {r.model && (
                    <Text size="xs" c="dimmed">
                      {r.model}
                    </Text>
                  )}
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-column={c}>
                    {figure(c, r[c], unit)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
