import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ReportProgress } from '../../../components/ui/report-progress';
import { useMonthlyNohReport } from '../api/get-noh-reports';
import { barColor, formatEfficiency } from '../utils/noh-format';
import { NOH_HELP } from '../utils/noh-help';
import { type NohTileBar, nohTileBars, nohTileMonth, nohTileMonths } from '../utils/noh-tile';

export const NO_NOH_DATA = 'There is no energy data available in the time period selected';

const statusNote = (b: NohTileBar) =>
  b.status === 'in_progress' ? ' (in progress)' : b.status === 'incomplete' ? ' (incomplete)' : '';

/**
 * E-050, E-051: the dashboard NOH efficiency tile: the organisation's NOH efficiency for each of the
 * last 12 months (bars, 0–100 %), from its own monthly_noh_report; the current month is drawn
 * lighter (in progress). `siteIds` narrows it to sites (the NOH page passes its site filter).
 */
export function NohTile({
  orgId,
  timeZone,
  siteIds,
  showLink = true,
}: {
  orgId: number | null;
  /** The user's zone: whose current month ends the 12. */
  timeZone: string;
  siteIds?: number[];
  showLink?: boolean;
}) {
  // The months are fixed for the life of the tile; a remount (navigation) moves them on.
  const month = useMemo(() => nohTileMonth(new Date(), timeZone), [timeZone]);
  const months = useMemo(() => nohTileMonths(month), [month]);
  const report = useMonthlyNohReport(orgId === null ? null : { orgId, month, siteIds });
  const bars = useMemo(() => nohTileBars(report.data, months), [report.data, months]);
  const option = useMemo<BarOption>(
    () => ({
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'item',
        formatter: (p: unknown) => {
          const b = bars[(p as { dataIndex: number }).dataIndex]!;
          return `${b.label}: ${formatEfficiency(b.percent === null ? null : b.percent / 100)}${statusNote(b)}`;
        },
      },
      xAxis: { type: 'category', data: bars.map((b) => b.short), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', min: 0, max: 100, interval: 25, axisLabel: { formatter: '{value}%' } },
      series: [
        {
          type: 'bar',
          name: 'NOH Efficiency',
          barMaxWidth: 28,
          data: bars.map((b) => ({
            value: b.percent ?? '-',
            itemStyle: {
              color: barColor(b.percent === null ? null : b.percent / 100),
              opacity: b.status === 'in_progress' || b.status === 'incomplete' ? 0.5 : 1,
            },
          })),
        },
      ],
    }),
    [bars],
  );
  const empty = report.phase === 'ready' && bars.every((b) => b.percent === null);
  const words = bars.map(
    (b) => `${b.label} ${formatEfficiency(b.percent === null ? null : b.percent / 100)}`,
  );
  return (
    <TileCard
      eyebrow="Multisite Insights"
      title="NOH Efficiency"
      subtitle={`Last 12 months · ${bars[0]!.label} – ${bars.at(-1)!.label}`}
      testId="noh-tile"
      actions={
        <Group gap={4} wrap="nowrap">
          <HowCalculated label="NOH Efficiency tile" formula={NOH_HELP.tile.formula}>
            {NOH_HELP.tile.text}
          </HowCalculated>
          {showLink && (
            <Anchor component={Link} to="/dashboard/noh_energy_consumption" size="sm" fw={600}>
              See All
            </Anchor>
          )}
        </Group>
      }
    >
      {report.phase === 'starting' || report.phase === 'idle' ? (
        <ChartLoading height={220} />
      ) : report.phase !== 'ready' ? (
        <ReportProgress report={report} what="NOH efficiency tile" />
      ) : empty ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {NO_NOH_DATA}
        </Text>
      ) : (
        // The chart's label reads every month's value to screen readers.
        <BarEChart option={option} height={220} label={`NOH efficiency by month: ${words.join(', ')}`} />
      )}
    </TileCard>
  );
}
