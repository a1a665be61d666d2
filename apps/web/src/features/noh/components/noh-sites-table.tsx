import { Anchor, Badge, Group, ScrollArea, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatNumber } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatEfficiency, formatWhPerM2 } from '../utils/noh-format';
import { NOH_HELP } from '../utils/noh-help';
import type { NohRow } from '../utils/noh-rows';
import type { NohSortKey, SortDir } from '../utils/noh-search';
import { EfficiencyBadge } from './efficiency-badge';
import { NohTrend } from './noh-trend';

export interface NohSortProps {
  sort: { key: NohSortKey; dir: SortDir };
  onSort: (key: NohSortKey) => void;
}

const num = { fontVariantNumeric: 'tabular-nums' as const, whiteSpace: 'nowrap' as const };
const groupEdge = { borderLeft: '1px solid var(--mantine-color-gray-3)' };

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  help,
  ...th
}: NohSortProps & {
  label: string;
  sortKey?: NohSortKey;
  help?: { formula: string; text: string };
  rowSpan?: number;
  colSpan?: number;
  ta?: 'left' | 'right' | 'center';
  style?: React.CSSProperties;
}) {
  const active = sortKey !== undefined && sort.key === sortKey;
  const content: ReactNode = sortKey ? (
    <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm" aria-label={`Sort by ${label}`}>
      {label}{' '}
      {active ? (
        sort.dir === 'asc' ? (
          '▲'
        ) : (
          '▼'
        )
      ) : (
        <Text span c="dimmed" fz="xs">
          ↕
        </Text>
      )}
    </UnstyledButton>
  ) : (
    label
  );
  return (
    <Table.Th
      {...th}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ verticalAlign: 'bottom', ...th.style }}
    >
      <Group
        gap={2}
        wrap="nowrap"
        justify={th.ta === 'right' ? 'flex-end' : th.ta === 'center' ? 'center' : undefined}
      >
        {content}
        {help && (
          <HowCalculated label={label} formula={help.formula}>
            {help.text}
          </HowCalculated>
        )}
      </Group>
    </Table.Th>
  );
}

