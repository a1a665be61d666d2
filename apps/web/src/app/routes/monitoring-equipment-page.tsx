import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useChartEquipment } from '../../features/charts/api/get-chart-equipment';
import { useChartThermostats } from '../../features/charts/api/get-chart-thermostats';
import { useSite } from '../../features/sites/api/get-site';
import { isApiError } from '../../lib/api-error';
import { PageZoneProvider } from '../../lib/time-zone';
import { type EquipmentChartKind, EquipmentChartSet } from './equipment-chart-set';
import { MonitoringViewTabs, PeriodControl, useMonitoringWindow } from './monitoring-views';

/** The views of /monitoring/equipment/{id}/{view} (the spec names none: docs/decisions.md). */
export const EQUIPMENT_VIEWS = ['overview', 'energy', 'sensors', 'thermostat'] as const;
const ALL_CHARTS: EquipmentChartKind[] = ['energy', 'sensors', 'thermostat'];
const LABELS: Record<(typeof EQUIPMENT_VIEWS)[number], string> = {
  overview: 'All charts',
  energy: 'Energy',
  sensors: 'Sensors',
  thermostat: 'Thermostat',
};

const idOf = (s: string | undefined) => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null);

/**
 * /monitoring/equipment/{id}/{view}: the equipment's charts (G.2–G.8) on its site's clock. A view
 * shows one kind of chart; 'overview' (or an unknown view) shows them all.
 */
export function EquipmentMonitoringPage() {
  const params = useParams({ strict: false }) as { equipmentId?: string; view?: string };
  const id = idOf(params.equipmentId);
  const view = (EQUIPMENT_VIEWS as readonly string[]).includes(params.view ?? '') ? params.view! : 'overview';
  const equipment = useChartEquipment(id);
  const site = useSite(equipment.data?.siteId ?? null);
  const thermostats = useChartThermostats(equipment.data?.siteId ?? null);
  const user = useCurrentUser();
  const { window, days, setDays } = useMonitoringWindow();
  useDocumentTitle(
    `${equipment.data ? `${equipment.data.title} · ` : ''}Equipment Monitoring · ${PRODUCT_NAME}`,
  );

  if (id === null || (equipment.isError && isApiError(equipment.error, 404))) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center">
          <EmptyState
            title="Equipment not found"
            subtitle="It may have been removed, or it is not at one of your sites."
          />
          <Button component={Link} to="/equipment" variant="light">
            All equipment
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (equipment.isError)
    return <ErrorState message={equipment.error.message} onRetry={() => void equipment.refetch()} />;
  if (!equipment.data || !site.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={60} radius="md" />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }
  const e = equipment.data;
  const zone = site.data.timeZone;
  const unit = user.data?.temperatureUnit ?? 'C';
  const own = (thermostats.data ?? []).filter((t) => t.equipmentId === e.id);
  return (
    <PageZoneProvider zone={zone}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={2}>{e.title}</Title>
            <Text size="sm" c="dimmed">
              {e.type.title} at{' '}
              <Anchor component={Link} to={`/sites/${e.siteId}/insights`} size="sm" underline="always">
                {e.siteTitle}
              </Anchor>{' '}
              · site time
            </Text>
          </Stack>
          <PeriodControl days={days} setDays={setDays} />
        </Group>
        <MonitoringViewTabs
          active={view}
          views={EQUIPMENT_VIEWS.map((v) => ({
            view: v,
            label: LABELS[v],
            to: `/monitoring/equipment/${e.id}/${v}`,
          }))}
        />
        <EquipmentChartSet
          equipment={e}
          timeZone={zone}
          window={window}
          temperatureUnit={unit}
          kinds={view === 'overview' ? ALL_CHARTS : [view as EquipmentChartKind]}
        />
        {view === 'thermostat' && thermostats.data && own.length === 0 && (
          <EmptyState compact title="No thermostat" subtitle="This equipment has no thermostat to chart." />
        )}
      </Stack>
    </PageZoneProvider>
  );
}
