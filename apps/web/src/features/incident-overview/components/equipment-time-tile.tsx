import { Text, useMantineTheme } from '@mantine/core';
import type { IncidentCountByEquipment } from '@sw/contracts';
import { formatNumber, truncate } from '@sw/domain';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { ErrorState } from '../../../components/ui/error-state';
import { equipmentTimeInIncident, PRIORITY_BARS } from '../utils/overview-tiles';

/** C-054 (decision): labels on the chart's axis are shortened to 28 characters. */
const LABEL_MAX = 28;

/** C-050/C-052 (decision): hours in incident state of the 5 longest, stacked by priority. */
export function EquipmentTimeTile({
  data,
  error,
  onRetry,
}: {
  data: readonly IncidentCountByEquipment[] | undefined;
  error: Error | null;
  onRetry: () => void;
}) {
  const theme = useMantineTheme();
  const rows = useMemo(() => equipmentTimeInIncident(data ?? []), [data]);
  // Longest at the top: a horizontal bar chart draws its first category at the bottom.
  const shown = useMemo(() => [...rows].reverse(), [rows]);
  const option = useMemo<BarOption>(
    () => ({
      grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
      legend: { top: 0, itemWidth: 12, itemHeight: 8 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v) => `${formatNumber(Number(v), 1)} h`,
      },
      xAxis: {
        type: 'value',
        name: 'hours',
        nameLocation: 'end',
        nameGap: 4,
        splitNumber: 4,
        axisLabel: { hideOverlap: true },
      },
      yAxis: { type: 'category', data: shown.map((r) => truncate(r.label, LABEL_MAX)) },
      series: PRIORITY_BARS.map((b, i) => ({
        type: 'bar' as const,
        name: b.label,
        stack: 'time',
        barMaxWidth: 22,
        itemStyle: { color: theme.colors[b.color]?.[6] },
        data: shown.map((r) => Number((r.hours[i] ?? 0).toFixed(2))),
      })),
    }),
    [shown, theme],
  );
  return (
    <TileCard
      title="Equipment Time in Incident State"
      tooltip="Hours each piece of equipment spent in an incident during the period, by the priority it had at the time."
      testId="equipment-time-tile"
    >
      {error ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : !data ? (
        <ChartLoading />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          No equipment was in incident state in this period
        </Text>
      ) : (
        <BarEChart
          option={option}
          height={260}
          label={`Time in incident state: ${rows.map((r) => `${r.label} ${formatNumber(r.totalHours, 1)} hours`).join(', ')}`}
        />
      )}
    </TileCard>
  );
}
