import { Anchor, Table, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ComplianceRow } from '../utils/compliance-rows';

/** F-004: '#', 'Least Compliant Sites', 'Compliance Pct.'; each site links to its compliance page (F-008). */
export function ComplianceTable({ rows }: { rows: readonly ComplianceRow[] }) {
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label="Least compliant sites">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={32}>#</Table.Th>
          <Table.Th>Least Compliant Sites</Table.Th>
          <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
            Compliance Pct.
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.siteId}>
            <Table.Td c="dimmed">{r.rank}</Table.Td>
            <Table.Td>
              <Tooltip label={r.fullTitle} disabled={r.title === r.fullTitle} withArrow>
                <Anchor
                  component={Link}
                  to={r.href}
                  size="sm"
                  aria-label={r.title === r.fullTitle ? undefined : r.fullTitle}
                >
                  {r.title}
                </Anchor>
              </Tooltip>
            </Table.Td>
            <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {r.percent}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
