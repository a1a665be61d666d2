import { Anchor, Group, Text } from '@mantine/core';
import { type EquipmentGrouping, groupEquipment, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import type { EquipmentRow } from '../utils/equipment-rows';
import { EquipmentIcon } from './equipment-icon';
import { EquipmentStatusBadge } from './equipment-status-badge';

const TITLE_MAX = 35;

const columns: DataColumn<EquipmentRow>[] = [
  {
    id: 'equipment',
    header: 'Equipment',
    meta: { minWidth: 220 },
    cell: ({ row }) => (
      <Group gap={8} wrap="nowrap">
        <EquipmentIcon icon={row.original.icon} />
        <Anchor
          component={Link}
          to={`/sites/${row.original.siteId}/equipment/${row.original.id}`}
          fw={600}
          size="sm"
          title={row.original.title}
          data-testid="equipment-link"
        >
          {truncate(row.original.title, TITLE_MAX)}
        </Anchor>
      </Group>
    ),
  },
  { id: 'site', header: 'Site', meta: { minWidth: 140 }, cell: ({ row }) => row.original.siteTitle },
  {
    id: 'type',
    header: 'Type',
    meta: { minWidth: 150 },
    cell: ({ row }) => (
      <>
        {row.original.typeTitle}
        <Text span c="dimmed" size="xs">
          {' '}
          · {row.original.groupTitle}
        </Text>
      </>
    ),
  },
  { id: 'space', header: 'Space', cell: ({ row }) => row.original.spaceTitle ?? '-' },
  {
    id: 'vendor',
    header: 'Manufacturer / Model',
    cell: ({ row }) => [row.original.vendor, row.original.model].filter(Boolean).join(' · ') || 'N/A',
  },
  {
    id: 'sensors',
    header: 'Sensors online',
    meta: { numeric: true },
    cell: ({ row }) => `${row.original.sensorsOnline} of ${row.original.sensorsTotal}`,
  },
  {
    id: 'incidents',
    header: 'Open incidents',
    meta: { numeric: true },
    cell: ({ row }) => row.original.openIncidents,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <EquipmentStatusBadge status={row.original.status} />,
  },
];

/** The equipment rows in the sections of the chosen grouping (F-086), with icons (F-089). */
export function EquipmentTable({
  rows,
  grouping,
}: {
  rows: readonly EquipmentRow[];
  grouping: EquipmentGrouping;
}) {
  const sections = useMemo(() => groupEquipment(rows, grouping), [rows, grouping]);
  const { ordered, sectionOf } = useMemo(() => {
    const label = new Map<number, string>();
    for (const s of sections) for (const r of s.rows) label.set(r.id, s.label);
    return {
      ordered: sections.flatMap((s) => s.rows),
      sectionOf: (r: EquipmentRow) => label.get(r.id) ?? '',
    };
  }, [sections]);
  return (
    <DataTable
      columns={columns}
      data={ordered}
      rowKey={(r) => r.id}
      sectionOf={sectionOf}
      minWidth={1120}
      testId="equipment-table"
      rowTestId="equipment-row"
      caption="Equipment"
    />
  );
}
