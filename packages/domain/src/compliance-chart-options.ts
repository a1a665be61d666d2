import type { ChartOption } from './chart-options';
import { formatNumber, formatPercent } from './format-number';
import { wrapLabel } from './top-sites';

/*
 * Temperature compliance charts of the PDF reports (the compliance tile's teal): compliance per
 * sensor or site as horizontal bars, and per day as vertical bars. Compliance is a share, so the
 * value axis always runs to 100 %: a bar's length reads the same in every report.
 */

/** The compliance ring's default teal (F-003). */
export const COMPLIANCE_BAR_COLOUR = '#0b7285';

export interface ComplianceBar {
  label: string;
  /** Percent, 0–100. */
  percent: number;
}

/** Compliance (%) as horizontal bars in the given order, first on top, the value at the end of each. */
export function complianceBarsOption(bars: readonly ComplianceBar[]): ChartOption {
  return {
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    xAxis: {
      type: 'value',
      min: 0,
      max: 100,
      interval: 25,
      axisLabel: { formatter: (v: number) => `${formatNumber(v, 0)}%` },
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
        name: 'Compliance',
        barMaxWidth: 24,
        data: bars.map((b) => ({
          value: Number(b.percent.toFixed(2)),
          itemStyle: { color: COMPLIANCE_BAR_COLOUR },
        })),
        label: {
          show: true,
          position: 'right',
          fontSize: 11,
          formatter: (p: { value?: unknown }) => formatPercent(Number(p.value), 1),
        },
      },
    ],
  };
}

export interface ComplianceDay {
  /** Under the bar (the day of the month). */
  axisLabel: string;
  /** null: no counted hour that day (a gap, not 0 %). */
  percent: number | null;
}

/** Compliance (%) per day as vertical bars; a day without counted hours is a gap. */
export function dailyComplianceOption(days: readonly ComplianceDay[]): ChartOption {
  return {
    grid: { left: 8, right: 12, top: 30, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: days.map((d) => d.axisLabel),
      axisLabel: { interval: 0, color: '#495057' },
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: 100,
      interval: 25,
      name: '%',
      nameTextStyle: { color: '#495057' },
      axisLabel: { color: '#495057', formatter: (v: number) => `${formatNumber(v, 0)}%` },
    },
    series: [
      {
        type: 'bar',
        name: 'Compliance',
        barMaxWidth: 22,
        data: days.map((d) => ({
          value: d.percent === null ? null : Number(d.percent.toFixed(2)),
          itemStyle: { color: COMPLIANCE_BAR_COLOUR },
        })),
      },
    ],
  };
}
