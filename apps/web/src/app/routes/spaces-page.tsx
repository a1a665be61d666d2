import { Anchor, Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Space, SpaceStats } from '@sw/contracts';
import { formatMeasurement } from '@sw/domain';
import { Link, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSiteSpaces, useSpaceStats } from '../../features/sites/api/get-site-spaces';
import { SitePicker } from './site-picker';

type SpaceRow = Space & { stats: SpaceStats | undefined };

const columns: DataColumn<SpaceRow>[] = [
  {
    id: 'space',
    header: 'Space',
    cell: ({ row }) => (
      <Anchor
        component={Link}
        to={`/spaces/${row.original.id}`}
        search={{ siteId: row.original.siteId } as never}
        fw={600}
        size="sm"
        data-testid="space-link"
      >
        {row.original.title}
      </Anchor>
    ),
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => row.original.spaceType ?? '-' },
  {
    id: 'equipment',
    header: 'Equipment',
    meta: { numeric: true },
    cell: ({ row }) => row.original.stats?.equipmentCount ?? '-',
  },
  {
    id: 'sensors',
    header: 'Sensors',
    meta: { numeric: true },
    cell: ({ row }) => row.original.stats?.sensorCount ?? '-',
  },
  {
    id: 'online',
    header: 'Devices online',
    meta: { numeric: true },
    cell: ({ row }) =>
      row.original.stats
        ? `${row.original.stats.devices.online} of ${row.original.stats.devices.total}`
        : '-',
  },
  {
    id: 'temperature',
    header: 'Temperature',
    meta: { numeric: true },
    cell: ({ row }) =>
      formatMeasurement(row.original.stats?.temperature?.value, row.original.stats?.temperature?.unit),
  },
  {
    id: 'humidity',
    header: 'Humidity',
    meta: { numeric: true },
    cell: ({ row }) =>
      formatMeasurement(row.original.stats?.humidity?.value, row.original.stats?.humidity?.unit),
  },
  {
    id: 'incidents',
    header: 'Active incidents',
    meta: { numeric: true },
    cell: ({ row }) => {
      const n = row.original.stats?.numberActiveIncidents;
      return n === undefined ? (
        '-'
      ) : (
        <Badge color={n > 0 ? 'red' : 'gray'} variant="light">
          {n}
        </Badge>
      );
    },
  },
];

/** /spaces?siteId=: the rooms and areas of a site with their contents and conditions (D-062 decided). */
export function SpacesPage() {
  useDocumentTitle(`Spaces · ${PRODUCT_NAME}`);
  const { siteId } = useSearch({ strict: false }) as { siteId?: number };
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Spaces
        </Title>
        <Text size="sm" c="dimmed">
          The rooms and areas of the site, their equipment, sensors and conditions.
        </Text>
      </Stack>
      <SitePicker siteId={siteId ?? null} />
      {siteId ? (
        <SiteSpaces siteId={siteId} />
      ) : (
        <EmptyState title="Choose a site" subtitle="Pick a site to see its spaces." />
      )}
    </Stack>
  );
}

function SiteSpaces({ siteId }: { siteId: number }) {
  const spaces = useSiteSpaces(siteId);
  const stats = useSpaceStats((spaces.data ?? []).map((s) => s.id));
  const rows = useMemo(
    () => (spaces.data ?? []).map((s, i) => ({ ...s, stats: stats[i]?.data })),
    [spaces.data, stats],
  );
  return (
    <Paper withBorder p="md" radius="md">
      {spaces.isError ? (
        <ErrorState message={spaces.error.message} onRetry={() => void spaces.refetch()} />
      ) : spaces.isPending ? (
        <Skeleton height={120} />
      ) : rows.length === 0 ? (
        <EmptyState title="No spaces" subtitle="This site is not divided into spaces." />
      ) : (
        <DataTable
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
          minWidth={860}
          testId="spaces-table"
          rowTestId="space-row"
          caption="Spaces"
        />
      )}
    </Paper>
  );
}
