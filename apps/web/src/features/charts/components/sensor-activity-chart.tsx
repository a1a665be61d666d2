import { MultiSelect } from '@mantine/core';
import { formatMeasurement, type TemperatureUnit, type TimeWindow } from '@sw/domain';
import { useMemo, useState } from 'react';
import { type SensorScope, useChartSensors } from '../api/get-chart-sensors';
import { useSensorReadings } from '../api/get-sensor-readings';
import { useChartCommenting } from '../hooks/use-chart-commenting';
import { useChartZoom } from '../hooks/use-chart-zoom';
import { type CommentsAdapter, NO_COMMENTS } from '../types';
import { axisLabelFormatter, escapeHtml, stampFormatter } from '../utils/chart-format';
import { sensorLine } from '../utils/sensor-lines';
import { ChartFrame } from './chart-frame';
import { TimeChart } from './time-chart';

const HEIGHT = 280;
const COLOURS = ['#1c7ed6', '#2f9e44', '#e8590c', '#ae3ec9', '#0c8599', '#c2255c'];

interface Props {
  scope: SensorScope;
  siteId: number;
  timeZone: string;
  window: TimeWindow;
  temperatureUnit: TemperatureUnit;
  comments?: CommentsAdapter;
}

/**
 * Sensor Activity (G-029, G-030): the readings of one or more sensors of an equipment or a site, with
 * zoom and comments; comments need exactly one sensor shown (G-062).
 */
export function SensorActivityChart({
  scope,
  siteId,
  timeZone,
  window,
  temperatureUnit,
  comments = NO_COMMENTS,
}: Props) {
  const sensors = useChartSensors(scope);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const list = sensors.data ?? [];
  const selected = chosen ?? (list[0] ? [String(list[0].id)] : []);
  const key = selected.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change when their joined key does
  const ids = useMemo(() => selected.map(Number), [key]);
  const zoom = useChartZoom(window);
  const results = useSensorReadings(ids, zoom.window);
  const lines = useMemo(
    () =>
      results.data.flatMap((data, i) => {
        const s = list.find((x) => x.id === ids[i]);
        return data && s ? [sensorLine(s.title, data, temperatureUnit)] : [];
      }),
    [results.data, list, ids, temperatureUnit],
  );
  const only = lines.length === 1 ? lines[0] : undefined;
  const commenting = useChartCommenting(
    comments,
    only && selected.length === 1
      ? {
          resourceId: only.sensorId,
          resourceType: 'SENSOR',
          siteId,
          resourceTitle: only.title,
          unit: only.unit,
          valueType: only.valueType,
        }
      : null,
    zoom.window,
  );

  const option = useMemo(() => {
    const stamp = stampFormatter(timeZone);
    const units = [...new Set(lines.map((l) => l.unit))];
    return {
      grid: { left: 52, right: units.length > 1 ? 52 : 16, top: 28, bottom: 32 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const list = (Array.isArray(params) ? params : [params]) as {
            value?: [number, number];
            seriesIndex?: number;
          }[];
          const rows = list.flatMap((p) => {
            const line = lines[p.seriesIndex ?? -1];
            return p.value && line
              ? [`${escapeHtml(line.title)}: <b>${escapeHtml(formatMeasurement(p.value[1], line.unit))}</b>`]
              : [];
          });
          const t = list[0]?.value?.[0];
          return t === undefined ? '' : [escapeHtml(stamp(t)), ...rows].join('<br/>');
        },
      },
      xAxis: {
        axisLabel: {
          formatter: axisLabelFormatter(timeZone, zoom.window.to - zoom.window.from),
          hideOverlap: true,
        },
      },
      yAxis: units.slice(0, 2).map((u, i) => ({
        type: 'value',
        name: u,
        scale: true,
        position: i === 0 ? 'left' : 'right',
        nameTextStyle: { align: i === 0 ? 'right' : 'left' },
      })),
      series: lines.map((l, i) => ({
        type: 'line',
        name: l.title,
        showSymbol: false,
        color: COLOURS[i % COLOURS.length],
        yAxisIndex: Math.min(1, units.indexOf(l.unit)),
        data: l.points.map((p) => [p.t, p.v]),
      })),
    };
  }, [lines, timeZone, zoom.window]);

  const pending = sensors.isPending || results.pending;
  const error = sensors.error ?? results.error;
  const points = only?.points ?? [];
  return (
    <ChartFrame
      title="Sensor Activity"
      subtitle="Readings of the chosen sensors"
      testId="sensor-activity-chart"
      zoom={zoom}
      commenting={commenting}
      timeZone={timeZone}
      height={HEIGHT}
      controls={
        list.length > 0 && (
          <MultiSelect
            label="Sensors"
            data={list.map((s) => ({ value: String(s.id), label: s.title }))}
            value={selected}
            onChange={(v) => setChosen(v)}
            maw={520}
            size="sm"
            searchable
            clearable={false}
          />
        )
      }
      state={{
        pending,
        error,
        retry: () => {
          void sensors.refetch();
          results.refetch();
        },
        empty: lines.every((l) => l.points.length === 0),
        emptyText: list.length === 0 ? 'No sensors to chart' : 'No readings in the time period selected',
      }}
    >
      <TimeChart
        option={option}
        label={`Readings of ${lines.map((l) => l.title).join(', ')}`}
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
