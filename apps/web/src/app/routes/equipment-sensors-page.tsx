import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useEquipment } from '../../features/equipment/api/get-equipment';
import { useSensors } from '../../features/equipment/api/get-sensors';
import { SensorsTable } from '../../features/equipment/components/sensors-table';
import { useSite } from '../../features/sites/api/get-site';
import { PageZoneProvider } from '../../lib/time-zone';

/** /equipment/{id}/sensors: every sensor of the equipment with its latest value and state. */
export function EquipmentSensorsPage() {
  const params = useParams({ strict: false }) as { equipmentId?: string };
  const id = Number(params.equipmentId);
  const valid = Number.isInteger(id) && id > 0;
  const equipment = useEquipment(valid ? id : null);
  const site = useSite(equipment.data?.siteId ?? null);
  const sensors = useSensors({ equipmentIds: [id] }, valid);
  useDocumentTitle(`Sensors · ${equipment.data?.title ?? 'Equipment'} · ${PRODUCT_NAME}`);
  if (!valid || equipment.isError)
    return (
      <EmptyState title="Equipment not found" subtitle="It does not exist or is not one of your sites'." />
    );
  return (
    <PageZoneProvider zone={site.data?.timeZone ?? 'UTC'}>
      <Stack gap="md">
        <Stack gap={2}>
          <Anchor component={Link} to={`/equipment/${id}`} size="sm">
            ← {equipment.data?.title ?? 'Equipment'}
          </Anchor>
          <Title order={1} fz="h2">
            Sensors of {equipment.data?.title ?? '…'}
          </Title>
          {equipment.data && (
            <Text size="sm" c="dimmed">
              {equipment.data.siteTitle} · {equipment.data.type.title}
            </Text>
          )}
        </Stack>
        <Paper withBorder p="md" radius="md">
          {sensors.isError ? (
            <ErrorState message={sensors.error.message} onRetry={() => void sensors.refetch()} />
          ) : sensors.isPending || site.isPending ? (
            <Skeleton height={160} />
          ) : sensors.data.length === 0 ? (
            <EmptyState title="No sensors" subtitle="Nothing monitors this equipment yet." />
          ) : (
            <SensorsTable sensors={sensors.data} />
          )}
        </Paper>
      </Stack>
    </PageZoneProvider>
  );
}
