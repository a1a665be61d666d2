import { Text, useMantineTheme } from '@mantine/core';
import type { NotificationCountByDay } from '@sw/contracts';
import { formatMonthDay, formatNumber } from '@sw/domain';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { ErrorState } from '../../../components/ui/error-state';
import { dailyCounts } from '../utils/overview-tiles';

const label = (day: string) => formatMonthDay(`${day}T12:00:00`);

/**
 * C-034 … C-036: notifications per calendar day (each site's own day); a bar opens /incidents for that
 * day through `onOpenDay`.
 */
export function DailyNotificationsTile({
  data,
  fromDay,
  toDay,
  error,
  onRetry,
  onOpenDay,
}: {
  data: readonly NotificationCountByDay[] | undefined;
  fromDay: string;
  toDay: string;
  error: Error | null;
  onRetry: () => void;
  onOpenDay: (day: string) => void;
}) {
  const theme = useMantineTheme();
  const days = useMemo(() => dailyCounts(data ?? [], fromDay, toDay), [data, fromDay, toDay]);
  const total = days.reduce((s, d) => s + d.count, 0);
  const option = useMemo<BarOption>(
    () => ({
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: days.map((d) => label(d.date)), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          name: 'Notifications',
          data: days.map((d) => d.count),
          itemStyle: { color: theme.colors.teal[6], borderRadius: [3, 3, 0, 0] },
          emphasis: { itemStyle: { color: theme.colors.teal[8] } },
          barMaxWidth: 36,
        },
      ],
    }),
    [days, theme],
  );
  return (
    <TileCard
      title="Daily Notifications"
      subtitle={
        data ? `${formatNumber(total, 0)} notifications · select a day to see its incidents` : undefined
      }
      testId="daily-notifications-tile"
    >
      {error ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : !data ? (
        <ChartLoading />
      ) : total === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          No notifications in this period
        </Text>
      ) : (
        <BarEChart
          option={option}
          label={`Daily notifications: ${days.map((d) => `${label(d.date)} ${d.count}`).join(', ')}`}
          onClick={({ dataIndex }) => {
            const day = days[dataIndex];
            if (day) onOpenDay(day.date);
          }}
        />
      )}
    </TileCard>
  );
}
