import { Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Gateway } from '@sw/contracts';
import { useSearch } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ZonedTime } from '../../components/ui/zoned-time';
import { useSensors } from '../../features/equipment/api/get-sensors';
import { useSiteGateways } from '../../features/equipment/api/get-site-gateways';
import { SensorsTable } from '../../features/equipment/components/sensors-table';
import { useSite } from '../../features/sites/api/get-site';
import { PageZoneProvider } from '../../lib/time-zone';
import { SitePicker } from './site-picker';

const gatewayColumns: DataColumn<Gateway>[] = [
  {
    id: 'gateway',
    header: 'Gateway',
    cell: ({ row }) => (
      <>
        <Text size="sm" fw={600}>
          {row.original.title}
        </Text>
        <Text size="xs" c="dimmed">
          {row.original.uuid}
        </Text>
      </>
    ),
  },
  {
    id: 'model',
    header: 'Vendor / Model',
    cell: ({ row }) => [row.original.vendor, row.original.model].filter(Boolean).join(' ') || 'N/A',
  },
  {
    id: 'sensors',
    header: 'Sensors reporting',
    meta: { numeric: true },
    cell: ({ row }) => `${row.original.sensorsOnline} of ${row.original.sensorCount}`,
  },
  {
    id: 'seen',
    header: 'Last heard',
    cell: ({ row }) =>
      row.original.lastSeenAt ? <ZonedTime value={row.original.lastSeenAt} pattern="dd MMM, HH:mm" /> : '-',
  },
  {
    id: 'status',
    header: 'Status',
    meta: { minWidth: 110 },
    cell: ({ row }) => (
      <Badge color={row.original.online ? 'teal' : 'red'} variant="light">
        {row.original.online ? 'Online' : 'Offline'}
      </Badge>
    ),
  },
];

/** /sensors-gateways?siteId=: a site's gateways and every sensor with its state (D-062 decided). */
export function SensorsGatewaysPage() {
  useDocumentTitle(`Sensors & Gateways · ${PRODUCT_NAME}`);
  const { siteId } = useSearch({ strict: false }) as { siteId?: number };
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Sensors &amp; Gateways
        </Title>
        <Text size="sm" c="dimmed">
          The site's gateways and sensors with their status and latest readings.
        </Text>
      </Stack>
      <SitePicker siteId={siteId ?? null} />
      {siteId ? (
        <SiteDevices siteId={siteId} />
      ) : (
        <EmptyState title="Choose a site" subtitle="Pick a site to see its sensors and gateways." />
      )}
    </Stack>
  );
}

function SiteDevices({ siteId }: { siteId: number }) {
  const site = useSite(siteId);
  const gateways = useSiteGateways(siteId);
  const sensors = useSensors({ siteIds: [siteId] });
  if (site.isError)
    return <EmptyState title="Site not found" subtitle="It does not exist or is not one of yours." />;
  return (
    <PageZoneProvider zone={site.data?.timeZone ?? 'UTC'}>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="h4" mb="sm">
          Gateways
        </Title>
        {gateways.isError ? (
          <ErrorState message={gateways.error.message} onRetry={() => void gateways.refetch()} />
        ) : gateways.isPending || site.isPending ? (
          <Skeleton height={80} />
        ) : gateways.data.length === 0 ? (
          <EmptyState compact title="No gateways" subtitle="This site has no gateway yet." />
        ) : (
          <DataTable
            columns={gatewayColumns}
            data={gateways.data}
            rowKey={(g) => g.id}
            minWidth={720}
            testId="gateways-table"
            rowTestId="gateway-row"
            caption="Gateways"
          />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" mt="md">
        <Title order={2} fz="h4" mb="sm">
          Sensors
        </Title>
        {sensors.isError ? (
          <ErrorState message={sensors.error.message} onRetry={() => void sensors.refetch()} />
        ) : sensors.isPending || site.isPending ? (
          <Skeleton height={160} />
        ) : sensors.data.length === 0 ? (
          <EmptyState compact title="No sensors" subtitle="This site has no sensors yet." />
        ) : (
          <SensorsTable sensors={sensors.data} withPlace />
        )}
      </Paper>
    </PageZoneProvider>
  );
}
