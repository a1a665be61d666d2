import { formatNumber } from '@sw/domain';
import { MarkLineComponent } from 'echarts/components';
import { use } from 'echarts/core';
import type { BarOption } from '../../../components/tiles/bar-echart';
import { wrapLabel } from '../utils/top-sites';

// The average line of the equipment type tile (bar-echart.tsx registers the bars themselves).
use([MarkLineComponent]);

export interface WrappedBar {
  label: string;
  value: number;
  color: string;
}

/**
 * Horizontal kWh bars, first on top, each label wrapped at 21 characters (E-056), the value at the
 * end of its bar; `average` draws a dashed line at that value.
 */
export function wrappedBarOption(
  bars: readonly WrappedBar[],
  average?: { value: number; color: string },
): BarOption {
  return {
    grid: { left: 8, right: 64, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v) => `${formatNumber(Number(v))} kWh`,
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
