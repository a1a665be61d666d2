import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts the incident charts draw (tree-shaken: the full echarts bundle is ~1 MB).
echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** One ECharts instance bound to a div; resized with its container, disposed on unmount. */
export function EChart({
  option,
  height = 240,
  label,
}: {
  option: EChartsCoreOption;
  height?: number;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      style={{ width: '100%', height }}
      data-drawn-series={drawnSeries(option).join(',')}
    />
  );
}

/**
 * The names of the series that have at least one value to draw: the canvas holds no text a test or
 * a reader's tool could look at, so the element names what it shows.
 */
export function drawnSeries(option: EChartsCoreOption): string[] {
  const series = (Array.isArray(option.series) ? option.series : []) as { name?: string; data?: unknown[] }[];
  return series
    .filter((s) =>
      (s.data ?? []).some((d) => {
        const v = Array.isArray(d) ? d[1] : d;
        return v !== null && v !== undefined;
      }),
    )
    .map((s) => s.name ?? '');
}
