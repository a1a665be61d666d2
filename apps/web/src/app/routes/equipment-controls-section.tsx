import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useSiteControls } from '../../features/controls/api/get-site-controls';
import { CommandHistory } from '../../features/controls/components/command-history';
import { ControlsTable } from '../../features/controls/components/controls-table';
import { useLiveControls } from './live-queries';

/**
 * The equipment page's controls (issue 12): the controls that drive this equipment, with the
 * working-mode modal for MANAGER and ADMIN, and its working-mode audit (who, when, from, to, state).
 * Nothing shows for equipment without controls and without past commands.
 */
export function EquipmentControlsSection({
  equipmentId,
  siteId,
  timeZone,
}: {
  equipmentId: number;
  siteId: number;
  timeZone: string;
}) {
  const controls = useSiteControls(siteId);
  useLiveControls(siteId);
  const role = useCurrentUser().data?.effectiveRole;
  const rows = useMemo(
    () => (controls.data ?? []).filter((c) => c.equipmentId === equipmentId),
    [controls.data, equipmentId],
  );
  if (controls.isPending || (controls.isSuccess && rows.length === 0)) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="equipment-controls">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Controls
          </Title>
          <Anchor component={Link} to="/controls" search={{ siteId } as never} size="sm">
            All controls of the site
          </Anchor>
        </Group>
        {controls.isError ? (
          <ErrorState message={controls.error.message} onRetry={() => void controls.refetch()} />
        ) : (
          <ControlsTable
            controls={rows}
            canChange={role === 'ADMIN' || role === 'MANAGER'}
            thermostatColumns={rows.some((r) => r.kind === 'THERMOSTAT')}
          />
        )}
        <Title order={3} fz="h5">
          Working-mode changes
        </Title>
        <CommandHistory scope={{ equipment: equipmentId }} timeZone={timeZone} />
      </Stack>
    </Paper>
  );
}
