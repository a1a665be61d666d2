import { Checkbox, Group } from '@mantine/core';
import type { ThermostatActivitySample } from '@sw/contracts';
import {
  CONTROL_BANDS,
  clipToOwnControl,
  FORCED_VALUE,
  formatDate,
  formatMeasurement,
  HEAT_PUMP_STATES,
  type HeatPumpState,
  heatPumpStatePeriods,
  isLocalAdjustment,
  type TemperatureUnit,
  type TimeWindow,
  temperatureLabel,
  thermostatStates,
  vendorControlRange,
  vendorControlStart,
} from '@sw/domain';
import { useMemo, useState } from 'react';
import { useThermostatSeries } from '../api/get-thermostat-series';
import { useChartCommenting } from '../hooks/use-chart-commenting';
import { useChartZoom } from '../hooks/use-chart-zoom';
import { type CommentsAdapter, NO_COMMENTS } from '../types';
import { bandSeries } from '../utils/band-series';
import { axisLabelFormatter, escapeHtml, stampFormatter } from '../utils/chart-format';
import { nearestIndex } from '../utils/nearest-index';
import { defaultTemperatureAxis, thermostatLines } from '../utils/thermostat-lines';
import { ChartFrame } from './chart-frame';
import { ChartLegend, type LegendEntry } from './chart-legend';
import { TimeChart } from './time-chart';

const HEIGHT = 320;
const BAND_COLOURS: Record<(typeof CONTROL_BANDS)[number]['name'], string> = {
  'Forced On': '#2f9e44',
  'Forced Off': '#495057',
  'Local Override': '#e8590c',
  'Manual Mode': '#9c36b5',
};
const LOCAL_ADJUSTMENT_COLOUR = '#fab005';
const HEAT_PUMP_COLOURS: Record<HeatPumpState, string> = {
  heating: '#f03e3e',
  cooling: '#1971c2',
  defrost: '#66d9e8',
};
/** The heat pump control graph's strip on the bands' 0–1 axis: the top of the plot. */
const HEAT_PUMP_STRIP = { low: 0.92, high: 1 };
const HEAT_PUMP_LEGEND: readonly LegendEntry[] = HEAT_PUMP_STATES.map((s) => ({
  name: s.label,
  colour: HEAT_PUMP_COLOURS[s.state],
  shape: 'band' as const,
}));

/** G-031: every legend entry, in the spec's order. */
export const THERMOSTAT_LEGEND: readonly LegendEntry[] = [
  { name: 'Temperature', colour: '#1c7ed6', shape: 'line' },
  { name: 'Set Points', colour: '#868e96', shape: 'dashed' },
  ...CONTROL_BANDS.map((b) => ({ name: b.name, colour: BAND_COLOURS[b.name], shape: 'band' as const })),
  { name: 'Local Adjustment', colour: LOCAL_ADJUSTMENT_COLOUR, shape: 'band' },
];

export interface ThermostatRef {
  thermostatId: number;
  title: string;
  siteId: number;
  /** A heat pump, and when its own (vendor) control took over (G-012, G-038, G-053). */
  heatPump?: boolean;
  vendorControlFrom?: string | null;
}

interface Props {
  thermostat: ThermostatRef;
  timeZone: string;
  window: TimeWindow;
  temperatureUnit: TemperatureUnit;
  comments?: CommentsAdapter;
}

/** The tooltip of one sample: its time, readings and the states of G-033 that apply. */
function sampleTooltip(
  s: ThermostatActivitySample,
  stamp: string,
  unit: TemperatureUnit,
  lines: {
    temperature: number | null;
    cool: number | null;
    heat: number | null;
  },
): string {
  const u = temperatureLabel(unit);
  const rows = [
    `<b>${escapeHtml(stamp)}</b>`,
    `Temperature: ${escapeHtml(formatMeasurement(lines.temperature, u))}`,
    `Set Points: ${escapeHtml(formatMeasurement(lines.heat, u))} – ${escapeHtml(formatMeasurement(lines.cool, u))}`,
  ];
  if (s.mode) rows.push(`Mode: ${escapeHtml(s.mode)}`);
  for (const state of thermostatStates(s)) rows.push(`<b>${escapeHtml(state)}</b>`);
  if (isLocalAdjustment(s)) {
    rows.push(
      `Local Adjustment${s.localAdjustmentOverride ? `: ${escapeHtml(s.localAdjustmentOverride.product)}` : ''}`,
    );
  }
  return rows.join('<br/>');
}

