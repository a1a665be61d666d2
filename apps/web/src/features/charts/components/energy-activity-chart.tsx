import { Select } from '@mantine/core';
import {
  capAtNow,
  ENERGY_AGG_OPTIONS,
  type EnergyChartAgg,
  energyAggFor,
  formatMeasurement,
  oneMinuteAllowed,
  type TimeWindow,
} from '@sw/domain';
import { useMemo, useState } from 'react';
import { type EnergyTarget, useEnergySeries } from '../api/get-energy-series';
import { useChartCommenting } from '../hooks/use-chart-commenting';
import { useChartZoom } from '../hooks/use-chart-zoom';
import { type CommentsAdapter, NO_COMMENTS } from '../types';
import { axisLabelFormatter, escapeHtml, stampFormatter } from '../utils/chart-format';
import { ChartFrame } from './chart-frame';
import { TimeChart } from './time-chart';

const HEIGHT = 280;
const COLOUR = '#f08c00';

interface Props {
  target: EnergyTarget;
  /** The equipment's or site's title (the comment panel's resource). */
  title: string;
  siteId: number;
  timeZone: string;
  window: TimeWindow;
  comments?: CommentsAdapter;
}

/**
 * Energy Activity (G-022..G-028): average power per bucket with an aggregation dropdown (the one-minute
 * option only up to one day), the end capped at now, the spillover point, zoom and comments.
 */
export function EnergyActivityChart({
  target,
  title,
  siteId,
  timeZone,
  window,
  comments = NO_COMMENTS,
}: Props) {
  const capped = useMemo(() => capAtNow(window, Date.now()) ?? window, [window]);
  const zoom = useChartZoom(capped);
  const [chosen, setChosen] = useState<EnergyChartAgg | null>(null);
  const agg = energyAggFor(zoom.window, chosen);
  const series = useEnergySeries(target, zoom.window, agg);
  const commentTarget = {
    resourceId: target.id,
    resourceType: target.kind === 'equipment' ? ('EQUIPMENT' as const) : ('SITE' as const),
    siteId,
    resourceTitle: title,
    unit: 'kW',
    valueType: 'POWER',
  };
  const commenting = useChartCommenting(comments, commentTarget, zoom.window);

  const points = useMemo(
    () => (series.data?.readings ?? []).map((r) => ({ t: r.timestamp * 1000, v: r.power })),
    [series.data],
  );
  const spill = series.data?.spilloverPoint;
  const option = useMemo(() => {
    const stamp = stampFormatter(timeZone);
    const last = points.at(-1);
    return {
      grid: { left: 52, right: 16, top: 28, bottom: 32 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const list = (Array.isArray(params) ? params : [params]) as {
            value?: [number, number];
            seriesId?: string;
          }[];
          const p = list.find((x) => x.seriesId === 'power') ?? list[0];
          if (!p?.value) return '';
          const note = p.seriesId === 'spill' ? ' (spillover: the period after the range)' : '';
          return `${escapeHtml(stamp(p.value[0]))}<br/><b>${escapeHtml(formatMeasurement(p.value[1], 'kW'))}</b> average power${note}`;
        },
      },
      xAxis: {
        axisLabel: {
          formatter: axisLabelFormatter(timeZone, zoom.window.to - zoom.window.from),
          hideOverlap: true,
        },
      },
      yAxis: { type: 'value', name: 'kW', scale: false, nameTextStyle: { align: 'right' } },
      series: [
        {
          id: 'power',
          type: 'line',
          name: 'Power',
          showSymbol: points.length < 60,
          color: COLOUR,
          areaStyle: { opacity: 0.12 },
          data: points.map((p) => [p.t, p.v]),
        },
        // G-028 decided: the spillover point (the bucket right after the range) continues the line,
        // dashed and hollow, so the last bucket does not read as a drop.
        ...(spill && last
          ? [
              {
                id: 'spill',
                type: 'line',
                name: 'Spillover',
                color: COLOUR,
                symbol: 'emptyCircle',
                symbolSize: 7,
                showSymbol: true,
                lineStyle: { type: 'dashed', opacity: 0.7 },
                data: [
                  [last.t, last.v],
                  [spill.timestamp * 1000, spill.power],
                ],
              },
            ]
          : []),
      ],
    };
  }, [points, spill, timeZone, zoom.window]);

  const options = ENERGY_AGG_OPTIONS.map((o) => ({
    value: o.value,
    label: o.label,
    disabled: o.value === '1m' && !oneMinuteAllowed(zoom.window),
  }));
  return (
    <ChartFrame
      title="Energy Activity"
      subtitle={`Average power, ${title}`}
      testId="energy-activity-chart"
      zoom={zoom}
      commenting={commenting}
      timeZone={timeZone}
      height={HEIGHT}
      controls={
        <Select
          label="Aggregation"
          data={options}
          value={agg}
          onChange={(v) => setChosen((v as EnergyChartAgg | null) ?? null)}
          allowDeselect={false}
          maw={200}
          size="sm"
        />
      }
      state={{
        pending: series.isPending,
        error: series.error,
        retry: () => void series.refetch(),
        empty: points.length === 0,
        emptyText: 'There is no energy data available in the time period selected',
      }}
    >
      <TimeChart
        option={option}
        label={`${title} average power`}
        height={HEIGHT}
        window={zoom.window}
        onSelect={commenting.mode ? undefined : zoom.select}
        pickTimes={points.map((p) => p.t)}
        onPick={commenting.mode ? (i) => points[i] && commenting.pick(points[i].t, points[i].v) : undefined}
        comments={commenting.comments}
        markerValue={(c) => points.find((p) => p.t >= c.t)?.v ?? 0}
        onOpenComment={commenting.open}
      />
    </ChartFrame>
  );
}
