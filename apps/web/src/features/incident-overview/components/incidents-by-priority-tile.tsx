import { Text, useMantineTheme } from '@mantine/core';
import type { IncidentCountBySite } from '@sw/contracts';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { ErrorState } from '../../../components/ui/error-state';
import { incidentsByPriority } from '../utils/overview-tiles';

/** C-051/C-052 (decision): incidents in the period by current priority, Low to Critical, as bars. */
export function IncidentsByPriorityTile({
  data,
  error,
  onRetry,
}: {
  data: readonly IncidentCountBySite[] | undefined;
  error: Error | null;
  onRetry: () => void;
}) {
  const theme = useMantineTheme();
  const bars = useMemo(() => incidentsByPriority(data ?? []), [data]);
  const total = bars.reduce((s, b) => s + b.value, 0);
  const option = useMemo<BarOption>(
    () => ({
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'item' },
      xAxis: { type: 'category', data: bars.map((b) => b.label) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          name: 'Incidents',
          barMaxWidth: 48,
          label: { show: true, position: 'top' },
          data: bars.map((b) => ({ value: b.value, itemStyle: { color: theme.colors[b.color]?.[6] } })),
        },
      ],
    }),
    [bars, theme],
  );
  return (
    <TileCard title="Incidents by Priority" testId="incidents-by-priority-tile">
      {error ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : !data ? (
        <ChartLoading />
      ) : total === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          No incidents in this period
        </Text>
      ) : (
        <BarEChart
          option={option}
          label={`Incidents by priority: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}
        />
      )}
    </TileCard>
  );
}