/**
 * The thermostat activity chart (G-031..G-046): temperature and set points, the control-state bands
 * (shown with 'Show Control Details'), the local adjustment shading ('Local Adjustment'), comment
 * markers ('Show Comments'), zoom and comment mode.
 */
export function ThermostatActivityChart({
  thermostat,
  timeZone,
  window,
  temperatureUnit,
  comments = NO_COMMENTS,
}: Props) {
  const zoom = useChartZoom(window);
  const series = useThermostatSeries(thermostat.thermostatId, zoom.window);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [details, setDetails] = useState(true);
  const [showComments, setShowComments] = useState(true);
  const [localAdjustment, setLocalAdjustment] = useState(true);
  const unit = temperatureLabel(temperatureUnit);
  const commenting = useChartCommenting(
    comments,
    {
      resourceId: thermostat.thermostatId,
      resourceType: 'THERMOSTAT',
      siteId: thermostat.siteId,
      resourceTitle: thermostat.title,
      unit,
      valueType: 'TEMPERATURE',
    },
    zoom.window,
    showComments,
  );

  const samples = series.data?.samples ?? [];
  const lines = useMemo(
    () => thermostatLines(series.data?.samples ?? [], temperatureUnit, timeZone),
    [series.data, temperatureUnit, timeZone],
  );
  const vendor = useMemo(
    () => ({
      heatPump: thermostat.heatPump ?? false,
      vendorControlFrom: thermostat.vendorControlFrom ?? null,
    }),
    [thermostat.heatPump, thermostat.vendorControlFrom],
  );
  // G-038: the heat pump's own control graph, only from its configured start.
  const pumpShown = vendorControlRange(vendor, { start: zoom.window.from, end: zoom.window.to }) !== null;
  const pumpPeriods = useMemo(
    () =>
      heatPumpStatePeriods(
        (series.data?.samples ?? []).map((s) => ({ ...s, t: s.timestamp * 1000 })),
        vendor,
        timeZone,
      ),
    [series.data, vendor, timeZone],
  );
  // G-012: our control details do not apply while the vendor control runs the heat pump.
  const vendorFrom = vendorControlStart(vendor);
  const detailsApply = vendorFrom === null || vendorFrom > zoom.window.from;
  const detailsNote =
    vendorFrom === null
      ? undefined
      : `The heat pump's own control runs it from ${formatDate(new Date(vendorFrom), timeZone)}: control details are not shown from then.`;
  const option = useMemo(() => {
    const stamp = stampFormatter(timeZone);
    const values = [...lines.temperature, ...lines.cool, ...lines.heat].filter(
      (v): v is number => v !== null,
    );
    const axis = values.length ? {} : defaultTemperatureAxis(temperatureUnit);
    const show = (name: string) => !hidden.has(name);
    const pair = (ys: (number | null)[]) => lines.times.map((t, i) => [t, ys[i] ?? null]);
    const band = (low: number, high: number) => (p: { start: number; end: number }) => ({ ...p, low, high });
    return {
      grid: { left: 52, right: 16, top: 28, bottom: 32 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const first = (Array.isArray(params) ? params[0] : params) as { axisValue?: number } | undefined;
          const i = nearestIndex(lines.times, Number(first?.axisValue));
          const s = samples[i];
          if (!s) return '';
          return sampleTooltip(s, stamp(lines.times[i] ?? 0), temperatureUnit, {
            temperature: lines.temperature[i] ?? null,
            cool: lines.cool[i] ?? null,
            heat: lines.heat[i] ?? null,
          });
        },
      },
      xAxis: {
        axisLabel: {
          formatter: axisLabelFormatter(timeZone, zoom.window.to - zoom.window.from),
          hideOverlap: true,
        },
      },
      yAxis: [
        { type: 'value', name: unit, scale: true, nameTextStyle: { align: 'right' }, ...axis },
        // The bands' own axis: 0–1 of the plot's height; a control band is FORCED_VALUE tall (spec 3 §9).
        { type: 'value', min: 0, max: 1, show: false },
      ],
      series: [
        ...(show('Temperature')
          ? [
              {
                id: 'temperature',
                type: 'line',
                name: 'Temperature',
                showSymbol: false,
                color: '#1c7ed6',
                data: pair(lines.temperature),
                z: 3,
              },
            ]
          : []),
        ...(show('Set Points')
          ? [
              {
                id: 'cool',
                type: 'line',
                name: 'Set Points',
                showSymbol: false,
                color: '#4dabf7',
                lineStyle: { type: 'dashed' },
                step: 'end',
                data: pair(lines.cool),
                z: 2,
              },
              {
                id: 'heat',
                type: 'line',
                name: 'Set Points',
                showSymbol: false,
                color: '#ff8787',
                lineStyle: { type: 'dashed' },
                step: 'end',
                data: pair(lines.heat),
                z: 2,
              },
            ]
          : []),
        ...(details && detailsApply
          ? CONTROL_BANDS.filter((b) => show(b.name)).map((b) =>
              bandSeries({
                id: `band-${b.name}`,
                name: b.name,
                periods: clipToOwnControl(lines.bands[b.name], vendor).map(band(0, FORCED_VALUE)),
                colour: BAND_COLOURS[b.name],
                yAxisIndex: 1,
                opacity: 0.7,
              }),
            )
          : []),
        ...(localAdjustment && show('Local Adjustment')
          ? [
              bandSeries({
                id: 'local-adjustment',
                name: 'Local Adjustment',
                periods: lines.localAdjustment.map(band(0, 1)),
                colour: LOCAL_ADJUSTMENT_COLOUR,
                yAxisIndex: 1,
                opacity: 0.15,
                z: 0,
              }),
            ]
          : []),
        ...HEAT_PUMP_STATES.filter((s) => pumpShown && show(s.label)).map((s) =>
          bandSeries({
            id: `heat-pump-${s.state}`,
            name: s.label,
            periods: pumpPeriods
              .filter((p) => p.state === s.state)
              .map(band(HEAT_PUMP_STRIP.low, HEAT_PUMP_STRIP.high)),
            colour: HEAT_PUMP_COLOURS[s.state],
            yAxisIndex: 1,
            opacity: 0.85,
          }),
        ),
      ],
    };
  }, [
    lines,
    samples,
    hidden,
    details,
    detailsApply,
    vendor,
    pumpShown,
    pumpPeriods,
    localAdjustment,
    timeZone,
    temperatureUnit,
    unit,
    zoom.window,
  ]);

  const temps = lines.temperature;
  return (
    <ChartFrame
      title="Thermostat Activity"
      subtitle={thermostat.title}
      testId="thermostat-activity-chart"
      zoom={zoom}
      commenting={commenting}
      timeZone={timeZone}
      height={HEIGHT}
      controls={
        <>
          <Group gap="md" wrap="wrap">
            <Checkbox
              label="Show Control Details"
              checked={details && detailsApply}
              disabled={!detailsApply}
              description={detailsNote}
              onChange={(e) => setDetails(e.currentTarget.checked)}
              size="sm"
            />
            {commenting.mayComment && (
              <Checkbox
                label="Show Comments"
                checked={showComments}
                onChange={(e) => setShowComments(e.currentTarget.checked)}
                size="sm"
              />
            )}
            <Checkbox
              label="Local Adjustment"
              checked={localAdjustment}
              onChange={(e) => setLocalAdjustment(e.currentTarget.checked)}
              size="sm"
            />
          </Group>
          <ChartLegend
            entries={[
              // Control details that cannot show (the vendor control runs the whole window) have no entry.
              ...THERMOSTAT_LEGEND.filter(
                (e) => detailsApply || !CONTROL_BANDS.some((b) => b.name === e.name),
              ),
              ...(pumpShown ? HEAT_PUMP_LEGEND : []),
            ]}
            hidden={hidden}
            onToggle={(name) =>
              setHidden((h) => {
                const next = new Set(h);
                if (!next.delete(name)) next.add(name);
                return next;
              })
            }
          />
        </>
      }
      state={{
        pending: series.isPending,
        error: series.error,
        retry: () => void series.refetch(),
        empty: samples.length === 0,
        emptyText: 'No thermostat samples in the time period selected',
      }}
    >
      <TimeChart
        option={option}
        label={`${thermostat.title} temperature, set points and control states`}
        height={HEIGHT}
        window={zoom.window}
        onSelect={commenting.mode ? undefined : zoom.select}
        pickTimes={lines.times}
        onPick={
          commenting.mode
            ? (i) => {
                const v = temps[i];
                if (v != null) commenting.pick(lines.times[i] ?? 0, v);
              }
            : undefined
        }
        comments={commenting.comments}
        markerValue={(c) => temps[nearestIndex(lines.times, c.t)] ?? 0}
        onOpenComment={commenting.open}
      />
    </ChartFrame>
  );
}
