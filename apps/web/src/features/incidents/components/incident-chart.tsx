import { Center, Loader, Text } from '@mantine/core';
import type { Incident } from '@sw/contracts';
import { formatInZone, formatNumber } from '@sw/domain';
import { useQuery } from '@tanstack/react-query';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import {
  sensorSeriesQueryOptions,
  sentinelQueryOptions,
  siteEnergyQueryOptions,
  thermostatSeriesQueryOptions,
} from '../api/get-chart-data';
import {
  allowedRange,
  CHART_KIND,
  chartWindow,
  energyBaselineSeries,
  incidentSpan,
  openPeriods,
} from '../utils/incident-chart';
import { EChart } from './echart';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
type Point = [number, number | null];

/** The chart of an expanded row, chosen by sentinel type (C-076/C-077); times in the page's zone. */
export function IncidentChart({
  incident,
  timeZone,
  siteZone,
}: {
  incident: Incident;
  timeZone: string;
  siteZone: string;
}) {
  // The window is fixed when the row opens: a ticking 'now' would refetch on every render.
  const now = useMemo(() => new Date(), []);
  const range = useMemo(() => chartWindow(incident, now), [incident, now]);
  const kind = CHART_KIND[incident.sentinelType];
  const span = incidentSpan(incident, now);
  const sentinel = useSentinelParams(incident.sentinelId);
  const thermostatId = Number(sentinel.data?.thermostatId) || null;

  const sensor = useQuery({
    ...sensorSeriesQueryOptions(incident.sensorId ?? 0, range),
    enabled: incident.sensorId !== null && kind !== 'setpoint' && kind !== 'energy',
  });
  const thermostat = useQuery({
    ...thermostatSeriesQueryOptions(thermostatId ?? 0, range),
    enabled: kind === 'setpoint' && thermostatId !== null,
  });
  const energy = useQuery({
    ...siteEnergyQueryOptions(incident.siteId, range, '1h'),
    enabled: kind === 'energy',
  });
  // The rule's baseline: the same local hour of the week in the whole weeks before (rules-energy.ts).
  const baselineWeeks = Math.floor((Number(sentinel.data?.baselineDays) || 28) / 7);
  const baselineRange = {
    from: new Date(Date.parse(range.from) - baselineWeeks * WEEK - HOUR).toISOString(),
    to: range.to,
  };
  const baseline = useQuery({
    ...siteEnergyQueryOptions(incident.siteId, baselineRange, '1h'),
    enabled: kind === 'energy' && sentinel.isSuccess,
  });

  const active = { temperature: sensor, door: sensor, connectivity: sensor, setpoint: thermostat, energy }[
    kind
  ];
  if (active.isPending && active.fetchStatus !== 'idle')
    return <ChartMessage loading text="Data is loading..." />;
  if (active.isError)
    return <ChartMessage text={`The readings could not be loaded: ${active.error.message}`} />;

  const axisTime = (v: number) =>
    `${formatInZone(v, 'HH:mm', timeZone)}\n${formatInZone(v, 'MMM d', timeZone)}`;
  const base = {
    grid: { left: 48, right: 44, top: 32, bottom: 44 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (typeof v === 'number' ? formatNumber(v, 1) : String(v ?? '-')),
    },
    legend: { top: 0, textStyle: { fontSize: 11 } },
    xAxis: {
      type: 'time',
      min: Date.parse(range.from),
      max: Date.parse(range.to),
      axisLabel: { formatter: axisTime, hideOverlap: true, margin: 10, lineHeight: 14 },
    },
  };
  const incidentArea = {
    silent: true,
    itemStyle: { color: 'rgba(250, 82, 82, 0.08)' },
    data: [[{ xAxis: span[0] }, { xAxis: span[1] }]],
  };

  let option: EChartsCoreOption | null = null;
  let label = '';
  if (kind === 'temperature' && sensor.data) {
    const r = allowedRange(sentinel.data);
    const points: Point[] = sensor.data.readings.map((p) => [p.timestamp * 1000, p.value]);
    label = `Temperature (${sensor.data.unit}) around the incident`;
    option = {
      ...base,
      // The allowed range stays in view even when the readings never come near one of its ends.
      yAxis: {
        type: 'value',
        name: sensor.data.unit,
        min: (v: { min: number }) => Math.floor(Math.min(v.min, r?.min ?? v.min) - 1),
        max: (v: { max: number }) => Math.ceil(Math.max(v.max, r?.max ?? v.max) + 1),
      },
      series: [
        {
          name: 'Temperature',
          type: 'line',
          showSymbol: false,
          data: points,
          markArea: incidentArea,
          markLine: r
            ? {
                silent: true,
                symbol: 'none',
                lineStyle: { type: 'dashed', color: '#2f9e44' },
                data: [
                  { yAxis: r.min, name: 'Min' },
                  { yAxis: r.max, name: 'Max' },
                ],
              }
            : undefined,
        },
      ],
    };
  } else if (kind === 'door' && sensor.data) {
    const periods = openPeriods(sensor.data.readings);
    label = 'Door open and closed around the incident';
    option = {
      ...base,
      yAxis: {
        type: 'value',
        min: 0,
        max: 1,
        interval: 1,
        axisLabel: { formatter: (v: number) => (v >= 1 ? 'Open' : 'Closed') },
      },
      series: [
        {
          name: 'Door',
          type: 'line',
          step: 'end',
          showSymbol: false,
          data: sensor.data.readings.map((p) => [p.timestamp * 1000, p.value >= 0.5 ? 1 : 0]),
          markArea: {
            silent: true,
            itemStyle: { color: 'rgba(253, 126, 20, 0.15)' },
            data: periods.map(([a, b]) => [{ xAxis: a }, { xAxis: b }]),
          },
        },
      ],
    };
  } else if (kind === 'connectivity' && sensor.data) {
    label = 'Readings received around the incident';
    option = {
      ...base,
      yAxis: { type: 'value', min: 0, max: 1, show: false },
      tooltip: { trigger: 'item', formatter: (p: { value: Point }) => `Reading at ${axisTime(p.value[0])}` },
      series: [
        {
          name: 'Reading received',
          type: 'scatter',
          symbolSize: 6,
          data: sensor.data.readings.map((p) => [p.timestamp * 1000, 0.5]),
          markArea: { ...incidentArea, itemStyle: { color: 'rgba(134, 142, 150, 0.2)' } },
        },
      ],
    };
  } else if (kind === 'setpoint' && thermostat.data) {
    const s = thermostat.data.samples;
    const line = (name: string, pick: (x: (typeof s)[number]) => number | null | undefined) => ({
      name,
      type: 'line',
      showSymbol: false,
      connectNulls: false,
      data: s.map((x): Point => [x.timestamp * 1000, pick(x) ?? null]),
    });
    label = 'Thermostat temperature and set points around the incident';
    option = {
      ...base,
      yAxis: { type: 'value', scale: true },
      series: [
        { ...line('Temperature', (x) => x.temperature), markArea: incidentArea },
        { ...line('Cool set point', (x) => x.coolSetPoint), lineStyle: { type: 'dashed' } },
        { ...line('Heat set point', (x) => x.heatSetPoint), lineStyle: { type: 'dashed' } },
      ],
    };
  } else if (kind === 'energy' && energy.data) {
    label = 'Hourly energy against the baseline around the incident';
    const { baseline: base1, threshold } = energyBaselineSeries(
      energy.data.readings,
      baseline.data?.readings ?? [],
      baselineWeeks,
      Number(sentinel.data?.thresholdPct) || 0,
      siteZone,
    );
    option = {
      ...base,
      yAxis: { type: 'value', name: 'kWh' },
      series: [
        {
          name: 'Energy',
          type: 'bar',
          data: energy.data.readings.map((p) => [p.timestamp * 1000, p.energy]),
          markArea: incidentArea,
        },
        // Lines (not mark lines): the baseline moves hour by hour, and a series stays inside the axis.
        {
          name: 'Baseline',
          type: 'line',
          step: 'middle',
          showSymbol: false,
          connectNulls: false,
          color: '#2f9e44',
          data: base1,
        },
        {
          name: 'Threshold',
          type: 'line',
          step: 'middle',
          showSymbol: false,
          connectNulls: false,
          color: '#fa5252',
          lineStyle: { type: 'dashed' },
          data: threshold,
        },
      ],
    };
  }

  if (!option) return <ChartMessage text="No readings are available for this incident." />;
  return <EChart option={option} label={label} />;
}

function useSentinelParams(id: number) {
  return useQuery({ ...sentinelQueryOptions(id), select: (s) => s.params });
}

function ChartMessage({ text, loading = false }: { text: string; loading?: boolean }) {
  return (
    <Center h={120}>
      {loading && <Loader size="sm" mr="sm" />}
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Center>
  );
}
