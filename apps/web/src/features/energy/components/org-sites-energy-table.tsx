import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { formatNumber, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import {
  type MonthCell,
  monthLabel,
  type SiteEnergyRow,
  type SiteSortKey,
  type SortDir,
} from '../utils/site-rows';
import { SortHeader } from './sort-header';

/** Site names are shortened like the annual tables' (45 characters), the full name in a tooltip. */
const TITLE_MAX = 45;

function MonthValue({ cell }: { cell: MonthCell }) {
  const text = formatNumber(cell.value);
  if (cell.state === 'complete') return <>{text}</>;
  return (
    <Tooltip label={cell.note} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text
        span
        fs="italic"
        c="dimmed"
        data-state={cell.state}
        tabIndex={0}
        aria-label={`${text} (${cell.note})`}
        style={{ textDecoration: 'underline dotted' }}
      >
        {text}
      </Text>
    </Tooltip>
  );
}

/** E-062: every site with kWh, kWh/m2, the three months before the period's last month, in/out of schedule. */
export function OrgSitesEnergyTable({
  rows,
  months,
  sort,
  dir,
  onSort,
}: {
  rows: readonly SiteEnergyRow[];
  /** The report's months: last month, two and three months ago ('yyyy-MM'). */
  months: readonly [string, string, string];
  sort: SiteSortKey;
  dir: SortDir;
  onSort: (key: SiteSortKey) => void;
}) {
  const header = (label: string, column: SiteSortKey, help?: { formula: string; text?: string }) => (
    <SortHeader
      label={label}
      column={column}
      sort={sort}
      dir={dir}
      onSort={onSort}
      numeric={column !== 'site'}
      minWidth={column === 'site' ? 140 : 60}
      help={
        help && (
          <HowCalculated label={label} formula={help.formula}>
            {help.text}
          </HowCalculated>
        )
      }
    />
  );
  const monthKeys = ['lastMonth', 'twoMonthsAgo', 'threeMonthsAgo'] as const;
  return (
    <ResponsiveTable minWidth={900}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={4}
        data-testid="org-sites-energy-table"
      >
        <Table.Thead>
          <Table.Tr>
            {header('Site', 'site')}
            {header('Energy (kWh)', 'kwh', {
              formula:
                "Σ daily kWh of the site's main meter, else of its equipment sub-meters, over the period",
              text: "The site's own local days. A site short of days is marked Incomplete.",
            })}
            {header('kWh/m2', 'kwhPerM2', { formula: 'kWh/m2 = site kWh ÷ floor area (m2)' })}
            {months.map((m, i) =>
              header(monthLabel(m), monthKeys[i]!, {
                formula: `kWh of the site's local calendar month ${monthLabel(m)}`,
                text: 'The three months before the month the period ends in. Italic: the month is in progress or some of its days have no data (hover for why).',
              }),
            )}
            {header('In Schedule (kWh)', 'inSched', {
              formula: 'Σ kWh of readings inside opening hours (open ≤ local time < close)',
            })}
            {header('Out of Schedule (kWh)', 'outSched', {
              formula: 'Σ kWh of readings outside opening hours, closed days included',
            })}
            {header('kW In Schedule', 'cphIn', {
              formula: 'Consumption per hour in schedule = in-schedule kWh ÷ scheduled opening hours',
              text: 'The average power while open. DST days count their real length (23 or 25 hours).',
            })}
            {header('kW Out of Schedule', 'cphOut', {
              formula:
                'Consumption per hour out of schedule = out-of-schedule kWh ÷ hours outside opening hours',
              text: 'The average power while closed; a site open around the clock has no such hours (-).',
            })}
            {header('Equipment', 'equipment', { formula: 'Number of equipment of the site' })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.siteId} data-testid="org-site-row">
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <Tooltip label={r.title} disabled={r.title.length <= TITLE_MAX} withArrow>
                    <Anchor component={Link} to={`/sites/${r.siteId}/dashboard`} fw={600} size="sm">
                      {truncate(r.title, TITLE_MAX)}
                    </Anchor>
                  </Tooltip>
                  {!r.monitored && (
                    <Badge size="xs" variant="light" color="gray">
                      No energy meter
                    </Badge>
                  )}
                  {r.incomplete && (
                    <Tooltip label={`${r.daysWithData} of ${r.daysInPeriod} days with data`} withArrow>
                      <Badge size="xs" variant="light" color="orange" tabIndex={0}>
                        Incomplete
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={600} data-col="kwh">
                {formatNumber(r.kwh)}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(r.kwhPerM2)}</Table.Td>
              {r.months.map((m, i) => (
                <Table.Td key={months[i]} ta="right">
                  <MonthValue cell={m} />
                </Table.Td>
              ))}
              <Table.Td ta="right">{formatNumber(r.inSched)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.outSched)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.cphIn)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.cphOut)}</Table.Td>
              <Table.Td ta="right">{r.equipment}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
