import { formatNumber } from './format-number';
import { wrapLabel } from './top-sites';

/*
 * ECharts options shared by the screens and the PDF reports (which render them on the server as
 * SVG), so that a chart in a report is the chart on its page. Plain data and formatter functions:
 * no ECharts import here (each side registers the chart types it draws).
 */

// biome-ignore lint/suspicious/noExplicitAny: an ECharts option is a deep, loosely typed object
export type ChartOption = Record<string, any>;

/** The energy tiles' bar colours (Mantine teal 7 and orange 7, the web theme's). */
export const ENERGY_BAR_COLOUR = '#0ca678';
export const AVERAGE_BAR_COLOUR = '#f76707';

export interface HorizontalBar {
  label: string;
  value: number;
  color: string;
}

/**
 * Horizontal kWh bars, first on top, each label wrapped at 21 characters (E-056), the value at the
 * end of its bar; `average` draws a dashed line at that value.
 */
export function horizontalBarsOption(
  bars: readonly HorizontalBar[],
  average?: { value: number; color: string },
): ChartOption {
  return {
    grid: { left: 8, right: 64, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: unknown) => `${formatNumber(Number(v))} kWh`,
    },
    xAxis: {
      type: 'value',
      splitNumber: 3,
      axisLabel: { hideOverlap: true, formatter: (v: number) => formatNumber(v, 0) },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: bars.map((b) => wrapLabel(b.label)),
      axisLabel: { lineHeight: 14, fontSize: 11 },
    },
    series: [
      {
        type: 'bar',
        name: 'Energy',
        barMaxWidth: 24,
        data: bars.map((b) => ({ value: Number(b.value.toFixed(3)), itemStyle: { color: b.color } })),
        label: {
          show: true,
          position: 'right',
          fontSize: 11,
          formatter: (p: { value?: unknown }) => formatNumber(Number(p.value)),
        },
        ...(average
          ? {
              markLine: {
                symbol: 'none',
                silent: true,
                lineStyle: { type: 'dashed', color: average.color, width: 2 },
                label: { show: false },
                data: [{ xAxis: average.value }],
              },
            }
          : {}),
      },
    ],
  };
}

export interface KwhBar {
  /** Under the bar (the day of the month, the month's short name). */
  axisLabel: string;
  /** In the tooltip ('Tue 3 Mar'). */
  label: string;
  /** null: no data. */
  kwh: number | null;
  /** After the value in the tooltip (' (not complete)'). */
  note?: string;
  /** Lighter: a figure that is not final. */
  faded?: boolean;
}

/**
 * kWh per period as vertical bars: the daily energy modal's and the daily energy report's chart,
 * the annual summary's months.
 */
export function kwhBarsOption(
  bars: readonly KwhBar[],
  { color = '#f08c00', barMaxWidth = 22, missing = 'no data' } = {},
): ChartOption {
  return {
    grid: { left: 8, right: 12, top: 30, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const p = (Array.isArray(params) ? params[0] : params) as { dataIndex: number };
        const bar = bars[p.dataIndex]!;
        return `${bar.label}: ${bar.kwh === null ? missing : `${formatNumber(bar.kwh)} kWh`}${bar.note ?? ''}`;
      },
    },
    xAxis: {
      type: 'category',
      data: bars.map((b) => b.axisLabel),
      axisLabel: { interval: 'auto', color: '#495057' },
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      name: 'kWh',
      nameTextStyle: { color: '#495057' },
      axisLabel: { color: '#495057', formatter: (v: number) => formatNumber(v, 0) },
    },
    series: [
      {
        type: 'bar',
        name: 'Energy',
        barMaxWidth,
        data: bars.map((b) => ({ value: b.kwh, itemStyle: { color, opacity: b.faded ? 0.45 : 1 } })),
      },
    ],
  };
}