export function StatusBadge({ row }: { row: NohRow }) {
  if (!row.incomplete || !row.statusText) return null;
  const label =
    row.status === 'in_progress' ? 'In progress' : row.status === 'no_data' ? 'No data' : 'Incomplete data';
  return (
    <Tooltip
      label={row.statusText}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        size="xs"
        variant="outline"
        color="gray.7"
        tabIndex={0}
        aria-label={row.statusText}
        data-testid="noh-incomplete"
        style={{ cursor: 'help' }}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}

export function Contributors({ row }: { row: NohRow }) {
  if (row.openAroundTheClock)
    return (
      <Text size="sm" c="dimmed" title="Open around the clock: no non-operating hours">
        N/A
      </Text>
    );
  if (row.contributors.length === 0)
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  const shown = row.contributors.slice(0, 3);
  const all = row.contributors.map((c) => `${c.group_title} ${formatWhPerM2(c.hourly_eui)}`).join(', ');
  return (
    <Stack gap={0} title={row.contributors.length > 3 ? all : undefined} data-testid="noh-contributors">
      {shown.map((c) => (
        <Text key={c.group_id} size="xs" style={{ whiteSpace: 'nowrap' }}>
          {c.group_title}{' '}
          <Text span fw={700} size="xs" style={num}>
            {formatWhPerM2(c.hourly_eui)}
          </Text>
          {c.always_on && (
            <Text span c="dimmed" size="xs">
              {' '}
              (runs 24/7)
            </Text>
          )}
        </Text>
      ))}
      {row.contributors.length > 3 && (
        <Text size="xs" c="dimmed">
          +{row.contributors.length - 3} more
        </Text>
      )}
    </Stack>
  );
}

export function Offenders({ row }: { row: NohRow }) {
  if (row.offenders === 0) return <span>0</span>;
  const names = row.offenderEquipment
    .map((e) => `${e.equipment_title} (${formatEfficiency(e.noh_efficiency)})`)
    .join(', ');
  return (
    <Tooltip label={names} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text
        span
        fw={700}
        c="#a61e1e"
        tabIndex={0}
        aria-label={`${row.offenders}: ${names}`}
        style={{ cursor: 'help' }}
      >
        {row.offenders}
      </Text>
    </Tooltip>
  );
}

export function SiteLink({ row }: { row: NohRow }) {
  return (
    <Tooltip label={row.title} disabled={row.title === row.shortTitle} withArrow>
      <Anchor
        component={Link}
        to={`/sites/${row.siteId}/dashboard`}
        size="sm"
        fw={600}
        aria-label={row.title === row.shortTitle ? undefined : row.title}
      >
        {row.shortTitle}
      </Anchor>
    </Tooltip>
  );
}

/**
 * E-039 … E-047: one row per site, grouped into 'Operating Hours' and 'Non-Operating Hours'. Rows
 * of sites whose data is not complete are striped, with the reason beside the name.
 */
export function NohSitesTable({ rows, ...sortProps }: NohSortProps & { rows: readonly NohRow[] }) {
  const group = (prefix: 'op' | 'noh', row: NohRow) => {
    const f = prefix === 'op' ? row.op : row.noh;
    return (
      <>
        <Table.Td ta="right" style={{ ...num, ...groupEdge }}>
          {formatNumber(f.energy_total)}
        </Table.Td>
        <Table.Td ta="right" style={num}>
          {formatNumber(f.hours_total)}
        </Table.Td>
        <Table.Td ta="right" style={num}>
          {f.energy_per_hour === null ? 'N/A' : formatNumber(f.energy_per_hour)}
        </Table.Td>
        <Table.Td ta="right" style={num}>
          {formatWhPerM2(f.hourly_eui)}
        </Table.Td>
      </>
    );
  };
  const sub = (prefix: 'op' | 'noh') => (
    <>
      <SortHeader label="Energy (kWh)" sortKey={prefix} ta="right" style={groupEdge} {...sortProps} />
      <SortHeader label="Hours (h)" ta="right" {...sortProps} />
      <SortHeader label="Average per Hour (kWh)" ta="right" {...sortProps} />
      <SortHeader
        label="Average Hourly EUI (Wh/m2)"
        ta="right"
        help={prefix === 'op' ? NOH_HELP.opEui : NOH_HELP.nohEui}
        {...sortProps}
      />
    </>
  );
  return (
    // Wider than the page at 1280 and 1440 px: it scrolls sideways inside its card with a scrollbar
    // that always shows (a native one may be an overlay that only shows while scrolling).
    <ResponsiveTable>
      <ScrollArea
        type="always"
        scrollbars="x"
        offsetScrollbars="x"
        viewportProps={{ tabIndex: 0, 'aria-label': 'NOH efficiency by site, scrolls sideways' }}
      >
        <Table
          verticalSpacing="xs"
          horizontalSpacing="sm"
          fz="sm"
          aria-label="NOH efficiency by site"
          data-testid="noh-table"
          highlightOnHover
        >
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Site" sortKey="site" rowSpan={2} {...sortProps} />
              <SortHeader
                label="NOH Efficiency"
                sortKey="efficiency"
                rowSpan={2}
                help={NOH_HELP.efficiency}
                {...sortProps}
              />
              <SortHeader label="Trend (last 6 months)" rowSpan={2} help={NOH_HELP.trend} {...sortProps} />
              <SortHeader
                label="Total Energy (kWh)"
                sortKey="total"
                rowSpan={2}
                ta="right"
                help={NOH_HELP.total}
                {...sortProps}
              />
              <SortHeader
                label="Operating Hours"
                colSpan={4}
                ta="center"
                help={NOH_HELP.hours}
                style={groupEdge}
                {...sortProps}
              />
              <SortHeader
                label="Non-Operating Hours"
                colSpan={4}
                ta="center"
                help={NOH_HELP.hours}
                style={groupEdge}
                {...sortProps}
              />
              <SortHeader
                label="Key Contributors (Wh/m2)"
                rowSpan={2}
                help={NOH_HELP.contributors}
                style={groupEdge}
                {...sortProps}
              />
              <SortHeader
                label="Equipment lower than 20% NOH Efficiency"
                sortKey="offenders"
                rowSpan={2}
                ta="right"
                help={NOH_HELP.offenders}
                style={{ minWidth: 150, whiteSpace: 'normal' }}
                {...sortProps}
              />
            </Table.Tr>
            <Table.Tr>
              {sub('op')}
              {sub('noh')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.siteId}
                data-testid="noh-row"
                data-site-id={row.siteId}
                data-incomplete={row.incomplete || undefined}
                style={
                  row.incomplete
                    ? {
                        background:
                          'repeating-linear-gradient(135deg, transparent 0 8px, var(--mantine-color-gray-0) 8px 16px)',
                        boxShadow: 'inset 3px 0 0 var(--mantine-color-gray-5)',
                      }
                    : undefined
                }
              >
                <Table.Td style={{ minWidth: 200 }}>
                  <Stack gap={2} align="flex-start">
                    <SiteLink row={row} />
                    <StatusBadge row={row} />
                  </Stack>
                </Table.Td>
                <Table.Td data-testid="noh-efficiency">
                  <EfficiencyBadge value={row.efficiency} />
                </Table.Td>
                <Table.Td>
                  <NohTrend points={row.trend} />
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {formatNumber(row.totalKwh)}
                </Table.Td>
                {group('op', row)}
                {group('noh', row)}
                <Table.Td style={{ ...groupEdge, minWidth: 170 }}>
                  <Contributors row={row} />
                </Table.Td>
                <Table.Td ta="right" data-testid="noh-offenders">
                  <Offenders row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </ResponsiveTable>
  );
}
