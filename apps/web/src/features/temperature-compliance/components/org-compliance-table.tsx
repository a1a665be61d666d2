import { Anchor, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatNumber, formatPercent, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { TableFormulas } from '../../../components/ui/table-formulas';
import { ORG_COLUMNS } from '../utils/column-formulas';
import type { OrgSiteRow, OrgSortKey, SortDir } from '../utils/org-rows';
import { ColumnHelp } from './column-help';
import { SortHeader } from './sort-header';

/** Site titles are shortened to this length (the full title in a tooltip). */
const SITE_TITLE_MAX = 45;

/**
 * The organisation page's table: every site with data, sortable by each figure, each figure's formula
 * in its header (on a phone, where headers give way to cards, in one list above the rows).
 */
export function OrgComplianceTable({
  rows,
  sort,
  dir,
  onSort,
}: {
  rows: readonly OrgSiteRow[];
  sort: OrgSortKey;
  dir: SortDir;
  onSort: (key: OrgSortKey) => void;
}) {
  const header = { sort, dir, onSort };
  return (
    <Stack gap={4}>
      <TableFormulas what="Temperature compliance by site" items={Object.values(ORG_COLUMNS)} />
      <ResponsiveTable minWidth={920}>
        <Table
          verticalSpacing="xs"
          fz="sm"
          striped
          highlightOnHover
          aria-label="Temperature compliance by site"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <SortHeader column="site" label="Site" {...header} />
              <SortHeader
                column="compliance"
                label="Compliance"
                numeric
                help={<ColumnHelp column={ORG_COLUMNS.compliance} />}
                {...header}
              />
              <SortHeader
                column="hours"
                label="Hours with readings"
                numeric
                help={<ColumnHelp column={ORG_COLUMNS.hours} />}
                {...header}
              />
              <SortHeader
                column="outOfRange"
                label="Out-of-range hours"
                numeric
                help={<ColumnHelp column={ORG_COLUMNS.outOfRange} />}
                {...header}
              />
              <SortHeader
                column="defrost"
                label="Defrost hours (excused)"
                numeric
                help={<ColumnHelp column={ORG_COLUMNS.defrost} />}
                {...header}
              />
              <SortHeader column="sensors" label="Sensors" numeric {...header} />
              <Table.Th>Least compliant sensor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => {
              const title = truncate(r.title, SITE_TITLE_MAX);
              return (
                <Table.Tr key={r.siteId} data-testid="org-compliance-row">
                  <Table.Td c="dimmed">{i + 1}</Table.Td>
                  <Table.Td miw={180}>
                    <Tooltip label={r.title} disabled={title === r.title} withArrow>
                      <Anchor
                        component={Link}
                        to={r.href}
                        size="sm"
                        fw={600}
                        aria-label={title === r.title ? undefined : r.title}
                      >
                        {title}
                      </Anchor>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Stack gap={2} align="flex-end">
                      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {r.compliance === null ? 'N/A' : formatPercent(r.compliance, 1)}
                      </Text>
                      {r.compliance !== null && (
                        <Progress value={r.compliance} w={90} size="sm" color="teal.8" aria-hidden />
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(r.hours, 0)}</Table.Td>
                  <Table.Td ta="right" fw={r.outOfRange > 0 ? 700 : undefined}>
                    {formatNumber(r.outOfRange, 0)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(r.defrost, 0)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.sensors, 0)}</Table.Td>
                  <Table.Td>
                    {r.worst ? (
                      <Text size="sm" title={`${r.worst.title} · ${r.worst.sensor}`}>
                        {truncate(r.worst.title, 30)}{' '}
                        <Text span c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
                          ({formatPercent(r.worst.compliance, 1)})
                        </Text>
                      </Text>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </Stack>
  );
}
