import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatMeasurement } from '@sw/domain';
import { Link, useParams } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSpaceEquipment } from '../../features/equipment/api/get-equipment-list';
import { useSensors } from '../../features/equipment/api/get-sensors';
import { EquipmentIcon } from '../../features/equipment/components/equipment-icon';
import { SensorsTable } from '../../features/equipment/components/sensors-table';
import { useSite } from '../../features/sites/api/get-site';
import { useSiteSpaces, useSpaceStats } from '../../features/sites/api/get-site-spaces';
import { PageZoneProvider } from '../../lib/time-zone';

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <Paper withBorder p="sm" radius="md">
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} size="lg">
      {value}
    </Text>
  </Paper>
);

/** /spaces/{spaceId}: a space's conditions, its equipment and its sensors, on its site's clock. */
export function SpacePage() {
  const params = useParams({ strict: false }) as { spaceId?: string };
  const id = Number(params.spaceId);
  const valid = Number.isInteger(id) && id > 0;
  const [stats] = useSpaceStats(valid ? [id] : []);
  const siteId = stats?.data?.siteId ?? null;
  const site = useSite(siteId);
  const spaces = useSiteSpaces(siteId ?? 0);
  const space = spaces.data?.find((s) => s.id === id);
  const equipment = useSpaceEquipment(id);
  const sensors = useSensors({ spaceIds: [id] }, valid);
  useDocumentTitle(`${space?.title ?? 'Space'} · ${PRODUCT_NAME}`);
  if (!valid || stats?.isError)
    return <EmptyState title="Space not found" subtitle="It does not exist or is not one of your sites'." />;
  if (!stats?.data || site.isPending)
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading space">
        <Skeleton height={32} width={240} />
        <Skeleton height={100} />
      </Stack>
    );
  const s = stats.data;
  return (
    <PageZoneProvider zone={site.data?.timeZone ?? 'UTC'}>
      <Stack gap="md">
        <Stack gap={2}>
          <Anchor component={Link} to="/spaces" search={{ siteId: s.siteId } as never} size="sm">
            ← Spaces of {site.data?.title ?? 'the site'}
          </Anchor>
          <Title order={1} fz="h2" data-testid="space-title">
            {space?.title ?? 'Space'}
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          <Figure label="Temperature" value={formatMeasurement(s.temperature?.value, s.temperature?.unit)} />
          <Figure label="Humidity" value={formatMeasurement(s.humidity?.value, s.humidity?.unit)} />
          <Figure label="Equipment" value={s.equipmentCount} />
          <Figure label="Sensors" value={s.sensorCount} />
          <Figure label="Devices online" value={`${s.devices.online} of ${s.devices.total}`} />
          <Figure label="Active incidents" value={s.numberActiveIncidents} />
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="sm">
            Equipment
          </Title>
          {equipment.isError ? (
            <ErrorState message={equipment.error.message} onRetry={() => void equipment.refetch()} />
          ) : equipment.isPending ? (
            <Skeleton height={60} />
          ) : equipment.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No equipment in this space.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
              {equipment.data.map((e) => (
                <Anchor
                  key={e.id}
                  component={Link}
                  to={`/sites/${e.siteId}/equipment/${e.id}`}
                  size="sm"
                  style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}
                >
                  <EquipmentIcon icon={e.type.icon} />
                  {e.title}
                </Anchor>
              ))}
            </SimpleGrid>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="sm">
            Sensors
          </Title>
          {sensors.isError ? (
            <ErrorState message={sensors.error.message} onRetry={() => void sensors.refetch()} />
          ) : sensors.isPending ? (
            <Skeleton height={100} />
          ) : sensors.data.length === 0 ? (
            <EmptyState compact title="No sensors" subtitle="No sensor is placed in this space." />
          ) : (
            <SensorsTable sensors={sensors.data} withPlace />
          )}
        </Paper>
      </Stack>
    </PageZoneProvider>
  );
}
