import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useControllableHvacs } from '../api/get-controllable-hvacs';
import { hvacIssues, hvacPageRows } from '../utils/hvac-list';
import { HvacTable } from './hvac-table';

/** /hvac-controls-operations (C-017): every thermostat of the organisation; with `issuesOnly` those with an issue. */
export function HvacOperationsList({
  orgId,
  issuesOnly = false,
}: {
  orgId: number | null;
  issuesOnly?: boolean;
}) {
  const hvacs = useControllableHvacs(orgId);
  const rows = useMemo(
    () => hvacPageRows((hvacs.data ?? []).filter((r) => !issuesOnly || hvacIssues(r).length > 0)),
    [hvacs.data, issuesOnly],
  );
  if (hvacs.isError) return <ErrorState message={hvacs.error.message} onRetry={() => void hvacs.refetch()} />;
  if (hvacs.data && rows.length === 0) {
    return (
      <EmptyState
        title={issuesOnly ? 'No issues' : 'No thermostats'}
        subtitle={
          issuesOnly
            ? 'Every thermostat is online, on its schedule and near its set points.'
            : 'Controllable HVAC units of your sites appear here.'
        }
      />
    );
  }
  const online = rows.filter((r) => r.online).length;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {hvacs.data
          ? `${rows.length} thermostats${issuesOnly ? ' with an issue' : ''}, ${online} online`
          : '\u00a0'}
      </Text>
      <HvacTable rows={rows} loading={hvacs.isPending} full />
    </Stack>
  );
}
