import { Anchor, Skeleton, Table, Tooltip } from '@mantine/core';
import { truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import type { SiteCount } from '../utils/site-counts';

const COLUMNS = ['Site', 'Number of Incidents', 'Low', 'Medium', 'High', 'Critical'] as const;
const PLACEHOLDER_ROWS = ['a', 'b', 'c', 'd', 'e'];

/** C-009: 'Site', 'Number of Incidents', 'Low', 'Medium', 'High', 'Critical'. */
export function SiteCountsTable({
  rows,
  titleMax,
  loading = false,
  label,
}: {
  rows: readonly SiteCount[];
  /** C-054: how many characters of a site title the table has room for. */
  titleMax: number;
  loading?: boolean;
  label: string;
}) {
  return (
    // Fits its tile: site titles and the longer headers wrap rather than push the priorities out.
    <ResponsiveTable>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        highlightOnHover
        aria-label={label}
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta={c === 'Site' ? undefined : 'right'}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? PLACEHOLDER_ROWS.map((k) => (
                <Table.Tr key={k}>
                  {COLUMNS.map((c) => (
                    <Table.Td key={c}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((r) => <SiteCountRow key={r.siteId} row={r} titleMax={titleMax} />)}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

const num = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums' } };

function SiteCountRow({ row, titleMax }: { row: SiteCount; titleMax: number }) {
  const short = truncate(row.title, titleMax);
  return (
    <Table.Tr>
      <Table.Td>
        <Tooltip label={row.title} disabled={short === row.title} withArrow>
          <Anchor component={Link} to={`/sites/${row.siteId}/incidents`} size="sm" fw={500}>
            {short}
          </Anchor>
        </Tooltip>
      </Table.Td>
      <Table.Td {...num} fw={700}>
        {row.total}
      </Table.Td>
      <Table.Td {...num}>{row.low}</Table.Td>
      <Table.Td {...num}>{row.medium}</Table.Td>
      <Table.Td {...num} c={row.high > 0 ? 'orange.8' : undefined}>
        {row.high}
      </Table.Td>
      <Table.Td {...num} c={row.critical > 0 ? 'red.8' : undefined} fw={row.critical > 0 ? 700 : undefined}>
        {row.critical}
      </Table.Td>
    </Table.Tr>
  );
}
