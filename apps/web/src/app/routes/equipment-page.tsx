import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { CommentList } from '../../features/comments/components/comment-list';
import { useEquipment } from '../../features/equipment/api/get-equipment';
import { useEquipmentComments } from '../../features/equipment/api/get-equipment-comments';
import { useOpenIncidents } from '../../features/equipment/api/get-open-incidents';
import { useSensors } from '../../features/equipment/api/get-sensors';
import { EquipmentDetails } from '../../features/equipment/components/equipment-details';
import { OpenIncidents } from '../../features/equipment/components/open-incidents';
import { SensorsTable } from '../../features/equipment/components/sensors-table';
import { useSite } from '../../features/sites/api/get-site';
import { ApiError } from '../../lib/api-error';
import { PageZoneProvider } from '../../lib/time-zone';
import { EquipmentChartSet } from './equipment-chart-set';
import { EquipmentControlsSection } from './equipment-controls-section';
import { PeriodControl, useMonitoringWindow } from './monitoring-views';

const idOf = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /equipment/{id} and /sites/{siteId}/equipment/{equipmentId}: the equipment's details, sensors,
 * open incidents, comments and readings, on its site's clock.
 */
export function EquipmentPage() {
  const params = useParams({ strict: false }) as { equipmentId?: string };
  const id = idOf(params.equipmentId);
  const equipment = useEquipment(id);
  const site = useSite(equipment.data?.siteId ?? null);
  useDocumentTitle(`${equipment.data?.title ?? 'Equipment'} · ${PRODUCT_NAME}`);

  if (id === null)
    return <EmptyState title="Equipment not found" subtitle="The address names no equipment." />;
  if (equipment.isError)
    return equipment.error instanceof ApiError && equipment.error.status === 404 ? (
      <EmptyState title="Equipment not found" subtitle="It does not exist or is not one of your sites'." />
    ) : (
      <ErrorState message={equipment.error.message} onRetry={() => void equipment.refetch()} />
    );
  if (equipment.isPending || site.isPending)
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading equipment">
        <Skeleton height={32} width={280} />
        <Skeleton height={120} />
      </Stack>
    );
  const zone = site.data?.timeZone ?? 'UTC';
  return (
    <PageZoneProvider zone={zone}>
      <EquipmentSections id={id} zone={zone} />
    </PageZoneProvider>
  );
}

function EquipmentSections({ id, zone }: { id: number; zone: string }) {
  const equipment = useEquipment(id);
  const groups = useEquipmentGroups();
  const sensors = useSensors({ equipmentIds: [id] });
  const incidents = useOpenIncidents([id]);
  const comments = useEquipmentComments(id);
  const e = equipment.data!;
  const groupTitle = groups.data?.find((g) => g.id === e.groupId)?.title ?? '';
  return (
    <Stack gap="md">
      <EquipmentDetails equipment={e} groupTitle={groupTitle} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            Sensors
          </Title>
          <Anchor component={Link} to={`/equipment/${id}/sensors`} size="sm">
            All sensors
          </Anchor>
        </Group>
        {sensors.isError ? (
          <ErrorState message={sensors.error.message} onRetry={() => void sensors.refetch()} />
        ) : sensors.isPending ? (
          <Skeleton height={120} />
        ) : sensors.data.length === 0 ? (
          <EmptyState compact title="No sensors" subtitle="Nothing monitors this equipment yet." />
        ) : (
          <SensorsTable sensors={sensors.data} />
        )}
      </Paper>
      <EquipmentControlsSection equipmentId={id} siteId={e.siteId} timeZone={zone} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="sm">
            Open incidents
          </Title>
          {incidents.isError ? (
            <ErrorState message={incidents.error.message} onRetry={() => void incidents.refetch()} />
          ) : incidents.isPending ? (
            <Skeleton height={60} />
          ) : (
            <OpenIncidents incidents={incidents.data} />
          )}
        </Paper>
        <Paper withBorder p="md" radius="md" data-testid="equipment-comments">
          <Title order={2} fz="h4" mb="sm">
            Comments (last 30 days)
          </Title>
          {comments.isError ? (
            <ErrorState message={comments.error.message} onRetry={() => void comments.refetch()} />
          ) : comments.isPending ? (
            <Skeleton height={60} />
          ) : comments.data.length === 0 ? (
            <EmptyState compact title="No comments" subtitle="Comments added on its charts show here." />
          ) : (
            <CommentList comments={comments.data} timeZone={zone} />
          )}
        </Paper>
      </SimpleGrid>
      <EquipmentCharts equipment={e} zone={zone} />
    </Stack>
  );
}

/** Its charts (G.2–G.8) over the chosen period, with comment mode; the monitoring views one by one. */
function EquipmentCharts({
  equipment,
  zone,
}: {
  equipment: { id: number; title: string; siteId: number };
  zone: string;
}) {
  const { window, days, setDays } = useMonitoringWindow();
  const unit = useCurrentUser().data?.temperatureUnit ?? 'C';
  return (
    <Stack gap="md" data-testid="equipment-charts">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            Charts
          </Title>
          <Anchor component={Link} to={`/monitoring/equipment/${equipment.id}/overview`} size="sm">
            Open in monitoring
          </Anchor>
        </Stack>
        <PeriodControl days={days} setDays={setDays} />
      </Group>
      <EquipmentChartSet
        equipment={equipment}
        timeZone={zone}
        window={window}
        temperatureUnit={unit}
        kinds={['energy', 'sensors', 'thermostat']}
      />
    </Stack>
  );
}
