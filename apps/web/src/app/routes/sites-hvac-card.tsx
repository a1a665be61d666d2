import { Badge, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { ControllableHvac } from '@sw/contracts';
import { sortControls } from '@sw/domain';
import { useMemo } from 'react';
import { AnchorLink } from '../../components/tiles/anchor-link';
import { TileCard } from '../../components/tiles/tile-card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useThermostatControls } from '../../features/sites/api/get-thermostat-controls';
import {
  controlLabel,
  currentTemperature,
  modeLabel,
  setPointRange,
} from '../../features/today/utils/hvac-rows';

/**
 * C-016 (decision): the site dashboard's 'HVAC Controls Operations' card, from
 * GET /api/v1/thermostat/controls/site/{id}: every thermostat of the site (online or not) in the
 * controls sort order (spec 2 §9, 'supply' then 'return' then the rest), with the tile's columns.
 */
export function SiteHvacCard({ siteId }: { siteId: number }) {
  const controls = useThermostatControls(siteId);
  const rows = useMemo(() => sortControls(controls.data ?? [], (r) => r.equipmentTitle), [controls.data]);
  const online = rows.filter((r) => r.online).length;
  return (
    <TileCard
      title="HVAC Controls Operations"
      subtitle={controls.data ? `${online} of ${rows.length} thermostats online` : undefined}
      testId="site-hvac-card"
    >
      {controls.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : controls.isError ? (
        <ErrorState message={controls.error.message} onRetry={() => void controls.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState compact title="No thermostats" subtitle="This site has no thermostats yet." />
      ) : (
        <ScrollArea.Autosize mah={300} type="auto">
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Thermostats">
            {rows.map((r) => (
              <ThermostatRow key={r.thermostatId} row={r} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </TileCard>
  );
}

function ThermostatRow({ row }: { row: ControllableHvac }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={8}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="site-hvac-row"
      data-thermostat-id={row.thermostatId}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <AnchorLink
            to="/equipment/$equipmentId"
            params={{ equipmentId: String(row.equipmentId) }}
            size="sm"
            fw={600}
            truncate
          >
            {row.equipmentTitle}
          </AnchorLink>
          <Badge size="xs" color={row.online ? 'teal' : 'gray'} variant="light" radius="sm" tt="none">
            {row.online ? 'Online' : 'Offline'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {modeLabel(row.mode)} · {setPointRange(row)}
        </Text>
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {currentTemperature(row)}
        </Text>
        {row.localOverride ? (
          <Badge size="xs" color="orange" variant="light" radius="sm" tt="none">
            {controlLabel(row)}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {controlLabel(row)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
