import { Box, Group, Text } from '@mantine/core';
import {
  formatDuration,
  heatPumpRunSamples,
  RUN_CHART_HEIGHT,
  RUN_LANES,
  runLanes,
  type TimeWindow,
} from '@sw/domain';
import { useMemo } from 'react';
import { useThermostatSeries } from '../api/get-thermostat-series';
import { useChartCommenting } from '../hooks/use-chart-commenting';
import { useChartZoom } from '../hooks/use-chart-zoom';
import { type CommentsAdapter, NO_COMMENTS } from '../types';
import { bandSeries } from '../utils/band-series';
import { axisLabelFormatter } from '../utils/chart-format';
import { ChartFrame } from './chart-frame';
import type { ThermostatRef } from './thermostat-activity-chart';
import { TimeChart } from './time-chart';

/** G-049: stage 1 light, stage 2 dark, per lane. */
export const STAGE_COLOURS = {
  fan: { 1: '#66d9e8', 2: '#0c8599' },
  heating: { 1: '#ffa8a8', 2: '#c92a2a' },
  cooling: { 1: '#74c0fc', 2: '#1864ab' },
} as const;

interface Props {
  thermostat: ThermostatRef;
  timeZone: string;
  window: TimeWindow;
  comments?: CommentsAdapter;
}

/**
 * The thermostat run-time chart (G-047..G-052): fan, heating and cooling lanes (0-10, 10-20, 20-30),
 * 160 px tall, each run period a bar, stage 2 drawn over stage 1 in a darker colour.
 */
export function ThermostatRuntimeChart({ thermostat, timeZone, window, comments = NO_COMMENTS }: Props) {
  const zoom = useChartZoom(window);
  const series = useThermostatSeries(thermostat.thermostatId, zoom.window);
  const commenting = useChartCommenting(
    comments,
    {
      resourceId: thermostat.thermostatId,
      resourceType: 'THERMOSTAT',
      siteId: thermostat.siteId,
      resourceTitle: thermostat.title,
      unit: 'lanes running',
      valueType: 'RUNTIME',
    },
    zoom.window,
  );
  const periods = useMemo(
    () =>
      // G-053: a heat pump's defrost is not cooling.
      runLanes(
        heatPumpRunSamples(
          (series.data?.samples ?? []).map((s) => ({ ...s, t: s.timestamp * 1000 })),
          thermostat.heatPump ?? false,
        ),
        timeZone,
      ),
    [series.data, timeZone, thermostat.heatPump],
  );
  const times = useMemo(() => (series.data?.samples ?? []).map((s) => s.timestamp * 1000), [series.data]);
  const option = useMemo(() => {
    const lane = (key: string) => RUN_LANES.find((l) => l.key === key)!;
    return {
      grid: { left: 64, right: 16, top: 8, bottom: 28 },
      xAxis: {
        axisLabel: {
          formatter: axisLabelFormatter(timeZone, zoom.window.to - zoom.window.from),
          hideOverlap: true,
        },
      },
      yAxis: {
        type: 'value',
        min: 0,
        max: 30,
        interval: 5,
        splitLine: { show: false },
        // Lane names at the middle of each lane (5, 15, 25).
        axisLabel: { formatter: (v: number) => RUN_LANES.find((l) => l.from + 5 === v)?.label ?? '' },
      },
      series: RUN_LANES.flatMap((l) =>
        ([1, 2] as const).map((stage) =>
          bandSeries({
            id: `${l.key}-${stage}`,
            name: `${l.label} stage ${stage}`,
            periods: periods
              .filter((p) => p.lane === l.key && p.stage === stage)
              .map((p) => ({ ...p, low: lane(l.key).from + 1, high: lane(l.key).to - 1 })),
            colour: STAGE_COLOURS[l.key][stage],
            opacity: 1,
          }),
        ),
      ),
    };
  }, [periods, timeZone, zoom.window]);

  const total = (key: string) =>
    periods.filter((p) => p.lane === key).reduce((n, p) => n + (p.end - p.start), 0);
  return (
    <ChartFrame
      title="Run Time"
      subtitle={thermostat.title}
      testId="thermostat-runtime-chart"
      zoom={zoom}
      commenting={commenting}
      timeZone={timeZone}
      height={RUN_CHART_HEIGHT}
      controls={
        <Group gap="md" wrap="wrap" role="list" aria-label="Run time by lane">
          {RUN_LANES.map((l) => (
            <Group key={l.key} gap={6} wrap="nowrap" role="listitem">
              <Box
                w={10}
                h={10}
                style={{ background: STAGE_COLOURS[l.key][1], borderRadius: 2 }}
                aria-hidden
              />
              <Box
                w={10}
                h={10}
                style={{ background: STAGE_COLOURS[l.key][2], borderRadius: 2 }}
                aria-hidden
              />
              <Text size="sm">
                {l.label}: {formatDuration(total(l.key))}
              </Text>
            </Group>
          ))}
          <Text size="xs" c="dimmed">
            Light: stage 1 · dark: stage 2
          </Text>
        </Group>
      }
      state={{
        pending: series.isPending,
        error: series.error,
        retry: () => void series.refetch(),
        empty: times.length === 0,
        emptyText: 'No thermostat samples in the time period selected',
      }}
    >
      <TimeChart
        option={option}
        label={`${thermostat.title} run time of fan, heating and cooling`}
        height={RUN_CHART_HEIGHT}
        window={zoom.window}
        onSelect={commenting.mode ? undefined : zoom.select}
        pickTimes={times}
        onPick={
          commenting.mode
            ? (i) => {
                const t = times[i] ?? 0;
                // The value commented on: how many of the three lanes were running then.
                commenting.pick(t, periods.filter((p) => p.start <= t && t < p.end).length);
              }
            : undefined
        }
        comments={commenting.comments}
        markerValue={() => 15}
        onOpenComment={commenting.open}
      />
    </ChartFrame>
  );
}
