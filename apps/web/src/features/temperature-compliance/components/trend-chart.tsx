import type { LineSeriesOption } from 'echarts/charts';
import { LineChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, use } from 'echarts/core';
import { useMemo } from 'react';
import { EChart } from '../../../components/tiles/echart';
import type { TrendSeries } from '../utils/trend';

use([LineChart, GridComponent, LegendComponent, TooltipComponent]);

type LineOption = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

const PALETTE = ['#0b7285', '#e8590c', '#5f3dc4', '#2b8a3e', '#c2255c', '#1864ab', '#862e9c', '#5c940d'];

/** Daily compliance (%) of the organisation and of each equipment type: one line each. */
export function TrendChart({
  days,
  series,
  label,
}: {
  days: string[];
  series: TrendSeries[];
  label: string;
}) {
  const option = useMemo<LineOption>(() => {
    const values = series.flatMap((s) => s.values).filter((v): v is number => v !== null);
    const low = values.length ? Math.max(0, Math.floor(Math.min(...values) / 5) * 5 - 5) : 0;
    return {
      grid: { left: 44, right: 16, top: 40, bottom: 32 },
      legend: { type: 'scroll', top: 0 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v) => (typeof v === 'number' ? `${v.toFixed(1)}%` : '-'),
      },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)), boundaryGap: false },
      yAxis: { type: 'value', min: low, max: 100, axisLabel: { formatter: '{value}%' } },
      series: series.map((s, i) => ({
        type: 'line',
        name: s.name,
        data: s.values,
        connectNulls: false,
        symbolSize: 5,
        lineStyle: { width: s.overall ? 3 : 1.5 },
        color: s.overall ? '#212529' : PALETTE[i % PALETTE.length],
      })),
    };
  }, [days, series]);
  return <EChart<LineOption> option={option} height={300} label={label} />;
}
